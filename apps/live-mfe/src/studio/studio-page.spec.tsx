import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { useSessionStore } from '@luvcast/session';
import { channelInfo } from '../shared/testing';
import { StudioPage } from './studio-page';

jest.mock('../shared/player/player', () => ({
  Player: ({ title, muted }: { title: string; muted?: boolean }) => <video aria-label={`${title} 영상`} data-muted={String(Boolean(muted))} />,
}));

const member = { loginId: 'caster1', nickname: '방송인1', role: 'V' };
const profile = (PI: boolean) => jsonResponse(200, { profile: { ...member, PI, profileImage: null, id: 3, channelId: 7 } });
const channel = (isLive = false) => channelInfo({ themeId: 2, themeText: '게임', isLive });
const config = { channelId: 7, themeId: 2, title: '오늘의 방송', resolution: '720p', isForAdult: false, password: null, hasPassword: false, minRatingLevel: 0, maxViewerCount: 0 };
const themes = [
  { key: 1, value: 'TALK', text: '토크' },
  { key: 2, value: 'GAME', text: '게임' },
];
const key = { url: 'rtmp://luv.localhost:1935/live', streamKey: 'sk_secret_1234' };

function renderStudio(routes: Parameters<typeof stubFetch>[0] = {}, PI = true) {
  stubFetch({
    'GET /api/my/profile': profile(PI),
    'GET /api/my/channel/profile': jsonResponse(200, { channel: channel(), PI, canBroadcast: PI }),
    'GET /api/my/channel/stream-key': jsonResponse(200, key),
    'GET /api/m/channel/config': jsonResponse(200, config),
    'GET /api/guest/themes': jsonResponse(200, themes),
    'GET /api/channels/7/chat/audit-log': jsonResponse(200, { list: [], total: 0, offset: 0, limit: 20 }),
    ...routes,
  });
  return renderWithProviders(<StudioPage />, { route: '/studio', me: member });
}

