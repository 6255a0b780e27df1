// Moderation over real socket.io clients: roles and bans from the database on every message,
// and across two chat instances sharing Redis (a ban on one holds on the other).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatAction, ChatConnection, ChatEvent, ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@luvcast/contracts';
import { createRepositories, createTestDatabase, type Repositories } from '@luvcast/db';
import { signAccessToken } from '@luvcast/server-auth';
import type { ChatConfig } from './config';
import { createChatServer, type ChatApp } from './server';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const SECRET = 'chat-spec-secret-chat-spec-secret-00';
const config: ChatConfig = { port: 0, host: '127.0.0.1', jwtSecret: SECRET, redisUrl: undefined, corsOrigins: [], logLevel: 'silent', production: false };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let repos: Repositories;
let closeDb: () => Promise<void>;
const ids: Record<string, number> = {};
let room: string;
const clients: Client[] = [];

async function member(port: number, loginId: string): Promise<Client> {
  const m = (await repos.members.findByLoginId(loginId))!;
  const token = await signAccessToken({ memberId: m.id, loginId, nickname: m.nickname, sessionId: `s-${loginId}`, brand: 'luv' }, SECRET, 900);
  const s: Client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false, auth: { type: 'oauth', token } });
  clients.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return s;
}
const join = (s: Client, r = room) => s.emitWithAck('join', { room: r, streamId: 's1', source: 'web' });
const next = <E extends keyof ServerToClientEvents>(s: Client, event: E) => new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) => s.once(event, ((p: never) => resolve(p)) as never));
const say = (s: Client, text: string, r = room) => s.emitWithAck('message', { room: r, text });

