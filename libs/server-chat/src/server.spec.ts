import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { BrandId } from '@luvcast/brand-config';
import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@luvcast/contracts';
import { createRepositories, createTestDatabase, type Repositories } from '@luvcast/db';
import { signAccessToken, signChatTicket } from '@luvcast/server-auth';
import type { ChatConfig } from './config';
import { createChatServer, type ChatApp } from './server';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const SECRET = 'chat-spec-secret-chat-spec-secret-00';
const config: ChatConfig = { port: 0, host: '127.0.0.1', jwtSecret: SECRET, redisUrl: undefined, corsOrigins: [], logLevel: 'silent', production: false };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const tokenFor = (loginId: string, nickname: string, memberId = 1, brand: BrandId = 'luv') =>
  signAccessToken({ memberId, loginId, nickname, sessionId: `s-${loginId}`, brand }, SECRET, 900);

const clients: Client[] = [];
function client(port: number, opts: Parameters<typeof connect>[1] = {}): Client {
  const socket: Client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false, ...opts });
  clients.push(socket);
  return socket;
}
// the socket may already be connected (e.g. while the test awaited a token for another one)
const connected = (s: Client) =>
  new Promise<void>((resolve, reject) => {
    if (s.connected) return resolve();
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
const connectError = (s: Client) => new Promise<Error>((resolve) => s.once('connect_error', resolve));
const joined = (s: Client, room: string) =>
  new Promise<{ room: string; streamId: string; joined: boolean }>((resolve) => {
    s.once('connection', resolve);
    s.emit('join', { room, streamId: `stream-${room}`, source: 'web' });
  });
const nextMessage = (s: Client) => new Promise<ChatMessage>((resolve) => s.once('message', resolve));

/**
 * Drops a client's transport (as a network loss would: no socket.io disconnect packet) and waits
 * until its server side has noticed; the client stays disconnected until `connect()` (reconnection
 * is off in these tests, so what is sent meanwhile is certainly missed).
 */
async function dropTransport(server: ChatApp, s: Client) {
  const serverSide = server.io.sockets.sockets.get(s.id!);
  if (!serverSide) throw new Error('not connected to this instance');
  const gone = new Promise<string>((resolve) => serverSide.once('disconnect', resolve));
  const down = new Promise((resolve) => s.once('disconnect', resolve));
  s.io.engine.close();
  await down;
  expect(await gone).toBe('transport close');
}

// rooms are channel ids of the seeded database (one per test, so rate limits and settings do not meet)
let rooms: Record<string, string> = {};
const R = (name: string) => rooms[name];
let repos: Repositories;
let closeDb: () => Promise<void>;
let chat: ChatApp;
let port: number;
beforeAll(async () => {
  const t = await createTestDatabase();
  repos = createRepositories(t.db);
  closeDb = t.close;
  const ids = (await repos.channels.suggestions({ limit: 10 })).map((c) => String(c.channelId));
  rooms = Object.fromEntries(['room-1', 'room-c', 'room-g', 'room-l', 'room-x', 'room-s', 'room-r'].map((name, i) => [name, ids[i]]));
  chat = createChatServer(config, { store: repos }, quiet);
  port = await chat.listen(0, '127.0.0.1');
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(async () => {
  await chat.close();
  await closeDb();
});

describe('chat server', () => {
  it('lets a member join a room and receive a message another member sends there', async () => {
    const alice = client(port, { auth: { type: 'oauth', token: await tokenFor('alice01', '앨리스', 1) } });
    const bob = client(port, { auth: { type: 'oauth', token: await tokenFor('bob0001', '밥', 2) } });
    await Promise.all([connected(alice), connected(bob)]);
    expect(await joined(alice, R('room-1'))).toEqual({ room: R('room-1'), streamId: `stream-${R('room-1')}`, joined: true });
    await joined(bob, R('room-1'));

    const received = nextMessage(alice);
    const ack = await bob.emitWithAck('message', { room: R('room-1'), text: '  안녕하세요!  ' });
    expect(ack).toMatchObject({ ok: true });
    expect(await received).toMatchObject({ room: R('room-1'), sender: { loginId: 'bob0001', nickname: '밥' }, text: '안녕하세요!' });
  });

  it('authenticates with the flx_oauth_access cookie when the handshake has no token', async () => {
    const token = await tokenFor('cookie01', '쿠키', 3);
    const s = client(port, { auth: { type: 'oauth', token: '' }, extraHeaders: { cookie: `flx_oauth_access=${token}` } });
    await connected(s);
    await joined(s, R('room-c'));
    expect(await s.emitWithAck('message', { room: R('room-c'), text: 'hi' })).toMatchObject({ ok: true });
  });

  it('refuses a bad token with the connect error Unauthorized', async () => {
    const s = client(port, { auth: { type: 'oauth', token: 'garbage' } });
    expect((await connectError(s)).message).toBe('Unauthorized');
    const wrongKey = client(port, { auth: { type: 'oauth', token: await signAccessToken({ memberId: 9, loginId: 'x', nickname: 'x', sessionId: 's', brand: 'luv' }, `${SECRET}-other`, 900) } });
    expect((await connectError(wrongKey)).message).toBe('Unauthorized');
  });

  it('refuses type oauth without any token (an expired cookie) with Unauthorized', async () => {
    const s = client(port, { auth: { type: 'oauth', token: '' }, extraHeaders: { cookie: 'flx_oauth_access=noAccessToken' } });
    expect((await connectError(s)).message).toBe('Unauthorized');
  });

  it('refuses handshake auth that is not the contract shape with Unauthorized (chatAuth of @luvcast/contracts)', async () => {
    const token = await tokenFor('alice01', '앨리스', 1);
    const malformed: Record<string, unknown>[] = [
      { type: 'oauth', token: 42 },
      { type: 'bearer', token },
      { type: 'bearer' },
      { type: '', ticket: { id: 1 } },
    ];
    for (const auth of malformed) expect([auth, (await connectError(client(port, { auth }))).message]).toEqual([auth, 'Unauthorized']);
    // the same token in the contract's shape connects; no auth at all is a guest
    await connected(client(port, { auth: { type: 'oauth', token } }));
    await connected(client(port));
  });

  it('lets a guest join read-only: it receives messages but cannot send', async () => {
    const { ticket } = await signChatTicket(Number(R('room-g')), SECRET);
    const guest = client(port, { auth: { type: '', token: '', ticket } });
    const noTicket = client(port, { auth: { type: '', token: '' } });
    await connected(noTicket);
    expect(await noTicket.emitWithAck('join', { room: R('room-g'), streamId: 's', source: 'web' })).toMatchObject({ joined: false });
    const member = client(port, { auth: { type: 'oauth', token: await tokenFor('member01', '회원', 4) } });
    await Promise.all([connected(guest), connected(member)]);
    await joined(guest, R('room-g'));
    await joined(member, R('room-g'));

    const refused = await guest.emitWithAck('message', { room: R('room-g'), text: '나도 말할래' });
    expect(refused).toMatchObject({ ok: false, code: 'login', msg: '로그인 후 이용가능합니다.' });

    const received = nextMessage(guest);
    await member.emitWithAck('message', { room: R('room-g'), text: '어서 오세요' });
    expect((await received).text).toBe('어서 오세요');
  });

  it('does not deliver to a room the member has not joined, nor after leave', async () => {
    const a = client(port, { auth: { type: 'oauth', token: await tokenFor('leaver01', '나감', 5) } });
    await connected(a);
    expect(await a.emitWithAck('message', { room: R('room-x'), text: 'hello?' })).toMatchObject({ ok: false });
    await joined(a, R('room-l'));
    const left = new Promise((resolve) => a.once('connection', resolve));
    a.emit('leave', { room: R('room-l') });
    expect(await left).toEqual({ room: R('room-l'), streamId: '', joined: false });
    expect(await a.emitWithAck('message', { room: R('room-l'), text: 'still here?' })).toMatchObject({ ok: false });
  });

  it('refuses a malformed join with joined false, ignores a malformed leave and refuses a malformed message (payload schemas)', async () => {
    const s = client(port, { auth: { type: 'oauth', token: await tokenFor('schema01', '스키마', 6) } });
    await connected(s);
    const raw = s as unknown as { emitWithAck(event: string, ...args: unknown[]): Promise<unknown>; emit(event: string, ...args: unknown[]): void };
    for (const bad of [undefined, R('room-s'), { room: '', streamId: 's' }, { room: R('room-s') }, { room: 'r'.repeat(101), streamId: 's' }, { room: R('room-s'), streamId: 7 }, { room: R('room-s'), streamId: 's', source: 'app' }]) {
      expect(await raw.emitWithAck('join', bad)).toEqual({ joined: false });
    }
    expect(await s.emitWithAck('join', { room: R('room-s'), streamId: 'stream-s', source: 'web' })).toMatchObject({ joined: true, role: 'member' });
    raw.emit('leave', { room: 42 });
    raw.emit('leave', null);
    for (const bad of [{ room: R('room-s'), text: '   ' }, { room: R('room-s'), text: 'x'.repeat(501) }, { room: R('room-s'), text: 5 }, { room: R('room-s') }, null]) {
      expect(await raw.emitWithAck('message', bad)).toMatchObject({ ok: false, msg: '잘못된 접근입니다.' });
    }
    // the malformed leaves changed nothing: still in the room
    expect(await s.emitWithAck('message', { room: R('room-s'), text: 'x'.repeat(500) })).toMatchObject({ ok: true });
  });

  it('refuses a browser origin that is not a brand host', async () => {
    const s = client(port, { extraHeaders: { origin: 'http://evil.example' } });
    expect(await connectError(s)).toBeInstanceOf(Error);
    const ok = client(port, { extraHeaders: { origin: 'http://luv.localhost:4200' } });
    await connected(ok);
  });

  it('refuses a luv token from a lex or bell page with Unauthorized and accepts it from a luv page (the Origin names the brand)', async () => {
    const token = await tokenFor('brand01', '브랜드', 21, 'luv');
    for (const origin of ['http://lex.localhost:4200', 'http://bell.localhost:4200']) {
      const s = client(port, { auth: { type: 'oauth', token }, extraHeaders: { origin } });
      expect((await connectError(s)).message).toBe('Unauthorized');
    }
    const cookie = client(port, { auth: { type: 'oauth', token: '' }, extraHeaders: { origin: 'http://lex.localhost:4200', cookie: `flx_oauth_access=${token}` } });
    expect((await connectError(cookie)).message).toBe('Unauthorized');
    await connected(client(port, { auth: { type: 'oauth', token }, extraHeaders: { origin: 'http://luv.localhost:4200' } }));
  });

  it('accepts a lex token from a lex page only; without an Origin the Host (127.0.0.1: the default brand luv) decides', async () => {
    const token = await tokenFor('brand02', '렉스', 22, 'lex');
    await connected(client(port, { auth: { type: 'oauth', token }, extraHeaders: { origin: 'http://lex.localhost:4200' } }));
    expect((await connectError(client(port, { auth: { type: 'oauth', token } }))).message).toBe('Unauthorized');
    expect((await connectError(client(port, { auth: { type: 'oauth', token }, extraHeaders: { origin: 'http://luv.localhost:4200' } }))).message).toBe('Unauthorized');
  });

  it('recovers a socket whose transport dropped briefly: the same socket, still in its rooms, with the line sent meanwhile', async () => {
    const room = R('room-1');
    const a = client(port, { auth: { type: 'oauth', token: await tokenFor('rec00001', '보내는이', 31) } });
    const b = client(port, { auth: { type: 'oauth', token: await tokenFor('rec00002', '끊긴이', 32) } });
    await Promise.all([connected(a), connected(b)]);
    await joined(a, room);
    await joined(b, room);
    const id = b.id!;
    expect(b.recovered).toBe(false);

    await dropTransport(chat, b);
    expect(await a.emitWithAck('message', { room, text: '없는 동안 보낸 줄' })).toMatchObject({ ok: true });
    const missed = nextMessage(b);
    b.connect();
    await connected(b);
    expect(b.recovered).toBe(true);
    expect(b.id).toBe(id);
    expect(await missed).toMatchObject({ room, sender: { loginId: 'rec00001' }, text: '없는 동안 보낸 줄' });
    // back in the room without a new join: it hears the next line and may write
    const next = nextMessage(b);
    await a.emitWithAck('message', { room, text: '다시 만나요' });
    expect((await next).text).toBe('다시 만나요');
    expect(await b.emitWithAck('message', { room, text: '돌아왔어요' })).toMatchObject({ ok: true });
  });

  it('checks the token again on recovery: a session with a token that no longer verifies gets Unauthorized', async () => {
    const b = client(port, { auth: { type: 'oauth', token: await tokenFor('rec00003', '만료', 33) } });
    await connected(b);
    await joined(b, R('room-1'));
    await dropTransport(chat, b);
    b.auth = { type: 'oauth', token: 'expired-or-garbage' };
    b.connect();
    expect((await connectError(b)).message).toBe('Unauthorized');
  });

  it('lets a guest read on any brand', async () => {
    await connected(client(port, { auth: { type: '', token: '' }, extraHeaders: { origin: 'http://bell.localhost:4200' } }));
  });
});

describe('chat server in production', () => {
  let prod: ChatApp;
  let prodPort: number;
  beforeAll(async () => {
    prod = createChatServer({ ...config, production: true, corsOrigins: ['https://partner.example'] }, { store: repos }, quiet);
    prodPort = await prod.listen(0, '127.0.0.1');
  });
  afterAll(() => prod.close());

  it.each(['http://localhost:4200', 'http://127.0.0.1:4200', 'http://luv.localhost:4200'])('refuses the local browser origin %s', async (origin) => {
    const s = client(prodPort, { extraHeaders: { origin } });
    expect(await connectError(s)).toBeInstanceOf(Error);
  });

  it.each(['https://luvcast.tv', 'https://www.bellcast.tv', 'https://partner.example'])('accepts the brand site or CORS_ORIGINS entry %s', async (origin) => {
    await connected(client(prodPort, { extraHeaders: { origin } }));
  });
});

const redisServer = spawnSync('sh', ['-c', 'command -v redis-server']).stdout.toString().trim();
if (!redisServer) console.warn('apps/chat: skipping the two-instance Redis test: redis-server is not on PATH (apt-get install -y redis-server)');
const withRedis = redisServer ? describe : describe.skip;

withRedis('two chat instances sharing Redis', () => {
  let redis: ChildProcess;
  let redisPort: number;
  const instances: ChatApp[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    redisPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    redis = spawn(redisServer, ['--bind', '127.0.0.1', '--port', String(redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
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

  it('delivers a message sent on one instance to a member connected to the other', async () => {
    const a = client(ports[0], { auth: { type: 'oauth', token: await tokenFor('multi01', '하나', 11) } });
    const b = client(ports[1], { auth: { type: 'oauth', token: await tokenFor('multi02', '둘', 12) } });
    await Promise.all([connected(a), connected(b)]);
    await joined(a, R('room-r'));
    await joined(b, R('room-r'));
    // the adapter subscribes asynchronously; retry the first send until it crosses over
    let got: ChatMessage | undefined;
    for (let i = 0; i < 20 && !got; i++) {
      const received = nextMessage(b);
      await a.emitWithAck('message', { room: R('room-r'), text: `건너가라 ${i}` });
      got = await Promise.race([received, new Promise<undefined>((r) => setTimeout(r, 250))]);
    }
    expect(got).toMatchObject({ room: R('room-r'), sender: { loginId: 'multi01', nickname: '하나' } });
  });

  it('recovers a dropped socket from the session kept in Redis, with the line sent from the other instance meanwhile', async () => {
    const a = client(ports[0], { auth: { type: 'oauth', token: await tokenFor('multi03', '셋', 13) } });
    const b = client(ports[1], { auth: { type: 'oauth', token: await tokenFor('multi04', '넷', 14) } });
    await Promise.all([connected(a), connected(b)]);
    await joined(a, R('room-r'));
    await joined(b, R('room-r'));
    // wait until lines cross over (the stream reader starts asynchronously)
    let crossed: ChatMessage | undefined;
    for (let i = 0; i < 20 && !crossed; i++) {
      const received = nextMessage(b);
      await a.emitWithAck('message', { room: R('room-r'), text: `준비 ${i}` });
      crossed = await Promise.race([received, new Promise<undefined>((r) => setTimeout(r, 250))]);
    }
    expect(crossed).toBeDefined();
    const id = b.id;
    await dropTransport(instances[1], b);
    await a.emitWithAck('message', { room: R('room-r'), text: '레디스에 남은 줄' });
    const missed = nextMessage(b);
    b.connect();
    await connected(b);
    expect([b.recovered, b.id]).toEqual([true, id]);
    expect((await missed).text).toBe('레디스에 남은 줄');
  });
});

describe('a chat instance whose Redis is unreachable', () => {
  it('keeps serving past the adapter’s retries (a dropped socket’s session save fails with no unhandled rejection) and closes', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    const warned: string[] = [];
    const log = { ...quiet, warn: (...args: unknown[]) => void warned.push(args.join(' ')) };
    const instance = createChatServer({ ...config, redisUrl: `redis://127.0.0.1:${closedPort}` }, { store: repos }, log);
    const instancePort = await instance.listen(0, '127.0.0.1');
    try {
      const a = client(instancePort, { auth: { type: 'oauth', token: await tokenFor('down01', '다운', 21) } });
      await connected(a);
      await dropTransport(instance, a);
      // ioredis gives up a queued command after 3 reconnections (50 + 100 + 150 ms), each connection
      // on its own schedule (on a busy host the PUB/SUB one may give up after the SET's); jest fails
      // the test on an unhandled rejection, which would end a real chat process
      const bothFailed = () => ['SUBSCRIBE', 'SET'].every((name) => warned.some((line) => line.startsWith(`chat: redis ${name} failed`)));
      for (const until = Date.now() + 10_000; !bothFailed() && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 50));
      const health = await fetch(`http://127.0.0.1:${instancePort}/health`);
      expect(health.status).toBe(200);
      expect(warned).toEqual(expect.arrayContaining([expect.stringMatching(/^chat: redis SUBSCRIBE failed/), expect.stringMatching(/^chat: redis SET failed/)]));
    } finally {
      await instance.close();
    }
  });
});