describe('/studio', () => {
  it('opens 회원 전용 for a guest and shows the signed-out card', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(401, { msg: '로그인이 필요합니다.' }) });
    renderWithProviders(<StudioPage />, { route: '/studio' });
    await waitFor(() => expect(useSessionStore.getState().membersOnly).toBe(true));
    expect(await screen.findByText('로그인 후 이용가능합니다.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/api/my/channel/'))).toBe(false);
  });

  it('hides the stream key until it is revealed, and shows the RTMP server URL', async () => {
    const { container } = renderStudio();
    const keyField = (await screen.findByLabelText('스트림 키')) as HTMLInputElement;
    expect((screen.getByLabelText('서버 주소') as HTMLInputElement).value).toBe('rtmp://luv.localhost:1935/live');
    expect(keyField.value).not.toContain('sk_secret_1234');
    expect(container.innerHTML).not.toContain('sk_secret_1234');
    fireEvent.click(screen.getByRole('button', { name: '보기' }));
    expect(keyField.value).toBe('sk_secret_1234');
  });

  it('regenerates the key only after the confirmation', async () => {
    renderStudio({ 'POST /api/my/channel/stream-key': jsonResponse(200, { ...key, streamKey: 'sk_new_5678' }) });
    fireEvent.click(await screen.findByRole('button', { name: '스트림 키 재발급' }));
    const dialog = await screen.findByRole('alertdialog', { name: '스트림 키 재발급' });
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/my/channel/stream-key'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '재발급' }));
    fireEvent.click(screen.getByRole('button', { name: '보기' }));
    await waitFor(() => expect((screen.getByLabelText('스트림 키') as HTMLInputElement).value).toBe('sk_new_5678'));
  });

  it('creates the channel of a member who has none', async () => {
    let created = false;
    renderStudio({
      'GET /api/my/channel/profile': () => jsonResponse(200, { channel: created ? channel() : null, PI: true, canBroadcast: true }),
      'GET /api/my/chennel-register': () => {
        created = true;
        return jsonResponse(200, { channel: channel(), created: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '채널 만들기' }));
    expect(await screen.findByLabelText('스트림 키')).toBeTruthy();
  });

  it('says identity verification is needed and offers the popup, with 방송 시작 off', async () => {
    renderStudio({}, false);
    const note = await screen.findByRole('note');
    expect(within(note).getByRole('heading', { name: '본인인증이 필요합니다' })).toBeTruthy();
    expect(within(note).getByRole('button', { name: '본인인증 하기' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: '방송 시작' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('applies the popup result to the member: the notice goes and 방송 시작 is enabled', async () => {
    let verified = false;
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderStudio(
      {
        'GET /api/my/profile': () => profile(verified),
        'GET /api/my/channel/profile': () => jsonResponse(200, { channel: channel(), PI: verified, canBroadcast: verified }),
        'GET /api/personal-auth': jsonResponse(200, { result: 'ok', url: 'http://api.luv.localhost:4000/dev/identity?type=personal' }),
        'POST /api/my/personal-auth': () => {
          verified = true;
          return jsonResponse(200, { result: 'ok', PI: true, isAdult: true });
        },
      },
      false,
    );
    const note = await screen.findByRole('note');
    fireEvent.click(within(note).getByRole('button', { name: '본인인증 하기' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/personal-auth?type=personal'))).toBe(true));
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { result: 'success', redirectUrl: '', authKey: 'popup-key-1' } }));
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: '본인인증이 필요합니다' })).toBeNull());
    await waitFor(() => expect((screen.getByRole('button', { name: '방송 시작' }) as HTMLButtonElement).disabled).toBe(false));
    const applied = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/my/personal-auth'));
    expect(await applied!.json()).toEqual({ authKey: 'popup-key-1' });
  });

  it("shows the API's refusal when the popup's key cannot be applied, and stays unverified", async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderStudio(
      {
        'GET /api/personal-auth': jsonResponse(200, { result: 'ok', url: 'http://api.luv.localhost:4000/dev/identity?type=personal' }),
        'POST /api/my/personal-auth': jsonResponse(409, { msg: '이미 사용된 본인인증입니다. 다시 인증해주세요.', code: 'auth.identity.used' }),
      },
      false,
    );
    const note = await screen.findByRole('note');
    fireEvent.click(within(note).getByRole('button', { name: '본인인증 하기' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/personal-auth?type=personal'))).toBe(true));
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { result: 'success', redirectUrl: '', authKey: 'spent-key' } }));
    });
    expect((await within(note).findByRole('alert')).textContent).toBe('이미 사용된 본인인증입니다. 다시 인증해주세요.');
    expect((screen.getByRole('button', { name: '방송 시작' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the settings with PUT /api/m/channel/config', async () => {
    renderStudio({ 'PUT /api/m/channel/config': jsonResponse(200, { ...config, title: '새 제목 방송', isForAdult: true, hasPassword: true, minRatingLevel: 1, maxViewerCount: 50 }) });
    const title = (await screen.findByLabelText('방송 제목')) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('오늘의 방송'));
    fireEvent.change(title, { target: { value: '새 제목 방송' } });
    fireEvent.click(screen.getByLabelText('19세 이상 시청 (성인 방송)'));
    fireEvent.change(screen.getByLabelText('방송 비밀번호'), { target: { value: 'pw1234' } });
    fireEvent.change(screen.getByLabelText('시청 가능 팬 등급'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('최대 시청자 수'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: '설정 저장' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(await put?.json()).toEqual({ title: '새 제목 방송', themeId: 2, isForAdult: true, password: 'pw1234', minRatingLevel: 1, maxViewerCount: '50' });
  });

  it('refuses a 3-character password before calling the API', async () => {
    renderStudio();
    fireEvent.change(await screen.findByLabelText('방송 비밀번호'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: '설정 저장' }));
    expect((await screen.findByRole('alert')).textContent).toBe('방송 비밀번호는 4~20자로 입력해주세요.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('starts with the saved settings and previews the live, muted', async () => {
    let live = false;
    renderStudio({
      'GET /api/my/channel/profile': () => jsonResponse(200, { channel: channel(live), PI: true, canBroadcast: true }),
      'POST /api/my/channel/start-stream': () => {
        live = true;
        return jsonResponse(200, { result: 'ok', channelId: 7, url: key.url, streamKey: key.streamKey, isLive: true });
      },
      'GET /api/channels/7/stream': jsonResponse(200, {
        channelId: 7,
        title: '오늘의 방송',
        thumbUrl: '',
        viewerCount: 0,
        isForAdult: false,
        stream: { id: 11, title: '오늘의 방송', createdAt: new Date().toISOString(), state: 'live' },
        owner: { id: 3, name: '방송인', nickname: '방송인1', loginId: 'caster1' },
        sources: [{ format: 'hls', url: 'http://media/hls/11/master.m3u8', urlDetail: { hls: { resolution: [] }, flv: { resolution: [] } } }],
      }),
    });
    const startButton = await screen.findByRole('button', { name: '방송 시작' });
    await waitFor(() => expect((startButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(startButton);
    const preview = await screen.findByLabelText('오늘의 방송 영상');
    expect(preview.getAttribute('data-muted')).toBe('true');
    const start = calls.find((c) => c.url.endsWith('/api/my/channel/start-stream'));
    expect(await start?.json()).toMatchObject({ title: '오늘의 방송', theme: 2, resolution: '720p', isForAdult: false, minRatingLevel: 0 });
  });

  it("shows the channel's chat audit log", async () => {
    renderStudio({
      'GET /api/channels/7/chat/audit-log': jsonResponse(200, {
        list: [{ id: 1, action: 'kick', actor: { loginId: 'caster1', nickname: '방송인1' }, target: { loginId: 'spam1', nickname: '도배꾼' }, reason: '도배', expiresAt: '2026-11-23T12:10:00.000Z', detail: {}, at: '2026-11-23T12:00:00.000Z' }],
        total: 1,
        offset: 0,
        limit: 20,
      }),
    });
    const section = await screen.findByRole('region', { name: '채팅 관리 기록' });
    expect(await within(section).findByRole('cell', { name: '도배꾼(spam1)' })).toBeTruthy();
  });
});
