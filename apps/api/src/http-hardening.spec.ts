import { CLIENT_HEADER, XSRF_HEADER } from '@luvcast/contracts';
import { DEMO_ACCOUNTS } from '@luvcast/db';
import { buildApp } from './app';
import type { Config } from './config';
import { API_HOST, LEX_HOST, CLIENT, createTestApp, signIn, TEST_CONFIG, type TestApp } from './testing/test-app';
import type { App } from './types';

// Security probe, issue 7 ("Low" findings): response headers, API documents in production, CORS in
// production, cookie Domain from the Host header.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A second app on the same database with some settings changed (closed by the caller). */
const appWith = async (config: Partial<Config>): Promise<App> => {
  const app = await buildApp({ database: t.database, logger: false, config: { ...TEST_CONFIG, ...config } });
  await app.ready();
  return app;
};
const demo = { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password };
const get = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, ...headers } });

describe('security headers on every answer', () => {
  it.each([
    ['a JSON read', '/api/guest/banners'],
    ['the health check', '/health'],
    ['an unknown route (404)', '/api/nothing-here'],
    ['a refused call (400 without the client header)', '/api/guest/banners?no-client'],
    ['a static image', '/static/images/banner-1.svg'],
  ])('%s is marked nosniff and may not be framed', async (_what, url) => {
    // a browser's read (cookies, Sec-Fetch-Site) without the client header is refused (ADR 0010)
    const res = url.endsWith('?no-client')
      ? await t.app.inject({ method: 'GET', url, headers: { host: API_HOST, cookie: 'XSRF-TOKEN=abc', 'sec-fetch-site': 'same-site' } })
      : await get(t.app, url);
    if (url.endsWith('?no-client')) expect(res.statusCode).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('sends no header meant for HTML documents or for browsers and plug-ins long gone', async () => {
    const res = await get(t.app, '/api/guest/banners');
    for (const name of ['origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
      expect(res.headers[name]).toBeUndefined();
    }
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("gives JSON answers a CSP that loads nothing (default-src 'none')", async () => {
    const csp = String((await get(t.app, '/api/guest/banners')).headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
  });

  it('leaves a guest answer without session cookies cacheable by the rules of its route', async () => {
    const res = await get(t.app, '/api/guest/banners');
    expect(res.headers['cache-control']).not.toBe('no-store');
  });

  it('answers no-store to a request carrying the access cookie, the refresh cookie or a Bearer token', async () => {
    const sessions: Record<string, string>[] = [{ cookie: 'flx_oauth_access=anything' }, { cookie: 'flx_oauth_refresh=anything' }, { authorization: 'Bearer anything' }];
    for (const headers of sessions) {
      const res = await get(t.app, '/api/guest/banners', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // a 401 of a signed-in call is not stored either
    expect((await get(t.app, '/api/my/profile', { cookie: 'flx_oauth_access=expired' })).headers['cache-control']).toBe('no-store');
  });

  it('keeps the public files under /static cacheable for signed-in visitors (the same image for everyone)', async () => {
    const res = await get(t.app, '/static/images/banner-1.svg', { cookie: 'flx_oauth_refresh=x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });

  it('answers no-store when it sets the session cookies (sign-in) and to a signed-in profile read', async () => {
    const { res, jar } = await signIn(t.app, demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const profile = await get(t.app, '/api/my/profile', { cookie: jar.header() });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only when the request came over https (X-Forwarded-Proto of a trusted proxy)', async () => {
    const app = await appWith({ trustProxy: ['127.0.0.1'] });
    try {
      const https = await get(app, '/health', { 'x-forwarded-proto': 'https' });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await get(app, '/health')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
    // without TRUST_PROXY the header of the caller is not believed
    expect((await get(t.app, '/health', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the development identity popup run its inline form script and post to its own API, unframed', async () => {
    const res = await get(t.app, '/dev/identity?type=personal&origin=http%3A%2F%2Fluv.localhost%3A4200');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'unsafe-inline'/);
    expect(csp).toMatch(/style-src 'unsafe-inline'/);
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('does not isolate the browsing context (the identity popup must keep window.opener)', async () => {
    const res = await get(t.app, '/health');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});

describe('API documents (API_DOCS)', () => {
  it('serves Swagger UI under a CSP that runs its own scripts and styles, and the OpenAPI document', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('swagger-ui-bundle.js');
    const csp = String(ui.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/style-src 'self'/);
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const bundle = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
  });

  it('hides /docs and /docs/json when API docs are off (the production default)', async () => {
    const app = await appWith({ apiDocs: false } as Partial<Config>);
    try {
      for (const url of ['/docs', '/docs/', '/docs/json', '/docs/static/index.html']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});

describe('CORS in production', () => {
  let prod: App;
  beforeAll(async () => {
    prod = await appWith({ production: true, corsOrigins: ['https://partner.example'] });
  });
  afterAll(() => prod.close());

  const preflight = (origin: string, host = 'api.luvcast.tv') =>
    prod.inject({
      method: 'OPTIONS',
      url: '/v2/api/auth/signin',
      headers: { host, origin, 'access-control-request-method': 'POST', 'access-control-request-headers': `${CLIENT_HEADER},${XSRF_HEADER}` },
    });

  it.each(['http://localhost:4200', 'http://127.0.0.1:8080', 'http://luv.localhost:4200', 'http://api.lex.localhost:4000'])(
    'refuses the local origin %s with credentials',
    async (origin) => {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const simple = await prod.inject({ method: 'GET', url: '/api/guest/banners', headers: { ...CLIENT, host: 'api.luvcast.tv', origin } });
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('refuses the site of an api. host of no brand (only brand hosts and CORS_ORIGINS)', async () => {
    expect((await preflight('https://stage.example.org', 'api.stage.example.org')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['https://luvcast.tv', 'https://www.lexcast.tv', 'https://bellcast.tv', 'https://partner.example'])('echoes %s with credentials', async (origin) => {
    const res = await preflight(origin);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('cookie Domain from the Host header', () => {
  type SetCookie = { name: string; domain?: string };
  const xsrfCookie = async (host: string) =>
    ((await t.app.inject({ method: 'GET', url: '/api/auth/xsrf', headers: { ...CLIENT, host } })).cookies as SetCookie[]).find((c) => c.name === 'XSRF-TOKEN');

  it('scopes cookies of a brand api. host to its site (api.luvcast.tv -> luvcast.tv)', async () => {
    expect((await xsrfCookie('api.luvcast.tv'))?.domain).toBe('luvcast.tv');
    expect((await xsrfCookie(LEX_HOST))?.domain).toBe('lex.localhost');
  });

  it('gives an unknown Host (api.evil.example) host-only cookies, never Domain=evil.example', async () => {
    const cookie = await xsrfCookie('api.evil.example');
    expect(cookie).toBeDefined();
    expect(cookie?.domain).toBeUndefined();
  });
});
