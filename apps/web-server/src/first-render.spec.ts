// The first render over real HTTP: the web server on port 0 and a fake API (a local peer) on
// another port 0 that records what the web server sent it.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { PARTNER_CODE_COOKIE_MAX_AGE_S } from '@luvcast/contracts';
import { loadConfig } from './config';
import { ports } from './ports';
import { createWebApp } from './web-app';
import { firstRender, parseCookies } from './first-render';
import { getPage, type PageAnswer } from './testing/get-page';

const names = Object.keys(ports.remotes);
const profile = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };
const BANNER_IMAGE = 'http://api.luv.localhost:4000/static/images/banner-1.png';

interface Seen {
  path: string;
  method?: string;
  headers: http.IncomingHttpHeaders;
  body?: string;
}
let seen: Seen[] = [];
let status: { code: number; body: unknown } = { code: 200, body: { isMantenace: false, isEmergency: false } };
const fakeApi = http.createServer((req, res) => {
  seen.push({ path: req.url ?? '', method: req.method, headers: req.headers });
  const send = (code: number, body: unknown) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url === '/api/guest/status') return send(status.code, status.body);
  if (req.url === '/api/my/profile') {
    if ((req.headers.cookie ?? '').includes('flx_oauth_access=down')) return send(503, { msg: '점검 중' });
    return (req.headers.cookie ?? '').includes('flx_oauth_access=valid') ? send(200, { profile }) : send(401, { msg: 'accessToken is not valid.' });
  }
  if (req.url?.startsWith('/api/guest/pincrux')) return send(200, { result: 'ok' });
  // the home page's first-screen reads (libs/shell-contract firstScreenQueries)
  if (req.url === '/api/guest/banners') return send(200, { list: [{ id: 1, title: '봄 이벤트', imageUrl: BANNER_IMAGE }] });
  if (req.url === '/api/guest/themes') return send(200, [{ key: 1, text: '음악' }]);
  if (req.url?.startsWith('/api/lives?')) return send(200, { list: [{ channelId: 7, title: 'live now' }], total: 1 });
  if (req.url?.startsWith('/api/guest/suggestion-list?')) return send(200, { list: [{ channelId: 8 }] });
  if (req.url?.startsWith('/api/guest/refcode/')) {
    // like the API: text/plain ok for an active partner code, notfound otherwise
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end(['XIN', 'LUVPARTNER'].includes(decodeURIComponent(req.url.slice('/api/guest/refcode/'.length))) ? 'ok' : 'notfound');
  }
  if (req.url === '/api/oauth/refresh' && req.method === 'POST') {
    // like the API: form-encoded refreshToken, XSRF double submit, rotated cookies on the site domain
    const entry = seen[seen.length - 1];
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      entry.body = raw;
      const xsrf = parseCookies(req.headers.cookie)['XSRF-TOKEN'];
      if (!xsrf || req.headers['x-xsrf-token'] !== xsrf) return send(403, { msg: '잘못된 접근입니다.' });
      const token = new URLSearchParams(raw).get('refreshToken');
      if (token === 'good') {
        res.setHeader('set-cookie', [
          'flx_oauth_access=valid; Max-Age=1800; Domain=luv.localhost; Path=/; HttpOnly; SameSite=Lax',
          'flx_oauth_refresh=rotated; Max-Age=1209600; Domain=luv.localhost; Path=/; HttpOnly; SameSite=Lax',
        ]);
        return send(200, { result: 'ok' });
      }
      res.setHeader('set-cookie', [
        'flx_oauth_access=; Max-Age=0; Domain=luv.localhost; Path=/; HttpOnly; SameSite=Lax',
        'flx_oauth_refresh=; Max-Age=0; Domain=luv.localhost; Path=/; HttpOnly; SameSite=Lax',
      ]);
      send(401, { msg: 'ERROR' });
    });
    return;
  }
  send(404, { msg: '찾을 수 없습니다.' });
});

let dist: string;
let app: FastifyInstance;
let base = '';
let apiUrl = '';

