import { Writable } from 'node:stream';
import { CLIENT_HEADER, messageText, XSRF_HEADER } from '@luvcast/contracts';
import { buildApp } from './app';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, TEST_CONFIG, xsrfJar, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and documents', () => {
  it('answers GET /health with status ok after a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it.each(['broadcast-rules', 'viewer-rules', 'service-rules', 'privacy-rules'])('serves the Korean %s document as text', async (kind) => {
    const res = await t.app.inject({ method: 'GET', url: `/static/${kind}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/[가-힣]{2,}/);
    expect(res.body.length).toBeGreaterThan(300);
  });

  it('titles the service rules 운영정책 and the privacy rules 개인정보 처리 방침', async () => {
    expect((await t.app.inject({ url: '/static/service-rules' })).body).toContain('운영정책');
    expect((await t.app.inject({ url: '/static/privacy-rules' })).body).toContain('개인정보 처리 방침');
  });

  it('answers 404 with a msg for an unknown rules document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/secret-rules' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: messageText('common.notFound') });
  });

  it('serves the seeded banner images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/images/banner-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<svg');
  });

  it('publishes an OpenAPI document generated from the contracts schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const signIn = doc.paths['/v2/api/auth/signin'].post.requestBody.content['application/json'].schema;
    expect(signIn.properties).toHaveProperty('loginId');
    expect(signIn.properties.device.enum).toEqual(['PCWEB', 'MOBILEWEB']);
    expect(doc.paths['/api/cs/notice-list'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['offset', 'limit']);
    const ui = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers 404 with a msg for an unknown route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: CLIENT });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: messageText('common.notFound') });
  });
});

describe('client header', () => {
  // a browser's call: it carries the site's cookies and Sec-Fetch-Site (programs: original-clients.spec.ts, ADR 0010)
  const browser = { cookie: 'XSRF-TOKEN=abc', 'sec-fetch-site': 'same-site' };

  it('refuses a browser /api call without X-Luvcast-Client with 400 잘못된 접근입니다.', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/guest/banners', headers: browser });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: '잘못된 접근입니다.' });
  });

  it('refuses browser /v2 calls without the header too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: { ...browser, 'x-xsrf-token': 'abc' }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: '잘못된 접근입니다.' });
  });

  it('lets /health and /static through without the header', async () => {
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/static/viewer-rules' })).statusCode).toBe(200);
  });
});

describe('XSRF', () => {
  it('sets a readable XSRF-TOKEN cookie scoped to the site when the request has none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/xsrf', headers: { ...CLIENT, host: API_HOST } });
    expect(res.statusCode).toBe(204);
    const cookie = (res.cookies as { name: string; value: string; domain?: string; httpOnly?: boolean; sameSite?: string; path?: string }[]).find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ domain: 'luv.localhost', path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(24);
  });

  it('does not replace an XSRF-TOKEN cookie the request already has', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/guest/banners', headers: { ...CLIENT, cookie: 'XSRF-TOKEN=abc' } });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('renews the token on GET /api/auth/xsrf even when one was sent (a refused client recovers)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/xsrf', headers: { ...CLIENT, host: API_HOST, cookie: 'XSRF-TOKEN=stale' } });
    expect(res.statusCode).toBe(204);
    const cookies = (res.cookies as { name: string; value: string }[]).filter((c) => c.name === 'XSRF-TOKEN');
    expect(cookies).toHaveLength(1);
    expect(cookies[0].value).not.toBe('stale');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { ...CLIENT, host: API_HOST, cookie: `XSRF-TOKEN=${cookies[0].value}`, [XSRF_HEADER]: cookies[0].value },
    });
    expect(posted.statusCode).toBe(200);
  });

  it('refuses a POST without X-XSRF-TOKEN with 403', async () => {
    const jar = await xsrfJar(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { ...CLIENT, host: API_HOST, cookie: jar.header() },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: '잘못된 접근입니다.', code: 'xsrf.mismatch' });
  });

  it('refuses a POST whose X-XSRF-TOKEN differs from the cookie', async () => {
    const jar = await xsrfJar(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { ...CLIENT, host: API_HOST, cookie: jar.header(), [XSRF_HEADER]: 'forged' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a POST whose X-XSRF-TOKEN equals the cookie', async () => {
    const jar = await xsrfJar(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: mutatingHeaders(jar) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'ok' });
  });
});

describe('CORS', () => {
  const preflight = (origin: string, host = API_HOST) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/v2/api/auth/signin',
      headers: { host, origin, 'access-control-request-method': 'POST', 'access-control-request-headers': `${CLIENT_HEADER},${XSRF_HEADER},content-type` },
    });

  it('echoes a brand origin such as http://lex.localhost:4200 with credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/guest/banners', headers: { ...CLIENT, origin: 'http://lex.localhost:4200' } });
    expect(res.headers['access-control-allow-origin']).toBe('http://lex.localhost:4200');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('answers a preflight from a brand origin allowing the client and XSRF headers', async () => {
    const res = await preflight('http://luv.localhost:4200');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://luv.localhost:4200');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    expect(allowed).toContain('x-luvcast-client');
    expect(allowed).toContain('x-xsrf-token');
    expect(allowed).toContain('content-type');
  });

  it('allows localhost on any port and the site of the api. host being called', async () => {
    expect((await preflight('http://localhost:5173')).headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect((await preflight('https://stage.example.org', 'api.stage.example.org')).headers['access-control-allow-origin']).toBe('https://stage.example.org');
  });

  it('refuses http://evil.example: no CORS headers on the answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/guest/banners', headers: { ...CLIENT, origin: 'http://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await preflight('http://evil.example');
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows origins listed in CORS_ORIGINS', async () => {
    const app = await buildApp({ database: t.database, logger: false, config: { ...TEST_CONFIG, corsOrigins: ['http://partner.example:8080'] } });
    const res = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://partner.example:8080' } });
    expect(res.headers['access-control-allow-origin']).toBe('http://partner.example:8080');
    await app.close();
  });
});

describe('server errors', () => {
  it('hides the internals of a 5xx and logs the error with the request id', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await buildApp({ database: t.database, logger: { level: 'error', stream }, config: TEST_CONFIG });
    app.get('/api/explode', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const res = await app.inject({ method: 'GET', url: '/api/explode', headers: { ...CLIENT, 'x-request-id': 'req-test-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ msg: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' });
    expect(res.body).not.toContain('secret_table');
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(logged.reqId).toBe('req-test-1');
    expect(logged.err.message).toContain('secret_table');
    await app.close();
  });

  it('answers the server error text in English for an en locale cookie', async () => {
    const app = await buildApp({ database: t.database, logger: false, config: TEST_CONFIG });
    app.get('/api/explode', async () => {
      throw new Error('boom');
    });
    const res = await app.inject({ method: 'GET', url: '/api/explode', headers: { ...CLIENT, cookie: 'luvcast_locale=en' } });
    expect(res.json()).toEqual({ msg: messageText('common.serverError', 'en') });
    await app.close();
  });
});
