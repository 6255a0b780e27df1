import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { RankingsPage } from './rankings-page';

const profile = { loginId: 'bjstar01', nickname: '별빛BJ', PI: true, profileImage: null, role: 'J', id: 7, channelId: 3 };
const gifted = (offset: number) => ({
  list: offset === 0 ? [{ channelId: 11, loginId: 'bjone001', nickname: '첫째BJ', rank: 1, total: 2100, gifters: 2 }] : [{ channelId: 12, loginId: 'bjtwo001', nickname: '<b>둘째</b>', rank: 5, total: 300, gifters: 9 }],
  total: 11,
  offset,
  limit: 10,
});

describe('/my/rankings', () => {
  it("shows the member's rank on each channel they gifted to, pages it, and their channel's gifters with anonymous ones as 익명", async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile }),
      'GET /api/my/rankings': (req) => {
        const offset = Number(new URL(req.url).searchParams.get('offset'));
        return jsonResponse(200, {
          gifted: gifted(offset),
          channel: {
            channelId: 3,
            list: [
              { rank: 1, anonymous: false, loginId: 'fan00001', nickname: '큰손팬', total: 3000 },
              { rank: 2, anonymous: true, loginId: null, nickname: null, total: 2000 },
            ],
            total: 2,
            offset: 0,
            limit: 10,
          },
        });
      },
    });
    renderWithProviders(<RankingsPage />, { route: '/my/rankings' });
    const mine = await screen.findByRole('region', { name: '내가 선물한 채널' });
    const first = within(mine).getAllByRole('listitem');
    expect(first.map((li) => li.textContent)).toEqual(['첫째BJ2명 중 1위2,100 러브']);
    expect(within(mine).getByRole('link', { name: '첫째BJ' }).getAttribute('href')).toBe('/channels/11');

    await userEvent.click(within(within(mine).getByRole('navigation', { name: '선물한 채널 페이지' })).getByRole('button', { name: '다음' }));
    // a nickname is shown as text, never as markup
    expect(await within(mine).findByText('<b>둘째</b>')).toBeTruthy();
    expect(within(mine).getAllByRole('listitem')[0].textContent).toBe('<b>둘째</b>9명 중 5위300 러브');
    expect(new URL(calls.at(-1)!.url).searchParams.toString()).toBe('offset=10&limit=10&fanOffset=0&fanLimit=10');

    const channel = screen.getByRole('region', { name: '내 채널 선물 순위' });
    expect(within(channel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1위큰손팬3,000 러브', '2위익명2,000 러브']);
    expect(within(channel).queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: '설정' }).getAttribute('href')).toBe('/my/settings');
  });

  it('says when nothing was gifted yet and shows no channel list to a member without a channel', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: { ...profile, channelId: null } }),
      'GET /api/my/rankings': jsonResponse(200, { gifted: { list: [], total: 0, offset: 0, limit: 10 }, channel: null }),
    });
    renderWithProviders(<RankingsPage />, { route: '/my/rankings' });
    expect((await screen.findByRole('region', { name: '내가 선물한 채널' })).textContent).toContain('아직 선물한 채널이 없습니다.');
    expect(screen.queryByRole('region', { name: '내 채널 선물 순위' })).toBeNull();
  });
});
