// /api/* and /v2/api/* on the site host, forwarded to the API: the web server on port 0 and a fake
// API (a local peer) on another port 0 that records what reached it, over real HTTP.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { ports } from './ports';
import { createWebApp } from './web-app';
import { forwardedFor, GATEWAY_ERRORS } from './api-forward';

const names = Object.keys(ports.remotes);

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
let seen: Seen[] = [];
let releaseStream: () => void = () => undefined;

const fakeApi = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    const url = req.url ?? '';
    if (url === '/v2/api/auth/signin') {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'set-cookie': [
          'flx_oauth_access=access.jwt; Domain=luv.localhost; Path=/; HttpOnly; SameSite=Lax',
          'flx_oauth_refresh=opaque; Domain=luv.localhost; Path=/; HttpOnly; SameSite=Lax',
          'XSRF-TOKEN=xsrf; Domain=luv.localhost; Path=/; SameSite=Lax',
        ],
      });
      return res.end(JSON.stringify({ result: 'ok', me: { loginId: 'demo1234', nickname: '데모회원', role: 'V' } }));
    }
    if (url === '/api/guest/status-maintenance') {
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
      return res.end(JSON.stringify({ msg: '서비스 점검 중입니다.' }));
    }
    if (url === '/api/stream-slowly') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first;');
      releaseStream = () => res.end('second');
      return;
    }
    res.writeHead(url.startsWith('/api/missing') ? 404 : 200, { 'content-type': 'application/json; charset=utf-8', 'x-api-answer': 'yes' });
    res.end(JSON.stringify({ echoed: url }));
  });
});

let dist: string;
let app: FastifyInstance;
let base = '';
let apiUrl = '';

