import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drainAndClose } from '@luvcast/server-lifecycle';
import { loadConfig } from './config';
import { ports } from './ports';
import { createWebApp, type WebLifecycle } from './web-app';

// readiness vs liveness and the drain on SIGTERM of the web server (docs/adr/0018-cluster.md)
const names = Object.keys(ports.remotes);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let dist: string;
let apiUrl: string;
// an API that takes 400 ms to answer: the first render of a page is in flight that long
let apiCalled: () => void = () => undefined;
const slowApi = http.createServer((_req, res) => {
  apiCalled();
  setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 400);
});

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-lifecycle-'));
  mkdirSync(path.join(dist, 'shell'));
  writeFileSync(path.join(dist, 'shell', 'index.html'), '<html><head><title>x</title></head><body>shell</body></html>');
  await new Promise<void>((resolve) => slowApi.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(slowApi.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => slowApi.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

async function listening() {
  const lifecycle: WebLifecycle = { shuttingDown: false };
  const app = await createWebApp(loadConfig({ WEB_DIST_DIR: dist, API_INTERNAL_URL: apiUrl }, names, '/'), ports, lifecycle);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, lifecycle, port: (app.server.address() as AddressInfo).port };
}

describe('web server lifecycle', () => {
  it('answers GET /health (liveness) and GET /health/ready (readiness) uncached; readiness turns 503 draining on shutdown while liveness stays 200', async () => {
    const { app, lifecycle, port } = await listening();
    const get = async (url: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${url}`);
      return [res.status, await res.json(), res.headers.get('cache-control')];
    };
    expect(await get('/health')).toEqual([200, { status: 'ok' }, 'no-store']);
    expect(await get('/health/ready')).toEqual([200, { status: 'ready' }, 'no-store']);
    lifecycle.shuttingDown = true;
    expect(await get('/health/ready')).toEqual([503, { status: 'draining' }, 'no-store']);
    expect(await get('/health')).toEqual([200, { status: 'ok' }, 'no-store']);
    await app.close();
  });

  it('finishes the page being made when the drain begins, and serves (not 503) a request sent on its keep-alive connection during the drain', async () => {
    const { app, lifecycle, port } = await listening();
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8').on('data', (d) => (data += d));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const pageInFlight = new Promise<void>((resolve) => (apiCalled = resolve));
    socket.write('GET / HTTP/1.1\r\nHost: luv.localhost\r\nAccept: text/html\r\n\r\n');
    await pageInFlight; // its first render is waiting for the API
    lifecycle.shuttingDown = true;
    const draining = drainAndClose(app, { drainMs: 0, timeoutMs: 5000 });
    await sleep(50);
    socket.write('GET /manifest.json HTTP/1.1\r\nHost: luv.localhost\r\n\r\n');
    await closed;
    const answers = data.split(/(?=HTTP\/1\.1 \d{3})/);
    expect(answers.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    expect(answers[0]).toContain('shell</body>');
    expect(answers[1].toLowerCase()).toContain('connection: close');
    expect(answers[1]).toContain('"start_url":"/"');
    expect(await draining).toBe(true);
  });
});
