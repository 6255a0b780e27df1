import { createTestDatabase, type Database } from '@luvcast/db';
import { buildApp } from './app';
import { drainAndClose } from './lifecycle';
import { TEST_CONFIG } from './testing/test-app';
import type { App } from './types';

// readiness vs liveness and the SIGTERM drain (docs/adr/0018-cluster.md), on a real listening server:
// one database for the file, a fresh app per test (each test closes its app)
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** an app with a test route that answers after `?ms=` milliseconds, listening on an ephemeral port */
async function listening(config: Partial<typeof TEST_CONFIG> = {}): Promise<{ app: App; url: string }> {
  const app = await buildApp({ logger: false, database, config: { ...TEST_CONFIG, ...config } });
  app.get('/test/slow', async (request) => {
    // unref: the request the timeout test cuts must not keep jest running
    await new Promise((resolve) => setTimeout(resolve, Number((request.query as { ms?: string }).ms ?? 300)).unref());
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}` };
}

describe('readiness and liveness', () => {
  it('answers GET /health/ready with ready while the database answers, uncached', async () => {
    const { app } = await listening();
    const res = await app.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('turns readiness to 503 draining once shutting down while liveness stays ok', async () => {
    const { app } = await listening();
    app.lifecycle.shuttingDown = true;
    const ready = await app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('answers readiness 503 unavailable when the database does not answer', async () => {
    const { app } = await listening();
    const ping = app.siteService.ping;
    app.siteService.ping = () => Promise.reject(new Error('connection refused'));
    const res = await app.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    app.siteService.ping = ping;
    await app.close();
  });

  it('names the instance that answered in X-Instance when INSTANCE_ID is set, and not otherwise', async () => {
    const a = await listening({ instanceId: 'api-1' });
    expect((await fetch(`${a.url}/health`)).headers.get('x-instance')).toBe('api-1');
    await a.app.close();
    const b = await listening();
    expect((await fetch(`${b.url}/health`)).headers.get('x-instance')).toBeNull();
    await b.app.close();
  });
});

// the drain itself (keep-alive connections, the timeout) is libs/server-lifecycle's spec
describe('drain on SIGTERM (drainAndClose)', () => {
  it('says draining during the drain delay while still serving, then finishes in-flight requests before closing', async () => {
    const { app, url } = await listening();
    const inFlight = fetch(`${url}/test/slow?ms=1500`);
    await sleep(50);
    // a drain delay that a loaded machine's requests still fall within
    const closing = drainAndClose(app, { drainMs: 1000, timeoutMs: 5000 });
    await sleep(50);
    // during the drain delay: readiness 503, requests still answered
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${url}/health`)).status).toBe(200);
    // the request that was running when SIGTERM came completes
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ done: true });
    expect(await closing).toBe(true);
    // and the instance takes no new connection afterwards
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });
});
