// GET /api/channels/{id}/chat/moderation and /chat/audit-log: who may read them, and that an action
// taken over the chat socket (a manager's kick) shows up with actor, target, reason and expiry.
import { API_HOST, CLIENT, createTestApp, signIn, type CookieJar, type TestApp } from '../../testing/test-app';
import { startTestChat, type TestChat } from '../../testing/test-chat';

let t: TestApp;
let chat: TestChat;
let star: CookieJar;
let manager: CookieJar;
let member: CookieJar;
let channel: number;
beforeAll(async () => {
  t = await createTestApp();
  chat = await startTestChat(t);
  channel = (await t.app.channels.findByOwnerLoginId('bjstar01'))!.id;
  const star01 = (await t.app.members.findByLoginId('bjstar01'))!;
  await t.app.chatModeration.addManager(channel, (await t.app.members.findByLoginId('demo1234'))!.id, star01.id);
  star = (await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' })).jar;
  manager = (await signIn(t.app, { loginId: 'demo1234', password: 'Demo!2345' })).jar;
  member = (await signIn(t.app, { loginId: 'bjmoon02', password: 'Star!2345' })).jar;
});
afterAll(async () => {
  await chat?.close();
  await t?.close();
});

const get = (url: string, jar?: CookieJar) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, cookie: jar?.header() ?? '' } });

const socketOf = (loginId: string) => chat.member(loginId);

describe('GET /api/channels/{id}/chat/moderation', () => {
  it('shows the broadcaster and the managers the settings, managers, banned words, blacklist and kicks in force', async () => {
    const moon = (await t.app.members.findByLoginId('bjmoon02'))!;
    await t.app.chatModeration.updateSettings(channel, { slowSeconds: 5 }, null);
    await t.app.chatModeration.changeBannedWords(channel, { add: ['나쁜말'] }, null);
    await t.app.chatModeration.ban({ channelId: channel, memberId: moon.id, kind: 'blacklist', reason: '욕설', actorId: null });
    for (const jar of [star, manager]) {
      const res = await get(`/api/channels/${channel}/chat/moderation`, jar);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        settings: { freeze: false, slowSeconds: 5, followersOnly: false, subscribersOnly: false, maxLength: 500 },
        managers: [{ loginId: 'demo1234', nickname: '데모회원' }],
        bannedWords: ['나쁜말'],
        blacklist: [{ loginId: 'bjmoon02', nickname: moon.nickname, reason: '욕설', at: expect.any(String) }],
        kicks: [],
      });
      expect(Number.isNaN(Date.parse(body.blacklist[0].at))).toBe(false);
    }
    await t.app.chatModeration.lift(channel, moon.id, 'blacklist');
    await t.app.chatModeration.updateSettings(channel, { slowSeconds: 0 }, null);
  });

  it('answers 403 to a member, 401 signed out, 404 for an unknown channel', async () => {
    const forbidden = await get(`/api/channels/${channel}/chat/moderation`, member);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ msg: '권한이 없습니다.' });
    expect((await get(`/api/channels/${channel}/chat/moderation`)).statusCode).toBe(401);
    expect((await get('/api/channels/999999/chat/moderation', star)).statusCode).toBe(404);
    expect((await get('/api/channels/abc/chat/moderation', star)).statusCode).toBe(400);
  });
});

describe('GET /api/channels/{id}/chat/audit-log', () => {
  it("shows the broadcaster a manager's kick over the socket with actor, target, reason and expiry; the kick is in force in the moderation read", async () => {
    const demo = await socketOf('demo1234');
    const moon = await socketOf('bjmoon02');
    expect(await moon.emitWithAck('join', { room: String(channel), streamId: 's1', source: 'web' })).toMatchObject({ joined: true });
    expect(await demo.emitWithAck('moderate', { type: 'kick', room: String(channel), target: 'bjmoon02', reason: '도배', minutes: 30 })).toEqual({ ok: true });

    const res = await get(`/api/channels/${channel}/chat/audit-log`, star);
    expect(res.statusCode).toBe(200);
    const log = res.json();
    expect(log).toMatchObject({ offset: 0, limit: 20 });
    const kick = log.list[0];
    expect(kick).toMatchObject({
      action: 'kick',
      actor: { loginId: 'demo1234', nickname: '데모회원' },
      target: { loginId: 'bjmoon02' },
      reason: '도배',
      detail: {},
    });
    const minutes = (Date.parse(kick.expiresAt) - Date.parse(kick.at)) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);
    expect(log.total).toBe(log.list.length);

    const moderation = (await get(`/api/channels/${channel}/chat/moderation`, manager)).json();
    expect(moderation.kicks).toEqual([{ loginId: 'bjmoon02', nickname: kick.target.nickname, reason: '도배', until: kick.expiresAt, at: expect.any(String) }]);
  });

  it('pages newest first with offset and limit and counts every entry in total', async () => {
    const starId = (await t.app.members.findByLoginId('bjstar01'))!.id;
    for (let i = 0; i < 3; i++) await t.app.chatModeration.audit({ channelId: channel, actorId: starId, action: 'announce', detail: { text: `공지 ${i}` } });
    const all = (await get(`/api/channels/${channel}/chat/audit-log`, star)).json();
    expect(all.total).toBe(4);
    expect(all.list.map((e: { action: string; detail: { text?: string } }) => e.detail.text ?? e.action)).toEqual(['공지 2', '공지 1', '공지 0', 'kick']);
    const page = (await get(`/api/channels/${channel}/chat/audit-log?offset=1&limit=2`, star)).json();
    expect(page).toMatchObject({ total: 4, offset: 1, limit: 2 });
    expect(page.list.map((e: { id: number }) => e.id)).toEqual([all.list[1].id, all.list[2].id]);
    expect(page.list[0]).toMatchObject({ actor: { loginId: 'bjstar01' }, target: null, expiresAt: null, reason: '' });
    for (const q of ['limit=0', 'limit=101', 'offset=-1', 'limit=x']) expect([q, (await get(`/api/channels/${channel}/chat/audit-log?${q}`, star)).statusCode]).toEqual([q, 400]);
  });

  it('answers 403 to a manager and a member, 401 signed out, 404 for an unknown channel', async () => {
    for (const jar of [manager, member]) {
      const res = await get(`/api/channels/${channel}/chat/audit-log`, jar);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ msg: '권한이 없습니다.' });
    }
    expect((await get(`/api/channels/${channel}/chat/audit-log`)).statusCode).toBe(401);
    expect((await get('/api/channels/999999/chat/audit-log', star)).statusCode).toBe(404);
  });
});
