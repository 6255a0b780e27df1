import { io as connect } from 'socket.io-client';
import { createRepositories, createTestDatabase } from '@luvcast/db';
import { signAccessToken } from '@luvcast/server-auth';
import type { ChatConfig } from './config';
import { createChatServer } from './server';

// liveness / readiness of a chat instance and its shutdown (docs/adr/0018-cluster.md)
const config: ChatConfig = { port: 0, host: '127.0.0.1', jwtSecret: 'chat-spec-secret-chat-spec-secret-00', redisUrl: undefined, corsOrigins: [], logLevel: 'silent', production: false };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let closeDb: () => Promise<void>;
let repos: ReturnType<typeof createRepositories>;
beforeAll(async () => {
  const t = await createTestDatabase();
  repos = createRepositories(t.db);
  closeDb = t.close;
});
afterAll(() => closeDb());

describe('chat instance lifecycle', () => {
  it('answers GET /health (liveness, with its number of connected clients) and GET /health/ready (readiness) with 200, uncached', async () => {
    const chat = createChatServer(config, { store: repos }, quiet);
    const port = await chat.listen(0, '127.0.0.1');
    const live = await fetch(`http://127.0.0.1:${port}/health`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok', connections: 0 }]);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
    expect([ready.status, await ready.json(), ready.headers.get('cache-control')]).toEqual([200, { status: 'ready' }, 'no-store']);
    expect((await fetch(`http://127.0.0.1:${port}/nothing`)).status).toBe(404);
    await chat.close();
  });

  it('on close tells connected sockets it is going away, so their clients reconnect elsewhere, and stops listening', async () => {
    const chat = createChatServer(config, { store: repos }, quiet);
    const port = await chat.listen(0, '127.0.0.1');
    const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false, auth: { type: '', token: '' } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await (await fetch(`http://127.0.0.1:${port}/health`)).json()).toEqual({ status: 'ok', connections: 1 });
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await chat.close();
    // a transport close, which socket.io clients answer by reconnecting (not "io server disconnect", which they do not retry)
    expect(await reason).toBe('transport close');
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    socket.close();
  });
});

describe('chat instance drain', () => {
  it('answers a line being handled when close begins before it closes that socket, so its sender is not told "not sent"; idle sockets are closed at once', async () => {
    const token = (loginId: string, memberId: number) => signAccessToken({ memberId, loginId, nickname: loginId, sessionId: `s-${loginId}`, brand: 'luv' }, config.jwtSecret, 900);
    const [room] = (await repos.channels.suggestions({ limit: 1 })).map((c) => String(c.channelId));
    // the store answers slowly once `slow` is set: a line is still being handled when close() begins
    let slow = false;
    let handling!: () => void;
    const lineBeingHandled = new Promise<void>((resolve) => (handling = resolve));
    const bannedWords = repos.chatModeration.bannedWords.bind(repos.chatModeration);
    const slowly = async (id: number) => {
      if (slow) {
        handling();
        await new Promise((r) => setTimeout(r, 500));
      }
      return bannedWords(id);
    };
    const store = { ...repos, chatModeration: Object.assign(Object.create(repos.chatModeration), { bannedWords: slowly }) };
    const chat = createChatServer(config, { store }, quiet);
    const port = await chat.listen(0, '127.0.0.1');
    const open = async (loginId: string, memberId: number) => {
      const s = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { type: 'oauth', token: await token(loginId, memberId) } });
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      await new Promise((resolve) => {
        s.once('connection', resolve);
        s.emit('join', { room, streamId: 'drain', source: 'web' });
      });
      return s;
    };
    const sender = await open('drain01', 71);
    const idle = await open('drain02', 72);
    const events: string[] = [];
    const senderGone = new Promise((resolve) => sender.on('disconnect', (reason) => resolve(events.push(`sender ${reason}`))));
    idle.on('disconnect', (reason) => events.push(`idle ${reason}`));
    slow = true;
    const ack = sender.timeout(5000).emitWithAck('message', { room, text: 'sent as the instance stops' }).then(
      (a) => (events.push('ack'), a),
      (err: Error) => (events.push(`no ack: ${err.message}`), null),
    );
    await lineBeingHandled;
    const closing = chat.close();
    expect(await ack).toMatchObject({ ok: true });
    await closing;
    await senderGone;
    // the idle socket went first; the sender's ack came before its transport close (a close clients answer by reconnecting)
    expect(events).toEqual(['idle transport close', 'ack', 'sender transport close']);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});
