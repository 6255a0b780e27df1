import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UseChatRoomOptions } from '@luvcast/chat-client';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { useSessionStore } from '@luvcast/session';
import { channelInfo } from '../shared/testing';
import { LivePage } from './live-page';

jest.mock('../shared/player/player', () => ({
  // the real player is covered by its own spec; here: what the page hands it
  Player: ({ title, sources }: { title: string; sources: { hls: string } }) => <video aria-label={`${title} 영상`} data-src={sources.hls} />,
}));

// the chat panel has its own spec (chat/chat-panel.spec.tsx); here no socket is opened, and the
// test fires room events through the options the panel gave the hook
let mockRoomOptions: UseChatRoomOptions | undefined;
jest.mock('@luvcast/chat-client', () => ({
  ...jest.requireActual('@luvcast/chat-client'),
  useChatRoom: (options: UseChatRoomOptions) => {
    mockRoomOptions = options;
    return mockRoomState;
  },
}));
const mockRoomState = {
  state: 'connected',
  joined: true,
  lines: [],
  role: 'guest',
  settings: { freeze: false, slowSeconds: 0, followersOnly: false, subscribersOnly: false, maxLength: 500 },
  ban: null,
  sessionExpired: false,
  send: jest.fn(),
  moderate: jest.fn(),
};

const channel = channelInfo({ followerCount: 2 });
const notice = { id: 1, channelId: 7, kind: 3, title: '다음 방송은 금요일 9시', content: '금요일에 만나요', isPinned: true, createdAt: '2026-11-20T00:00:00.000Z', updatedAt: '2026-11-20T00:00:00.000Z' };
const channelPage = { channel, notices: [notice], recorded: [], relation: { isFollowing: false, isFavorite: false, isOwner: false }, subscriberCount: 0, liveStartedAt: null };
const liveStream = {
  channelId: 7,
  title: '첫 방송',
  thumbUrl: 'http://media/hls/11/thumb.jpg',
  viewerCount: 12,
  isForAdult: false,
  stream: { id: 11, title: '첫 방송', createdAt: new Date().toISOString(), state: 'live' },
  owner: { id: 3, name: '방송인', nickname: '방송인1', loginId: 'caster1' },
  sources: [
    { format: 'hls', url: 'http://media/hls/11/master.m3u8', urlDetail: { hls: { resolution: [] }, flv: { resolution: [] } } },
    { format: 'flv', url: 'http://media/flv/11.flv', urlDetail: { hls: { resolution: [] }, flv: { resolution: [] } } },
  ],
};
const refusal = (status: number, code: string, message: string) => jsonResponse(status, { message, msg: message, code });
const member = { loginId: 'viewer1', nickname: '시청자', role: 'V' };
const profile = (PI: boolean) => jsonResponse(200, { profile: { ...member, PI, profileImage: null, id: 9, channelId: null } });

function renderLive(routes: Parameters<typeof stubFetch>[0], me: typeof member | null = null) {
  stubFetch({
    'GET /api/channels/7/channel-page': jsonResponse(200, channelPage),
    'GET /api/my/profile': jsonResponse(401, { msg: '로그인이 필요합니다.' }),
    'POST /api/channels/7/stream/heartbeat': jsonResponse(200, { streamId: 11, viewerCount: 13, peakViewers: 13 }),
    'POST /api/my/streams/played': jsonResponse(200, { result: 'ok' }),
    ...routes,
  });
  return renderWithProviders(<LivePage />, { route: '/channels/7/live', path: 'channels/:id/live', me });
}

