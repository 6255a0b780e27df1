import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { SubscriptionsPage } from './subscriptions-page';

const me = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };
const mine = (status: number, active: boolean) => ({
  subscriptionId: 5,
  channelId: 7,
  loginId: 'bjstar01',
  nickname: '별빛BJ',
  channelTitle: '방송',
  status,
  itemCode: 700,
  months: 1,
  price: 3300,
  startedAt: '2026-11-26T00:00:00.000Z',
  periodEnd: '2026-12-26T00:00:00.000Z',
  renewals: 2,
  active,
  giftedBy: null as string | null,
});

describe('the subscriptions page', () => {
  it("lists the member's subscriptions and resumes a cancelled renewal; no subscribers' section without a channel", async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: me }),
      'GET /api/my/subscription-list': jsonResponse(200, { list: [mine(5, true)], total: 1, offset: 0, limit: 10 }),
      'GET /api/my/channel-subscription-list': jsonResponse(404, { msg: '채널을 먼저 개설해주세요.', code: 'live.channel.none' }),
      'POST /api/my/subscriptions/5/renewal-resume': jsonResponse(200, { subscription: mine(1, true), luvSum: 0 }),
    });
    renderWithProviders(<SubscriptionsPage />, { route: '/luv/subscriptions' });
    const row = (await screen.findByText('별빛BJ')).closest('tr')!;
    expect(within(row).getByText('갱신 취소됨')).toBeTruthy();
    expect(within(row).getByText(/1개월 · 3,300 러브/)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: '다시 갱신' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/my/subscriptions/5/renewal-resume'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '내 채널 구독자' })).toBeNull());
  });

  it("shows a broadcaster's subscribers and how many subscribe now", async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: me }),
      'GET /api/my/subscription-list': jsonResponse(200, { list: [], total: 0, offset: 0, limit: 10 }),
      'GET /api/my/channel-subscription-list': jsonResponse(200, {
        list: [{ subscriptionId: 9, loginId: 'fan01', nickname: '팬1', status: 1, itemCode: 702, startedAt: '2026-09-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z', renewals: 2, active: true }],
        total: 1,
        active: 1,
        offset: 0,
        limit: 10,
      }),
    });
    renderWithProviders(<SubscriptionsPage />, { route: '/luv/subscriptions' });
    expect(await screen.findByText('구독한 채널이 없습니다.')).toBeTruthy();
    expect((await screen.findByText('팬1')).closest('tr')?.textContent).toContain('구독 중');
    expect(screen.getByText('지금 구독자 1명')).toBeTruthy();
  });

  it('uses a subscription another member gave', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: me }),
      'GET /api/my/subscription-list': jsonResponse(200, { list: [{ ...mine(4, false), itemCode: 704, periodEnd: null, startedAt: null, giftedBy: 'friend01' }], total: 1, offset: 0, limit: 10 }),
      'GET /api/my/channel-subscription-list': jsonResponse(404, { msg: '채널을 먼저 개설해주세요.', code: 'live.channel.none' }),
      'POST /api/my/subscriptions/5/use': jsonResponse(200, { subscription: { ...mine(5, true), itemCode: 704, giftedBy: 'friend01' }, luvSum: 0 }),
    });
    renderWithProviders(<SubscriptionsPage />, { route: '/luv/subscriptions' });
    const row = (await screen.findByText('별빛BJ')).closest('tr')!;
    expect(row.textContent).toContain('friend01님의 선물');
    await userEvent.click(within(row).getByRole('button', { name: '사용하기' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/my/subscriptions/5/use'))).toBe(true));
  });
});