beforeAll(async () => {
  const t = await createTestDatabase();
  repos = createRepositories(t.db);
  closeDb = t.close;
  for (const login of ['bjstar01', 'demo1234', 'bjmoon02', 'bjsun03']) ids[login] = (await repos.members.findByLoginId(login))!.id;
  room = String((await repos.channels.findByOwner(ids['bjstar01']))!.id);
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(() => closeDb());

describe('chat moderation on one instance', () => {
  let chat: ChatApp;
  let port: number;
  beforeAll(async () => {
    chat = createChatServer(config, { store: repos }, quiet);
    port = await chat.listen(0, '127.0.0.1');
  });
  afterAll(() => chat.close());

  it('gives badges by role and lets the broadcaster name a manager, whom the room sees', async () => {
    const bj = await member(port, 'bjstar01');
    const fan = await member(port, 'demo1234');
    expect(await join(bj)).toMatchObject({ joined: true, role: 'broadcaster' });
    expect(await join(fan)).toMatchObject({ joined: true, role: 'member' });
    const line = next(fan, 'message');
    await say(bj, '안녕하세요');
    expect(((await line) as ChatMessage).sender.badges).toEqual(['broadcaster']);

    // a member may not moderate
    expect(await fan.emitWithAck('moderate', { type: 'kick', room, target: 'bjstar01' })).toMatchObject({ ok: false, code: 'forbidden' });
    const role = next(fan, 'action');
    expect(await bj.emitWithAck('moderate', { type: 'manager', room, target: 'demo1234', reason: '성실' })).toEqual({ ok: true });
    expect(await role).toMatchObject({ type: 'role', target: { loginId: 'demo1234' }, role: 'manager', actor: { loginId: 'bjstar01' } });
    const managerLine = next(bj, 'message');
    await say(fan, '매니저입니다');
    expect(((await managerLine) as ChatMessage).sender.badges).toEqual(['manager']);
    // a manager may not name managers nor act on the broadcaster
    expect(await fan.emitWithAck('moderate', { type: 'manager', room, target: 'bjmoon02' })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await fan.emitWithAck('moderate', { type: 'kick', room, target: 'bjstar01' })).toMatchObject({ ok: false, code: 'forbidden' });
    await bj.emitWithAck('moderate', { type: 'unmanager', room, target: 'demo1234' });
    expect((await repos.chatModeration.auditLog(Number(room), { offset: 0, limit: 10 })).map((a) => a.action)).toEqual(['unmanager', 'manager']);
  });

  it('kicks a member: the room sees it, the member is told why and until when, cannot write nor rejoin until lifted', async () => {
    const bj = await member(port, 'bjstar01');
    const bad = await member(port, 'bjmoon02');
    await join(bj);
    await join(bad);
    const seen = next(bj, 'action');
    const told = next(bad, 'connection');
    expect(await bj.emitWithAck('moderate', { type: 'kick', room, target: 'bjmoon02', reason: '도배', minutes: 5 })).toEqual({ ok: true });
    const action = (await seen) as Extract<ChatAction, { type: 'kick' }>;
    expect(action).toMatchObject({ type: 'kick', target: { loginId: 'bjmoon02' }, actor: { loginId: 'bjstar01' }, reason: '도배' });
    expect(new Date(action.until).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect((await told) as ChatConnection).toMatchObject({ room, joined: false, ban: { kind: 'kick', reason: '도배', until: action.until } });
    expect(await say(bad, '왜요')).toMatchObject({ ok: false });
    expect(await join(bad)).toMatchObject({ joined: false, ban: { kind: 'kick', reason: '도배' }, msg: expect.stringContaining('도배') });
    await bj.emitWithAck('moderate', { type: 'unkick', room, target: 'bjmoon02' });
    expect(await join(bad)).toMatchObject({ joined: true });
    const log = await repos.chatModeration.auditLog(Number(room), { offset: 0, limit: 1 });
    expect(log[0]).toMatchObject({ action: 'unkick', targetLoginId: 'bjmoon02' });
  });

  it('freezes, slows, limits length and refuses banned words for members; the room hears channel-setting-update', async () => {
    const bj = await member(port, 'bjstar01');
    const fan = await member(port, 'bjsun03');
    await join(bj);
    await join(fan);
    const update = next(fan, 'event');
    expect(await bj.emitWithAck('moderate', { type: 'settings', room, settings: { freeze: true } })).toEqual({ ok: true });
    expect((await update) as ChatEvent).toMatchObject({ type: 'channel-setting-update', settings: { freeze: true } });
    expect(await say(fan, '얼음?')).toMatchObject({ ok: false, code: 'frozen' });
    expect(await say(bj, '방송인은 됩니다')).toMatchObject({ ok: true });

    await bj.emitWithAck('moderate', { type: 'settings', room, settings: { freeze: false, slowSeconds: 30 } });
    expect(await say(fan, '첫 줄')).toMatchObject({ ok: true });
    const slow = await say(fan, '둘째 줄');
    expect(slow).toMatchObject({ ok: false, code: 'slow' });
    expect(slow.retryAfterMs).toBeGreaterThan(25_000);
    await bj.emitWithAck('moderate', { type: 'settings', room, settings: { slowSeconds: 0, maxLength: 10 } });

    expect(await say(fan, '열한 글자가 넘는 줄입니다')).toMatchObject({ ok: false, code: 'too-long' });
    await bj.emitWithAck('moderate', { type: 'banned-words', room, add: ['나쁜말'] });
    expect(await say(fan, '나 쁜 말')).toMatchObject({ ok: false, code: 'banned-word' });
    expect(await say(fan, 'ｎｉｃｅ')).toMatchObject({ ok: true });
    await bj.emitWithAck('moderate', { type: 'settings', room, settings: { maxLength: 500 } });
  });

  it('delivers a line the API published (pg_notify payload) to the room, and ignores a payload that is not a chat message', async () => {
    const fan = await member(port, 'bjsun03');
    await join(fan);
    const line = next(fan, 'message');
    const sent = { id: 'http-1', room, sender: { loginId: 'bot00001', nickname: '봇', badges: [] }, text: '<b>봇</b>', at: new Date().toISOString() };
    expect(chat.deliverNotified(JSON.stringify(sent))).toBe(true);
    expect(await line).toEqual(sent);
    expect(chat.deliverNotified('not json')).toBe(false);
    expect(chat.deliverNotified(JSON.stringify({ room, text: 'x' }))).toBe(false);
  });

  it('delivers an event the API published (STREAMS_CHANGE) to the room as an event, not to other rooms, and ignores a malformed one', async () => {
    const fan = await member(port, 'bjsun03');
    const elsewhere = await member(port, 'demo1234');
    const otherRoom = String((await repos.channels.findByOwner(ids['bjmoon02']))!.id);
    await join(fan);
    await join(elsewhere, otherRoom);
    const got = next(fan, 'event');
    let leaked: unknown;
    elsewhere.once('event', (e) => (leaked = e));
    elsewhere.once('message', (m) => (leaked = m));
    const change: ChatEvent = { type: 'STREAMS_CHANGE', room, streamId: '42', live: true, at: new Date().toISOString() };
    expect(chat.deliverNotified(JSON.stringify(change))).toBe(true);
    expect(await got).toEqual(change);
    expect(chat.deliverNotified(JSON.stringify({ type: 'STREAMS_CHANGE', room, streamId: '42', live: 'yes', at: change.at }))).toBe(false);
    expect(chat.deliverNotified(JSON.stringify({ type: 'unknown-event', room, at: change.at }))).toBe(false);
    // what the socket sees next is what was sent next (nothing from the refused payloads)
    const after = next(fan, 'event');
    chat.deliverNotified(JSON.stringify({ ...change, live: false }));
    expect(await after).toMatchObject({ type: 'STREAMS_CHANGE', live: false });
    expect(leaked).toBeUndefined();
  });

  it('does not give the room back on recovery to a member kicked while their transport was down: they hear why, not what was said', async () => {
    const bj = await member(port, 'bjstar01');
    const away = await member(port, 'demo1234');
    await join(bj);
    await join(away);
    const serverSide = chat.io.sockets.sockets.get(away.id!)!;
    const gone = new Promise((resolve) => serverSide.once('disconnect', resolve));
    away.io.engine.close();
    await gone;
    expect(await bj.emitWithAck('moderate', { type: 'kick', room, target: 'demo1234', reason: '자리 비움 중 도배', minutes: 5 })).toEqual({ ok: true });
    await say(bj, '강퇴 뒤의 줄');
    const heard: unknown[] = [];
    away.on('message', (m) => heard.push(m));
    away.on('action', (a) => heard.push(a));
    const told = next(away, 'connection');
    away.connect();
    await new Promise<void>((resolve) => away.once('connect', () => resolve()));
    expect(away.recovered).toBe(true);
    expect((await told) as ChatConnection).toMatchObject({ room, joined: false, ban: { kind: 'kick', reason: '자리 비움 중 도배' } });
    expect(await say(away, '돌아왔다')).toMatchObject({ ok: false, code: 'not-joined' });
    await say(bj, '이것도 못 들어요');
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
    await bj.emitWithAck('moderate', { type: 'unkick', room, target: 'demo1234' });
  });

  it('on recovery under another identity, the socket leaves the first member\'s personal room (kicks of that member no longer reach it)', async () => {
    const bj = await member(port, 'bjstar01');
    const shared = await member(port, 'bjmoon02');
    await join(bj);
    await join(shared);
    const serverSide = chat.io.sockets.sockets.get(shared.id!)!;
    const gone = new Promise((resolve) => serverSide.once('disconnect', resolve));
    shared.io.engine.close();
    await gone;
    const sun = (await repos.members.findByLoginId('bjsun03'))!;
    shared.auth = { type: 'oauth', token: await signAccessToken({ memberId: sun.id, loginId: 'bjsun03', nickname: sun.nickname, sessionId: 's-bjsun03', brand: 'luv' }, SECRET, 900) };
    shared.connect();
    await new Promise<void>((resolve) => shared.once('connect', () => resolve()));
    expect(shared.recovered).toBe(true);
    // the recovered rooms are checked after the connection (each channel room's check reads the
    // database first): wait for the first member's room to be left, at most 5 s
    const personalRooms = () => [...chat.io.sockets.sockets.get(shared.id!)!.rooms].filter((r) => r.startsWith('member:'));
    for (const until = Date.now() + 5_000; personalRooms().length > 1 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
    expect(personalRooms()).toEqual([`member:${sun.id}`]);
    let told: unknown;
    shared.on('connection', (c) => (told = c));
    expect(await bj.emitWithAck('moderate', { type: 'kick', room, target: 'bjmoon02', reason: '다른 사람', minutes: 1 })).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(told).toBeUndefined();
    expect(await say(shared, '저는 bjsun03')).toMatchObject({ ok: true });
    await bj.emitWithAck('moderate', { type: 'unkick', room, target: 'bjmoon02' });
  });

  it('delivers markup as the text it is (no HTML anywhere: the server never renders)', async () => {
    const bj = await member(port, 'bjstar01');
    const fan = await member(port, 'bjsun03');
    await join(bj);
    await join(fan);
    const line = next(bj, 'message');
    await say(fan, '<img src=x onerror=alert(1)>');
    expect(((await line) as ChatMessage).text).toBe('<img src=x onerror=alert(1)>');
  });
});

const redisServer = spawnSync('sh', ['-c', 'command -v redis-server']).stdout.toString().trim();
const withRedis = redisServer ? describe : describe.skip;

withRedis('chat moderation across two instances sharing Redis and the database', () => {
  let redis: ChildProcess;
  const instances: ChatApp[] = [];
  const ports: number[] = [];
  beforeAll(async () => {
    const redisPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    redis = spawn(redisServer, ['--bind', '127.0.0.1', '--port', String(redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < 2; i++) {
      const instance = createChatServer({ ...config, redisUrl: `redis://127.0.0.1:${redisPort}` }, { store: repos }, quiet);
      instances.push(instance);
      ports.push(await instance.listen(0, '127.0.0.1'));
    }
  });
  afterAll(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await Promise.all(instances.map((i) => i.close()));
    redis?.kill();
  });

  it('a blacklist on one instance takes the member out on the other and holds there', async () => {
    const bj = await member(ports[0], 'bjstar01');
    const bad = await member(ports[1], 'demo1234');
    await join(bj);
    await join(bad);
    // the adapter subscribes asynchronously: wait until a line crosses over
    let crossed = false;
    for (let i = 0; i < 20 && !crossed; i++) {
      const got = next(bad, 'message');
      await say(bj, `건너가라 ${i}`);
      crossed = Boolean(await Promise.race([got, new Promise((r) => setTimeout(r, 250))]));
    }
    expect(crossed).toBe(true);
    const told = next(bad, 'connection');
    expect(await bj.emitWithAck('moderate', { type: 'blacklist', room, target: 'demo1234', reason: '욕설' })).toEqual({ ok: true });
    expect((await told) as ChatConnection).toMatchObject({ joined: false, ban: { kind: 'blacklist', reason: '욕설', until: null } });
    expect(await say(bad, '다시')).toMatchObject({ ok: false });
    expect(await join(bad)).toMatchObject({ joined: false, ban: { kind: 'blacklist' } });
    // a fresh connection to the first instance is refused too
    const again = await member(ports[0], 'demo1234');
    expect(await join(again)).toMatchObject({ joined: false, ban: { kind: 'blacklist' } });
  });

  it('slow mode counts in Redis: a second line on the other instance waits', async () => {
    const bj = await member(ports[0], 'bjstar01');
    await join(bj);
    await bj.emitWithAck('moderate', { type: 'settings', room, settings: { slowSeconds: 20 } });
    const a = await member(ports[0], 'bjsun03');
    const b = await member(ports[1], 'bjsun03');
    await join(a);
    await join(b);
    expect(await say(a, '하나')).toMatchObject({ ok: true });
    expect(await say(b, '둘')).toMatchObject({ ok: false, code: 'slow' });
    await bj.emitWithAck('moderate', { type: 'settings', room, settings: { slowSeconds: 0 } });
  });
});