type Res = PageAnswer;
const get = (url: string, headers: Record<string, string> = {}): Promise<Res> => getPage(base, url, 'luv.localhost:4200', headers);
const cookiesOf = (res: Res) => parseCookies((res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '));
const setCookie = (res: Res, name: string) => (res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
/** The inlined first-screen data of the page ([] when the page carries none). */
function firstScreenOf(res: Res): { key: unknown[]; data: unknown }[] {
  const match = /window\.__LUVCAST_DATA__=(.*?)<\/script>/.exec(res.body);
  return match ? JSON.parse(match[1]) : [];
}
const keysOf = (res: Res) => firstScreenOf(res).map((d) => d.key);
function propsOf(res: Res): any {
  const match = /window\.__LUVCAST_PROPS__=(.*?)<\/script>/.exec(res.body);
  if (!match) throw new Error('no page props in the page');
  return JSON.parse(match[1]);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;
  dist = mkdtempSync(path.join(tmpdir(), 'web-first-render-'));
  mkdirSync(path.join(dist, 'shell'));
  writeFileSync(path.join(dist, 'shell', 'index.html'), '<html><head><title>x</title></head><body>shell</body></html>');
  writeFileSync(path.join(dist, 'shell', 'main.0123456789.js'), 'console.log(1)');
  app = await createWebApp(loadConfig({ WEB_DIST_DIR: dist, API_INTERNAL_URL: apiUrl }, names, '/'), ports);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => fakeApi.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  seen = [];
  status = { code: 200, body: { isMantenace: false, isEmergency: false } };
});

describe('first render: session lookup and page props', () => {
  it('looks the session up with the cookie, the api Host and the client header, and injects me', async () => {
    const res = await get('/luv/wallet?tab=1', { cookie: 'flx_oauth_access=valid; flx_uuid=abcdef0123', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' });
    expect(res.statusCode).toBe(200);
    const lookup = seen.find((s) => s.path === '/api/my/profile');
    expect(lookup?.headers.cookie).toBe('flx_oauth_access=valid; flx_uuid=abcdef0123');
    expect(lookup?.headers.host).toBe('api.luv.localhost:4000');
    expect(lookup?.headers['x-luvcast-client']).toBe('web-server');
    expect(lookup?.headers['x-luvcast-device']).toBe('PCWEB');
    const props = propsOf(res);
    expect(props).toMatchObject({ me: profile, isMobile: false, appType: 'web', appVersion: null, locale: 'ko', query: { tab: '1' } });
    expect(props.messages['auth.session.expired']).toBe('세션이 만료되었습니다. 다시 로그인해주세요.');
    // next to the runtime config, before the shell's scripts
    expect(res.body.indexOf('__LUVCAST_CONFIG__')).toBeLessThan(res.body.indexOf('__LUVCAST_PROPS__'));
    expect(res.body.indexOf('__LUVCAST_PROPS__')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('gives a guest me null without a lookup when no token cookie is there; noAccessToken counts as absent', async () => {
    const res = await get('/', { cookie: 'flx_oauth_access=noAccessToken' });
    expect(propsOf(res).me).toBeNull();
    expect(seen.some((s) => s.path === '/api/my/profile')).toBe(false);
  });

  it('tells mobile from PC by the User-Agent, the app type from ?app= and the app version', async () => {
    const res = await get('/?app=embed', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) LuvcastApp/2.3.1 Mobile', cookie: 'luvcast_locale=en' });
    expect(propsOf(res)).toMatchObject({ isMobile: true, appType: 'embed', appVersion: '2.3.1', locale: 'en', query: { app: 'embed' } });
    expect(propsOf(res).messages['auth.session.expired']).toBe('Your session has expired. Please log in again.');
  });
});

describe('first render: cookies', () => {
  it('sets flx_uuid (10 hex characters, 10800 s) and the locale cookie when absent', async () => {
    const res = await get('/');
    const uuid = setCookie(res, 'flx_uuid');
    expect(cookiesOf(res).flx_uuid).toMatch(/^[0-9a-f]{10}$/);
    expect(uuid).toContain('Max-Age=10800');
    expect(uuid).toContain('Domain=luv.localhost');
    expect(cookiesOf(res).luvcast_locale).toBe('ko');
    expect(setCookie(res, 'luvcast_locale')).toContain('Max-Age=31536000');
    // host-only like the client's locale switch, which would otherwise be shadowed
    expect(setCookie(res, 'luvcast_locale')).not.toContain('Domain=');
  });

  it('keeps an existing flx_uuid and locale', async () => {
    const res = await get('/', { cookie: 'flx_uuid=0123456789; luvcast_locale=en' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('stores ?partnerCode= only when nobody is signed in', async () => {
    const res = await get('/?partnerCode=XIN');
    expect(cookiesOf(res).partner_code).toBe('XIN');
    expect(setCookie(res, 'partner_code')).toContain(`Max-Age=${PARTNER_CODE_COOKIE_MAX_AGE_S}`);
    expect(cookiesOf(await get('/?partnerCode=XIN', { cookie: 'flx_oauth_access=valid' })).partner_code).toBeUndefined();
  });

  it('stores ?partnerCode= only for a code the API knows (an unknown one would hide the 본인인증 button the API requires)', async () => {
    const res = await get('/?partnerCode=NOPE');
    expect(cookiesOf(res).partner_code).toBeUndefined();
    expect(seen.map((s) => s.path)).toContain('/api/guest/refcode/NOPE');
    expect(cookiesOf(await get('/?partnerCode=LUVPARTNER')).partner_code).toBe('LUVPARTNER');
  });

  it('stores the pincrux keys and makes the pincrux call when both are in the URL and the cookies are absent', async () => {
    const res = await get('/?appkey=A1&pinkey=P1');
    expect(cookiesOf(res)).toMatchObject({ pinc_appkey: 'A1', pinc_pinkey: 'P1' });
    expect(seen.map((s) => s.path)).toContain('/api/guest/pincrux?appkey=A1&pinkey=P1');

    seen = [];
    const again = await get('/?appkey=A1&pinkey=P1', { cookie: 'pinc_appkey=A1; pinc_pinkey=P1' });
    expect(cookiesOf(again).pinc_appkey).toBeUndefined();
    expect(seen.some((s) => s.path.startsWith('/api/guest/pincrux'))).toBe(false);

    const one = await get('/?appkey=A1');
    expect(cookiesOf(one).pinc_appkey).toBeUndefined();
  });
});

describe('first render: server-side refresh', () => {
  it('refreshes an expired access token with the refresh cookie, hands the rotated cookies on and renders the member', async () => {
    const res = await get('/luv/wallet', { cookie: 'flx_oauth_access=expired; flx_oauth_refresh=good; flx_uuid=abcdef0123; luvcast_locale=ko' });
    expect(res.statusCode).toBe(200);
    expect(propsOf(res).me).toEqual(profile);
    const refresh = seen.find((s) => s.path === '/api/oauth/refresh');
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(refresh?.body).toBe('refreshToken=good');
    expect(refresh?.headers.host).toBe('api.luv.localhost:4000');
    // the second lookup carries the new tokens
    const lookups = seen.filter((s) => s.path === '/api/my/profile');
    expect(lookups.map((s) => parseCookies(s.headers.cookie).flx_oauth_access)).toEqual(['expired', 'valid']);
    expect(parseCookies(lookups[1].headers.cookie).flx_oauth_refresh).toBe('rotated');
    expect(setCookie(res, 'flx_oauth_access')).toBe('flx_oauth_access=valid; Max-Age=1800; Domain=luv.localhost; Path=/; HttpOnly; SameSite=Lax');
    expect(setCookie(res, 'flx_oauth_refresh')).toContain('flx_oauth_refresh=rotated; Max-Age=1209600; Domain=luv.localhost');
    // the one-off XSRF value of the server call never reaches the browser
    expect(setCookie(res, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('marks the handed-on session cookies Secure on an https page (the API was called over plain http)', async () => {
    const result = await firstRender(
      { url: apiUrl, host: 'api.luv.localhost:4000' },
      { pathname: '/', search: '', query: {}, cookieHeader: 'flx_oauth_access=expired; flx_oauth_refresh=good', userAgent: '', cookieDomain: 'luv.localhost', secure: true },
    );
    const session = result.setCookies.filter((c) => c.startsWith('flx_oauth_'));
    expect(session.map((c) => c.split('=')[0]).sort()).toEqual(['flx_oauth_access', 'flx_oauth_refresh']);
    for (const c of session) expect(c).toMatch(/; Secure$/);
  });

  it('refreshes without a lookup first when the access cookie is gone, echoing the visitor\'s XSRF cookie', async () => {
    const res = await get('/', { cookie: 'flx_oauth_refresh=good; XSRF-TOKEN=abc' });
    expect(propsOf(res).me).toEqual(profile);
    expect(seen.filter((s) => s.path === '/api/my/profile')).toHaveLength(1);
    expect(seen.find((s) => s.path === '/api/oauth/refresh')?.headers['x-xsrf-token']).toBe('abc');
  });

  it('lets a refreshed member through an emergency and keeps ?partnerCode= out', async () => {
    status = { code: 200, body: { isMantenace: false, isEmergency: true } };
    const res = await get('/luv/wallet?partnerCode=XIN', { cookie: 'flx_oauth_access=expired; flx_oauth_refresh=good' });
    expect(res.statusCode).toBe(200);
    expect(cookiesOf(res).partner_code).toBeUndefined();
  });

  it('treats a failed refresh as a guest and hands on the clearing cookies', async () => {
    const res = await get('/?partnerCode=XIN', { cookie: 'flx_oauth_access=expired; flx_oauth_refresh=stale' });
    expect(propsOf(res).me).toBeNull();
    expect(setCookie(res, 'flx_oauth_refresh')).toContain('Max-Age=0');
    expect(cookiesOf(res).partner_code).toBe('XIN');
  });

  it('does not refresh when the access token is valid', async () => {
    await get('/', { cookie: 'flx_oauth_access=valid; flx_oauth_refresh=good' });
    expect(seen.some((s) => s.path === '/api/oauth/refresh')).toBe(false);
  });
});

describe('first render: app webview', () => {
  it('copies the access cookie to the site-wide cookie domain for ?app=embed only', async () => {
    const embed = await get('/?app=embed', { cookie: 'flx_oauth_access=valid' });
    expect(setCookie(embed, 'flx_oauth_access')).toMatch(/^flx_oauth_access=valid; Path=\/; SameSite=Lax; Domain=luv\.localhost; HttpOnly$/);
    expect(setCookie(await get('/', { cookie: 'flx_oauth_access=valid' }), 'flx_oauth_access')).toBeUndefined();
    expect(setCookie(await get('/?app=embed', { cookie: 'flx_oauth_access=noAccessToken' }), 'flx_oauth_access')).toBeUndefined();
  });
});

describe('first render: maintenance and emergency', () => {
  it('sends every page outside the exempt list to /notices/maintenance (302) during maintenance', async () => {
    status = { code: 200, body: { isMantenace: true, isEmergency: false } };
    for (const url of ['/', '/luv/wallet', '/my/profile?x=1']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 302, '/notices/maintenance']);
    }
    for (const url of ['/notices/maintenance', '/signin', '/signup/foreigner', '/find', '/callback/kakao/authorize', '/guest/guest-auth?loginId=a']) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 200]);
    }
    // static assets stay reachable
    expect((await get('/main.0123456789.js', { accept: '*/*' })).statusCode).toBe(200);
  });

  it('sends guests to /signin with the encoded callbackURL during an emergency, members stay', async () => {
    status = { code: 200, body: { isMantenace: false, isEmergency: true } };
    const guest = await get('/luv/wallet?tab=1');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe(`/signin?callbackURL=${encodeURIComponent('/luv/wallet?tab=1')}`);
    expect((await get('/signin')).statusCode).toBe(200);
    expect((await get('/luv/wallet', { cookie: 'flx_oauth_access=valid' })).statusCode).toBe(200);
  });

  it('swallows a failing status call and renders the page', async () => {
    status = { code: 500, body: {} };
    expect((await get('/luv/wallet')).statusCode).toBe(200);
  });
});

describe('first render without an API', () => {
  it('renders with me null when the API cannot be reached', async () => {
    const result = await firstRender(
      { url: 'http://127.0.0.1:9', host: 'api.luv.localhost:4000' },
      { pathname: '/', search: '', query: {}, cookieHeader: 'flx_oauth_access=valid', userAgent: '', cookieDomain: 'luv.localhost', secure: false },
    );
    expect(result.kind).toBe('page');
    expect(result.kind === 'page' && result.props.me).toBeNull();
  });

  it('warns and gives empty messages when the locale messages cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await firstRender(
      { url: apiUrl, host: 'api.luv.localhost:4000' },
      { pathname: '/', search: '', query: {}, cookieHeader: '', userAgent: '', cookieDomain: undefined, secure: false },
      async () => {
        throw new Error('catalog missing');
      },
    );
    expect(result.kind === 'page' && result.props.messages).toEqual({});
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('service worker', () => {
  it('serves a real worker at the site root that never caches /api', async () => {
    const res = await get('/service-worker.js', { accept: '*/*' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain("addEventListener('fetch'");
    expect(res.body).toContain('^\\/(api|v\\d+)');
    expect(() => new Function(res.body)).not.toThrow();
  });
});

// The home page's inlined first-screen data (window.__LUVCAST_DATA__) when the visitor's session
// changes during the first render: the first-screen reads go out with the cookies the browser sent,
// in parallel with the session lookup; when the lookup refreshes the access token (or ends the
// session) those cookies are the old ones, so only what is the same for everyone (banners, themes)
// may be inlined: the page asks for the live list and the suggestions itself with its new cookies.
const EVERYONE_S = [['guest', 'banners'], ['guest', 'themes']];
const ALL_FOUR = [...EVERYONE_S, ['live', 'lives', null, null, 0, 20], ['guest', 'suggestion-list', 20]];
/** A visitor known to be signed out: their profile read is inlined as null (the page shows 로그인 at once). */
const SIGNED_OUT = [['my', 'profile']];
/** The cookies every returning visitor has (so the only cookies the answer sets are the session's). */
const RETURNING = 'flx_uuid=abcdef0123; luvcast_locale=ko';

describe('first-screen data when the session changes during the first render', () => {
  it('inlines only banners and themes when the access token was refreshed, and hands the rotated cookies on', async () => {
    const res = await get('/', { cookie: `flx_oauth_access=expired; flx_oauth_refresh=good; ${RETURNING}` });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res, 'flx_oauth_access')).toBe('flx_oauth_access=valid; Max-Age=1800; Domain=luv.localhost; Path=/; HttpOnly; SameSite=Lax');
    expect(setCookie(res, 'flx_oauth_refresh')).toContain('flx_oauth_refresh=rotated; Max-Age=1209600; Domain=luv.localhost');
    // the live list and the suggestions were read with the expired token: they are not in the page
    const lives = seen.find((s) => s.path.startsWith('/api/lives?'));
    expect(parseCookies(lives?.headers.cookie).flx_oauth_access).toBe('expired');
    expect(seen.some((s) => s.path.startsWith('/api/guest/suggestion-list?'))).toBe(true);
    expect(keysOf(res)).toEqual(EVERYONE_S);
    expect(firstScreenOf(res)[0].data).toEqual({ list: [{ id: 1, title: '봄 이벤트', imageUrl: BANNER_IMAGE }] });
    // what stays keeps its own gain: the first banner still loads with the HTML
    expect(res.body).toContain(`<link rel="preload" as="image" href="${BANNER_IMAGE}" fetchpriority="high">`);
  });

  it('inlines only banners and themes when the session ended during the render (a refresh the API refused)', async () => {
    const res = await get('/', { cookie: `flx_oauth_access=expired; flx_oauth_refresh=stale; ${RETURNING}` });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res, 'flx_oauth_access')).toContain('Max-Age=0');
    expect(setCookie(res, 'flx_oauth_refresh')).toContain('Max-Age=0');
    expect(keysOf(res)).toEqual([...EVERYONE_S, ...SIGNED_OUT]);
    expect(firstScreenOf(res)[2].data).toBeNull();
  });

  it('inlines the live list and the suggestions too when the session did not change (a valid access token)', async () => {
    const res = await get('/', { cookie: `flx_oauth_access=valid; flx_oauth_refresh=good; ${RETURNING}` });
    expect(res.statusCode).toBe(200);
    expect(seen.some((s) => s.path === '/api/oauth/refresh')).toBe(false);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(keysOf(res)).toEqual(ALL_FOUR);
    expect(firstScreenOf(res)[2].data).toEqual({ list: [{ channelId: 7, title: 'live now' }], total: 1 });
  });

  it('inlines all four on a first visit: the anonymous id and locale cookies it sets are no session change', async () => {
    const res = await get('/');
    expect(setCookie(res, 'flx_uuid')).toBeDefined();
    expect(setCookie(res, 'luvcast_locale')).toBeDefined();
    expect(keysOf(res)).toEqual([...ALL_FOUR, ...SIGNED_OUT]);
  });

  it("says nothing of the profile when the API could not tell who the visitor is (the page asks itself)", async () => {
    status = { code: 200, body: { isMantenace: false, isEmergency: false } };
    const res = await get('/cs/notices', { cookie: `flx_oauth_access=down; ${RETURNING}` });
    expect(res.statusCode).toBe(200);
    expect(keysOf(res)).toEqual([]);
  });

  it('inlines all four in the app webview, whose access cookie the server copies (same token, same session)', async () => {
    const res = await get('/?app=embed', { cookie: `flx_oauth_access=valid; ${RETURNING}` });
    expect(setCookie(res, 'flx_oauth_access')).toMatch(/^flx_oauth_access=valid;/);
    expect(keysOf(res)).toEqual(ALL_FOUR);
  });
});
