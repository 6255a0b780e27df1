import { fireEvent, screen, within } from '@testing-library/react';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { useSessionStore } from '@luvcast/session';
import { caster, channelInfo } from '../shared/testing';
import { ChannelPage } from './channel-page';

jest.mock('../shared/player/player', () => ({
  Player: ({ title, sources, live }: { title: string; sources: { hls: string }; live: boolean }) => <video aria-label={`${title} 영상`} data-src={sources.hls} data-live={String(live)} />,
}));

const channel = (isLive: boolean, followerCount = 2) => channelInfo({ isLive, followerCount });
const vod = {
  id: 21,
  channelId: 7,
  kind: 2,
  title: '어제 방송',
  themeId: null,
  state: 'ended',
  startedAt: '2026-11-22T10:00:00.000Z',
  endedAt: '2026-11-22T11:00:00.000Z',
  durationS: 3600,
  peakViewers: 5,
  currentViewers: 0,
  thumbUrl: null,
  mediaUrl: 'http://media/vod/20/master.m3u8',
  owner: caster,
};
const notice = { id: 1, channelId: 7, kind: 3, title: '공지 제목', content: '공지 내용', isPinned: true, createdAt: '2026-11-20T00:00:00.000Z', updatedAt: '2026-11-20T00:00:00.000Z' };
const pageOf = (isLive: boolean, isFollowing = false, followerCount = 2) => ({
  channel: channel(isLive, followerCount),
  notices: [notice],
  recorded: [vod],
  relation: { isFollowing, isFavorite: false, isOwner: false },
  subscriberCount: 4,
  liveStartedAt: isLive ? new Date(Date.now() - 65_000).toISOString() : null,
});
const member = { loginId: 'viewer1', nickname: '시청자', role: 'V' };

function renderChannel(routes: Parameters<typeof stubFetch>[0] = {}, me: typeof member | null = null) {
  stubFetch({
    'GET /api/channels/7/channel-page': jsonResponse(200, pageOf(false)),
    'GET /api/channels/7/live-time': jsonResponse(200, { channelId: 7, isLive: false, startedAt: null, elapsedS: 0, lastEndedAt: '2026-11-22T11:00:00.000Z' }),
    'GET /api/my/streams/recorded-stream-list': jsonResponse(200, { list: [vod], total: 1 }),
    'GET /api/my/profile': me ? jsonResponse(200, { profile: { ...member, PI: true, profileImage: null, id: 9, channelId: null } }) : jsonResponse(401, { msg: '로그인이 필요합니다.' }),
    ...routes,
  });
  return renderWithProviders(<ChannelPage />, { route: '/channels/7', path: 'channels/:id', me });
}

describe('/channels/:id', () => {
  it('shows the broadcaster, followers, subscribers, notices and VODs', async () => {
    renderChannel();
    expect(await screen.findByRole('heading', { level: 1, name: '방송인1' })).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '공지' })).getByRole('heading', { name: /공지 제목/ })).toBeTruthy();
    const vods = within(screen.getByRole('region', { name: '지난 방송' }));
    expect(vods.getByRole('heading', { name: '어제 방송' })).toBeTruthy();
    expect(vods.getByText('1:00:00')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'LIVE 보러 가기' })).toBeNull();
    expect(await screen.findByText(/^마지막 방송/)).toBeTruthy();
    // the longer VOD list is a members' call: a guest sees the channel page's own
    expect(calls.some((c) => c.url.includes('/api/my/streams/recorded-stream-list'))).toBe(false);
  });

  it('links to the live and counts its on-air time while live', async () => {
    renderChannel({
      'GET /api/channels/7/channel-page': jsonResponse(200, pageOf(true)),
      'GET /api/channels/7/live-time': jsonResponse(200, { channelId: 7, isLive: true, startedAt: new Date(Date.now() - 65_000).toISOString(), elapsedS: 65, lastEndedAt: null }),
    });
    expect((await screen.findByRole('link', { name: 'LIVE 보러 가기' })).getAttribute('href')).toBe('/channels/7/live');
    expect(screen.getByText(/^1:0\d$/)).toBeTruthy();
  });

  it('plays a VOD in the player', async () => {
    const { location } = renderChannel();
    fireEvent.click(await screen.findByRole('button', { name: '어제 방송 다시 보기' }));
    const video = await screen.findByLabelText('어제 방송 영상');
    expect(video.getAttribute('data-src')).toBe('http://media/vod/20/master.m3u8');
    expect(video.getAttribute('data-live')).toBe('false');
    expect(location()).toBe('/channels/7?vod=21');
  });

  it('follows for a member and shows the new count', async () => {
    renderChannel({ 'POST /api/channels/7/follow': jsonResponse(200, { channelId: 7, isFollowing: true, followerCount: 3 }) }, member);
    fireEvent.click(await screen.findByRole('button', { name: '팔로우' }));
    const following = await screen.findByRole('button', { name: '팔로잉' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('gives a guest 회원 전용 instead of following', async () => {
    renderChannel();
    const button = await screen.findByRole('button', { name: '팔로우' });
    fireEvent.click(button);
    expect(useSessionStore.getState().membersOnly).toBe(true);
    expect(calls.some((c) => c.url.endsWith('/follow'))).toBe(false);
  });

  it('says 채널을 찾을 수 없습니다. for an unknown channel', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChannel({ 'GET /api/channels/7/channel-page': jsonResponse(400, { msg: '채널을 찾을 수 없습니다.', code: 'live.channel.notFound' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('채널을 찾을 수 없습니다.');
  });
});