describe('/channels/:id/live', () => {
  it('shows the offline state with the channel notice when nobody is on air', async () => {
    renderLive({ 'GET /api/channels/7/stream': refusal(400, 'live.offline', '방송 중이 아닙니다.') });
    expect(await screen.findByText('지금은 방송 중이 아닙니다.')).toBeTruthy();
    const noticeBox = await screen.findByRole('region', { name: '채널 공지' });
    expect(within(noticeBox).getByRole('heading', { name: '다음 방송은 금요일 9시' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '채널에서 지난 방송 보기' }).getAttribute('href')).toBe('/channels/7');
    expect(screen.getByRole('complementary', { name: '채팅' })).toBeTruthy();
    expect(screen.queryByLabelText(/영상$/)).toBeNull();
  });

  it('plays the HLS master of a live, with title, broadcaster and the heartbeat viewers', async () => {
    renderLive({ 'GET /api/channels/7/stream': jsonResponse(200, liveStream) });
    const video = await screen.findByLabelText('첫 방송 영상');
    expect(video.getAttribute('data-src')).toBe('http://media/hls/11/master.m3u8');
    expect(screen.getByRole('heading', { level: 1, name: '첫 방송' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '방송인1' }).getAttribute('href')).toBe('/channels/7');
    expect(await screen.findByText('시청자 13명')).toBeTruthy();
    const beat = calls.find((c) => c.url.endsWith('/api/channels/7/stream/heartbeat'));
    expect(await beat?.json()).toEqual({ streamId: 11 });
    // a guest has no watch history
    expect(calls.some((c) => c.url.endsWith('/api/my/streams/played'))).toBe(false);
  });

  it('records a member’s watch of the stream once', async () => {
    renderLive({ 'GET /api/channels/7/stream': jsonResponse(200, liveStream), 'GET /api/my/profile': profile(true) }, member);
    await screen.findByLabelText('첫 방송 영상');
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/api/my/streams/played'))).toHaveLength(1));
  });

  it('opens the login dialog with its adult notice for a guest at an adult live', async () => {
    renderLive({ 'GET /api/channels/7/stream': refusal(401, 'live.adult.loginRequired', '로그인 후 시청할 수 있는 성인 방송입니다.') });
    expect((await screen.findByRole('alert')).textContent).toContain('로그인 후 시청할 수 있는 성인 방송입니다.');
    await waitFor(() => expect(useSessionStore.getState().loginModal).toMatchObject({ open: true, type: 'signIn', adultNotice: true }));
    expect(useSessionStore.getState().membersOnly).toBe(false);
  });

  it('opens the login dialog’s adult notice for a member without identity verification', async () => {
    renderLive({ 'GET /api/channels/7/stream': refusal(403, 'live.adult.identityRequired', '본인인증 후 시청할 수 있습니다.'), 'GET /api/my/profile': profile(false) }, member);
    expect(await screen.findByRole('link', { name: '본인인증 하기' })).toBeTruthy();
    expect(useSessionStore.getState().loginModal).toMatchObject({ open: true, adultNotice: true, callbackURL: '/channels/7/live' });
    expect(useSessionStore.getState().membersOnly).toBe(false);
  });

  it('refuses a verified member under 19 with the server’s message', async () => {
    renderLive({ 'GET /api/channels/7/stream': refusal(403, 'live.adult.underAge', '만 19세 미만은 시청할 수 없습니다.'), 'GET /api/my/profile': profile(true) }, member);
    expect((await screen.findByRole('alert')).textContent).toBe('만 19세 미만은 시청할 수 없습니다.');
    expect(useSessionStore.getState().loginModal.open).toBe(false);
  });

  it('shows the viewer cap refusal as the server says it', async () => {
    renderLive({ 'GET /api/channels/7/stream': refusal(403, 'live.full', '최대 시청자 수에 도달했습니다.') });
    expect((await screen.findByRole('alert')).textContent).toBe('최대 시청자 수에 도달했습니다.');
  });

  it('asks for the password of a password room and plays with the proof', async () => {
    let unlocked = false;
    renderLive({
      'GET /api/channels/7/stream': (req) => {
        unlocked = new URL(req.url).searchParams.get('liveToken') === 'proof-1';
        return unlocked ? jsonResponse(200, liveStream) : refusal(403, 'live.password.required', '비밀번호가 필요한 방송입니다.');
      },
      'GET /api/guest/live-Auth': (req) =>
        new URL(req.url).searchParams.get('password') === 'open1234'
          ? jsonResponse(200, { result: 'ok', canWatch: true, reason: 'ok', adultLevel: 0, hasPassword: true, liveToken: 'proof-1' })
          : jsonResponse(200, { result: 'ok', canWatch: false, reason: 'passwordWrong', adultLevel: 0, hasPassword: true }),
    });
    const field = await screen.findByLabelText('방송 비밀번호');
    fireEvent.change(field, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '입장' }));
    expect(await screen.findByText('비밀번호가 올바르지 않습니다.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'open1234' } });
    fireEvent.click(screen.getByRole('button', { name: '입장' }));
    expect(await screen.findByLabelText('첫 방송 영상')).toBeTruthy();
    expect(unlocked).toBe(true);
  });

  it('turns live without a reload when the next poll finds the stream', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let on = false;
      renderLive({ 'GET /api/channels/7/stream': () => (on ? jsonResponse(200, liveStream) : refusal(400, 'live.offline', '방송 중이 아닙니다.')) });
      await waitFor(() => expect(screen.getByText('지금은 방송 중이 아닙니다.')).toBeTruthy());
      on = true;
      await jest.advanceTimersByTimeAsync(10_500);
      await waitFor(() => expect(screen.getByLabelText('첫 방송 영상')).toBeTruthy());
    } finally {
      jest.useRealTimers();
    }
  });

  it("reads the stream again at once when the chat room says it stopped (STREAMS_CHANGE), not at the next poll", async () => {
    let on = true;
    renderLive({ 'GET /api/channels/7/stream': () => (on ? jsonResponse(200, liveStream) : refusal(400, 'live.offline', '방송 중이 아닙니다.')) });
    await screen.findByLabelText('첫 방송 영상');
    expect(screen.getByRole('complementary', { name: '채팅' }).getAttribute('data-stream-id')).toBe('11');
    const streamReads = () => calls.filter((c) => c.url.includes('/api/channels/7/stream?')).length;
    const before = streamReads();
    on = false;
    // other room events leave the stream alone
    act(() => mockRoomOptions?.onEvent?.({ type: 'notice', room: '7', text: '안내', at: new Date().toISOString() }));
    expect(streamReads()).toBe(before);
    act(() => mockRoomOptions?.onEvent?.({ type: 'STREAMS_CHANGE', room: '7', streamId: '11', live: false, at: new Date().toISOString() }));
    // well before the 10 s poll
    expect(await screen.findByText('지금은 방송 중이 아닙니다.', {}, { timeout: 3000 })).toBeTruthy();
    expect(streamReads()).toBe(before + 1);
    // off air the chat leaves the room
    expect(screen.getByRole('complementary', { name: '채팅' }).getAttribute('data-stream-id')).toBe('');
  });
});
