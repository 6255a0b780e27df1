import { screen, waitFor, within } from '@testing-library/react';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { useSessionStore } from '@luvcast/session';
import { channelCard } from '../shared/testing';
import { FollowingPage } from './following-page';

const member = { loginId: 'demo1234', nickname: '데모회원', role: 'V' };
const profile = jsonResponse(200, { profile: { ...member, PI: false, profileImage: null, id: 5, channelId: null } });

describe('/following', () => {
  it('opens 회원 전용 for a guest, shows the signed-out card and does not ask for the list', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(401, { msg: '로그인이 필요합니다.' }) });
    renderWithProviders(<FollowingPage />, { route: '/following' });
    await waitFor(() => expect(useSessionStore.getState().membersOnly).toBe(true));
    expect(await screen.findByText('로그인 후 이용가능합니다.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/api/my/streams/'))).toBe(false);
  });

  it('lists the followed channels as the API orders them: a live one with its badge and viewers links to the live, an offline one to its channel', async () => {
    stubFetch({
      'GET /api/my/profile': profile,
      'GET /api/my/streams/subscriptions': jsonResponse(200, { list: [channelCard(4, true, 1234), channelCard(2, false)], total: 2 }),
    });
    renderWithProviders(<FollowingPage />, { route: '/following', me: member });
    expect(screen.getByRole('heading', { level: 1, name: '팔로우' })).toBeTruthy();
    const list = within(await screen.findByRole('region', { name: '팔로우한 채널 2개 · 방송 중 1개' }));
    const cards = list.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['방송 4', '방송 2']);
    expect(within(cards[0]).getByText('LIVE')).toBeTruthy();
    expect(within(cards[0]).getByText('시청자 1,234명')).toBeTruthy();
    expect(within(cards[0]).getByRole('link').getAttribute('href')).toBe('/channels/4/live');
    expect(within(cards[1]).queryByText('LIVE')).toBeNull();
    expect(within(cards[1]).getByRole('link', { name: '방송인2의 채널' }).getAttribute('href')).toBe('/channels/2');
    const request = calls.find((c) => c.url.includes('/api/my/streams/subscriptions'))!;
    expect(new URL(request.url).searchParams.get('limit')).toBe('100');
  });

  it('says so when the member follows nobody, with a way to the lives', async () => {
    stubFetch({ 'GET /api/my/profile': profile, 'GET /api/my/streams/subscriptions': jsonResponse(200, { list: [], total: 0 }) });
    renderWithProviders(<FollowingPage />, { route: '/following', me: member });
    expect(await screen.findByText('아직 팔로우한 채널이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '지금 방송 중인 채널 보기' }).getAttribute('href')).toBe('/');
  });

  it('tells the member when the list cannot be read', async () => {
    stubFetch({ 'GET /api/my/profile': profile, 'GET /api/my/streams/subscriptions': jsonResponse(500, { msg: '일시적인 오류입니다.' }) });
    renderWithProviders(<FollowingPage />, { route: '/following', me: member });
    expect(await screen.findByText('팔로우한 채널을 불러오지 못했습니다.')).toBeTruthy();
  });
});
