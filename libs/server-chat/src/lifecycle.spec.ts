import { io as connect } from 'socket.io-client';
import { createRepositories, createTestDatabase } from '@luvcast/db';
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
  it('answers GET /health (liveness) and GET /health/ready (readiness) with 200, uncached', async () => {
    const chat = createChatServer(config, { store: repos }, quiet);
    const port = await chat.listen(0, '127.0.0.1');
    const live = await fetch(`http://127.0.0.1:${port}/health`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
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