interface Res {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}
function call(
  target: string,
  { method = 'GET', url, headers = {}, body }: { method?: string; url: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<Res> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${target}${url}`, { method, headers: { host: 'luv.localhost:4200', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
async function listen(a: FastifyInstance): Promise<string> {
  await a.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;
  dist = mkdtempSync(path.join(tmpdir(), 'web-server-forward-'));
  mkdirSync(path.join(dist, 'shell'));
  writeFileSync(path.join(dist, 'shell', 'index.html'), '<html><head><title>x</title></head><body>shell</body></html>');
  app = await createWebApp(loadConfig({ WEB_DIST_DIR: dist, API_INTERNAL_URL: apiUrl }, names, '/'), ports);
  base = await listen(app);
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => fakeApi.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  seen = [];
});

describe('the site host forwards /api and /v2/api to the API', () => {
  it("passes a recorder's plain JSON sign-in on as it came (method, path, body, headers) and hands every Set-Cookie back", async () => {
    const payload = JSON.stringify({ loginId: 'demo1234', password: 'Demo!2345', loginKeep: true, saveId: true, device: 'PCWEB' });
    const res = await call(base, {
      method: 'POST',
      url: '/v2/api/auth/signin',
      headers: { 'content-type': 'application/json;charset=UTF-8', cookie: '', 'user-agent': 'Mozilla/5.0 recorder', 'content-length': String(Buffer.byteLength(payload)) },
      body: payload,
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ result: 'ok' });
    expect(res.headers['set-cookie']).toEqual([
      'flx_oauth_access=access.jwt; Domain=luv.localhost; Path=/; HttpOnly; SameSite=Lax',
      'flx_oauth_refresh=opaque; Domain=luv.localhost; Path=/; HttpOnly; SameSite=Lax',
      'XSRF-TOKEN=xsrf; Domain=luv.localhost; Path=/; SameSite=Lax',
    ]);
    const [reached] = seen;
    expect(reached.method).toBe('POST');
    expect(reached.url).toBe('/v2/api/auth/signin');
    expect(reached.body.toString('utf8')).toBe(payload);
    expect(reached.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(reached.headers['user-agent']).toBe('Mozilla/5.0 recorder');
    // no client header is added: the API tells programs from pages by what they carry (ADR 0010)
    expect(reached.headers['x-luvcast-client']).toBeUndefined();
  });

  it("gives the API the site's public api. host (brand, cookie domain) and the client's address, replacing a client's own X-Forwarded-Host", async () => {
    await call(base, { url: '/api/guest/themes?device=PC', headers: { 'x-forwarded-host': 'api.evil.example', 'x-forwarded-for': '203.0.113.9' } });
    const [reached] = seen;
    expect(reached.url).toBe('/api/guest/themes?device=PC');
    expect(reached.headers.host).toBe('api.luv.localhost:4000');
    expect(reached.headers['x-forwarded-host']).toBe('api.luv.localhost:4000');
    expect(reached.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(reached.headers['x-forwarded-proto']).toBe('http');
  });

  it('keeps the Authorization header and the cookies of the caller', async () => {
    await call(base, { url: '/api/my/profile', headers: { authorization: 'Bearer abc.def.ghi', cookie: 'flx_uuid=0123456789' } });
    expect(seen[0].headers.authorization).toBe('Bearer abc.def.ghi');
    expect(seen[0].headers.cookie).toBe('flx_uuid=0123456789');
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('forwards %s with its body', async (method) => {
    const body = JSON.stringify({ title: '방송 제목' });
    const res = await call(base, { method, url: '/api/m/channel/config', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, body });
    expect(res.statusCode).toBe(200);
    expect(seen[0]).toMatchObject({ method, url: '/api/m/channel/config' });
    expect(seen[0].body.toString('utf8')).toBe(body);
  });

  it('passes form-encoded and binary bodies through byte for byte (never parsed here)', async () => {
    await call(base, { method: 'POST', url: '/api/oauth/refresh', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'refreshToken=a%2Bb' });
    expect(seen[0].body.toString('utf8')).toBe('refreshToken=a%2Bb');
    const bytes = Buffer.from([0, 255, 1, 254, 10, 13]);
    await call(base, { method: 'PUT', url: '/api/my/profile', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: bytes });
    expect(Buffer.compare(seen[1].body, bytes)).toBe(0);
  });

  it('streams a chunked request body (no Content-Length) through', async () => {
    const res = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/api/my/upload`, { method: 'POST', headers: { host: 'luv.localhost:4200', 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' } }, (r) => {
        r.resume();
        r.on('end', () => resolve(r.statusCode ?? 0));
      });
      req.on('error', reject);
      req.write('part one, ');
      setTimeout(() => req.end('part two'), 50);
    });
    expect(res).toBe(200);
    expect(seen[0].body.toString('utf8')).toBe('part one, part two');
  });

  it("passes the API's status and headers on (a 404 stays the API's JSON, not the site's page)", async () => {
    const res = await call(base, { url: '/api/missing/thing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-api-answer']).toBe('yes');
    expect(JSON.parse(res.body)).toEqual({ echoed: '/api/missing/thing' });
  });

  it('passes a maintenance 503 on once, without retrying it', async () => {
    const res = await call(base, { url: '/api/guest/status-maintenance' });
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body)).toEqual({ msg: '서비스 점검 중입니다.' });
    expect(seen).toHaveLength(1);
  });

  it('streams the answer: the first bytes arrive before the API has finished', async () => {
    const firstChunk = await new Promise<string>((resolve, reject) => {
      http
        .get(`${base}/api/stream-slowly`, { headers: { host: 'luv.localhost:4200' } }, (res) => {
          res.setEncoding('utf8');
          let text = '';
          res.once('data', (c: string) => {
            text += c;
            resolve(text);
            res.on('data', (more: string) => (text += more));
            releaseStream();
          });
        })
        .on('error', reject);
    });
    expect(firstChunk).toBe('first;');
  });

  it('leaves other paths to the site (a page, not the API)', async () => {
    const res = await call(base, { url: '/apiary', headers: { accept: 'text/html' } });
    expect(res.body).toContain('shell');
    // the page's own first-render calls only (the status call), nothing forwarded
    expect(seen.map((s) => s.url)).toEqual(['/api/guest/status']);
  });
});

describe('the API out of reach', () => {
  it('answers 502 with a JSON message, never an HTML error page', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const other = await createWebApp(loadConfig({ WEB_DIST_DIR: dist, API_INTERNAL_URL: deadUrl }, names, '/'), ports);
    const otherBase = await listen(other);
    try {
      const res = await call(otherBase, { method: 'POST', url: '/v2/api/auth/signin', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(res.statusCode).toBe(GATEWAY_ERRORS.unavailable.status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toEqual({ msg: GATEWAY_ERRORS.unavailable.msg, code: GATEWAY_ERRORS.unavailable.code });
    } finally {
      await other.close();
    }
  });
});

describe('forwardedFor', () => {
  it("appends the connecting address to the client's chain", () => {
    expect(forwardedFor(undefined, '10.0.0.1')).toBe('10.0.0.1');
    expect(forwardedFor('1.1.1.1, 2.2.2.2', '10.0.0.1')).toBe('1.1.1.1, 2.2.2.2, 10.0.0.1');
    expect(forwardedFor(['1.1.1.1', '2.2.2.2'], undefined)).toBe('1.1.1.1, 2.2.2.2');
  });
});
