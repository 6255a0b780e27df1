import { verifyChatTicket } from '@luvcast/server-auth';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, TEST_SECRET, type CookieJar, type TestApp } from '../../testing/test-app';

let t: TestApp;
let star: CookieJar;
let viewer: CookieJar;
let channel: number;
beforeAll(async () => {
  t = await createTestApp();
  star = (await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' })).jar;
  viewer = (await signIn(t.app, { loginId: 'demo1234', password: 'Demo!2345' })).jar;
  channel = (await t.app.channels.findByOwnerLoginId('bjstar01'))!.id;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, jar?: CookieJar) =>
  t.app.inject({ method: 'POST', url, headers: jar ? mutatingHeaders(jar) : { ...CLIENT, host: API_HOST, 'content-type': 'application/json' }, payload: payload as object });

describe('chat over HTTP', () => {
  it('hands a guest a signed ticket for an existing channel', async () => {
    const res = await post('/api/chat/ticket', { channelId: String(channel) });
    expect(res.statusCode).toBe(200);
    expect(await verifyChatTicket(res.json().ticket, TEST_SECRET)).toBe(channel);
    expect((await post('/api/chat/ticket', { channelId: '999999' })).statusCode).toBe(404);
    expect((await post('/api/chat/ticket', { channelId: 'abc' })).statusCode).toBe(404);
    expect((await post('/api/chat/ticket', { nope: 1 })).statusCode).toBe(400);
  });

  it('sends a line with the socket checks: signed in only, frozen refused for members, 404 for unknown channels', async () => {
    const body = { streamId: 's1', source: 'bot', message: '안녕하세요', messageType: 'chat' };
    expect((await post(`/api/channels/${channel}/stream/message`, body)).statusCode).toBe(401);
    const ok = await post(`/api/channels/${channel}/stream/message`, body, viewer);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ok: true, id: expect.any(String) });
    await t.app.chatModeration.updateSettings(channel, { freeze: true }, null);
    expect((await post(`/api/channels/${channel}/stream/message`, body, viewer)).json()).toMatchObject({ ok: false, code: 'frozen' });
    expect((await post(`/api/channels/${channel}/stream/message`, body, star)).json()).toMatchObject({ ok: true });
    await t.app.chatModeration.updateSettings(channel, { freeze: false }, null);
    expect((await post('/api/channels/999999/stream/message', body, viewer)).statusCode).toBe(404);
    for (const bad of [{}, { streamId: 's1', message: '' }, { streamId: 's1', message: 5 }, { streamId: 's1', message: 'x'.repeat(501) }, { streamId: 's1', message: 'x', messageType: 'html' }]) {
      expect((await post(`/api/channels/${channel}/stream/message`, bad, viewer)).statusCode).toBe(400);
    }
  });

  it('applies slow mode to lines sent over HTTP like the socket: the second line within the wait is refused with code slow; the broadcaster is exempt', async () => {
    const body = { streamId: 's1', source: 'bot', message: '천천히', messageType: 'chat' };
    await t.app.chatModeration.updateSettings(channel, { slowSeconds: 30 }, null);
    try {
      expect((await post(`/api/channels/${channel}/stream/message`, body, viewer)).json()).toMatchObject({ ok: true });
      const slow = (await post(`/api/channels/${channel}/stream/message`, body, viewer)).json();
      expect(slow).toMatchObject({ ok: false, code: 'slow', msg: expect.stringContaining('저속 모드입니다.') });
      expect(slow.retryAfterMs).toBeGreaterThan(25_000);
      expect(slow.retryAfterMs).toBeLessThanOrEqual(30_000);
      for (let i = 0; i < 2; i++) expect((await post(`/api/channels/${channel}/stream/message`, body, star)).json()).toMatchObject({ ok: true });
    } finally {
      await t.app.chatModeration.updateSettings(channel, { slowSeconds: 0 }, null);
    }
  });

  it('applies the rate limit to lines sent over HTTP: the sixth line within 3 s is refused with code rate; the broadcaster has none', async () => {
    const other = (await signIn(t.app, { loginId: 'bjmoon02', password: 'Star!2345' })).jar;
    const body = { streamId: 's1', source: 'bot', message: '빠르게', messageType: 'chat' };
    // the counter's windows are 3 s of the clock: start at the beginning of one and send the six at
    // once (one at a time, a loaded machine took longer than the window)
    await new Promise((r) => setTimeout(r, 3000 - (Date.now() % 3000) + 20));
    const acks = await Promise.all(Array.from({ length: 6 }, async () => (await post(`/api/channels/${channel}/stream/message`, body, other)).json()));
    expect(acks.filter((a) => a.ok === true)).toHaveLength(5);
    expect(acks.find((a) => a.ok !== true)).toMatchObject({ ok: false, code: 'rate', msg: '채팅을 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.' });
    for (let i = 0; i < 6; i++) expect((await post(`/api/channels/${channel}/stream/message`, body, star)).json()).toMatchObject({ ok: true });
  });

  it('lists viewers: a count for everyone, names for the broadcaster and managers', async () => {
    const get = (jar?: CookieJar) => t.app.inject({ method: 'GET', url: `/api/channels/${channel}/stream/players`, headers: { ...CLIENT, host: API_HOST, cookie: jar?.header() ?? '' } });
    expect((await get()).json()).toEqual({ count: 0 });
    expect((await get(viewer)).json()).toEqual({ count: 0 });
    expect((await get(star)).json()).toEqual({ count: 0, players: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/channels/abc/stream/players', headers: { ...CLIENT, host: API_HOST } })).statusCode).toBeLessThan(500);
  });
});
