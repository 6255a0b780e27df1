// The home page's inlined first-screen data (window.__LUVCAST_DATA__) when the visitor's session
// changes during the first render, over real HTTP: the web server on port 0 and a fake API (a
// local peer) on another port 0. The first-screen reads go out with the cookies the browser sent,
// in parallel with the session lookup; when the lookup refreshes the access token (or ends the
// session) those cookies are the old ones, so only what is the same for everyone (banners, themes)
// may be inlined: the page asks for the live list and the suggestions itself with its new cookies.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { ports } from './ports';
import { createWebApp } from './web-app';
import { parseCookies } from './first-render';

const names = Object.keys(ports.remotes);
const profile = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };
const BANNER_IMAGE = 'http://api.luv.localhost:4000/static/images/banner-1.png';

/** What the fake API saw: the path and the access cookie each call carried. */
let seen: { path: string; access: string | undefined }[] = [];
const fakeApi = http.createServer((req, res) => {
  const access = parseCookies(req.headers.cookie).flx_oauth_access;
  seen.push({ path: req.url ?? '', access });
  const send = (code: number, body: unknown) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url === '/api/guest/status') return send(200, { isMantenace: false, isEmergency: false });
  if (req.url === '/api/my/profile') return access === 'valid' ? send(200, { profile }) : send(401, { msg: 'accessToken is not valid.' });
  // the home page's first-screen reads (libs/shell-contract firstScreenQueries)
  if (req.url === '/api/guest/banners') return send(200, { list: [{ id: 1, title: '봄 이벤트', imageUrl: BANNER_IMAGE }] });
  if (req.url === '/api/guest/themes') return send(200, [{ key: 1, text: '음악' }]);
  if (req.url?.startsWith('/api/lives?')) return send(200, { list: [{ channelId: 7, title: 'live now' }], total: 1 });
  if (req.url?.startsWith('/api/guest/suggestion-list?')) return send(200, { list: [{ channelId: 8 }] });
  if (req.url === '/api/oauth/refresh' && req.method === 'POST') {
    // like the API: form-encoded refreshToken, XSRF double submit, rotated (or clearing) cookies on the site domain
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const xsrf = parseCookies(req.headers.cookie)['XSRF-TOKEN'];
      if (!xsrf || req.headers['x-xsrf-token'] !== xsrf) return send(403, { msg: '잘못된 접근입니다.' });
      if (new URLSearchParams(raw).get('refreshToken') === 'good') {
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

interface Res {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}
function get(url: string, headers: Record<string, string> = {}): Promise<Res> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers: { host: 'luv.localhost:4200', accept: 'text/html', ...headers } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}
const setCookie = (res: Res, name: string) => (res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
/** The inlined first-screen data of the page ([] when the page carries none). */
function firstScreenOf(res: Res): { key: unknown[]; data: unknown }[] {
  const match = /window\.__LUVCAST_DATA__=(.*?)<\/script>/.exec(res.body);
  return match ? JSON.parse(match[1]) : [];
}
const keysOf = (res: Res) => firstScreenOf(res).map((d) => d.key);
const EVERYONE_S = [['guest', 'banners'], ['guest', 'themes']];
const ALL_FOUR = [...EVERYONE_S, ['live', 'lives', null, null, 0, 20], ['guest', 'suggestion-list', 20]];
/** The cookies every returning visitor has (so the only cookies the answer sets are the session's). */
const RETURNING = 'flx_uuid=abcdef0123; luvcast_locale=ko';

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;
  dist = mkdtempSync(path.join(tmpdir(), 'web-first-screen-session-'));
  mkdirSync(path.join(dist, 'shell'));
  writeFileSync(path.join(dist, 'shell', 'index.html'), '<html><head><title>x</title></head><body>shell</body></html>');
  app = await createWebApp(loadConfig({ WEB_DIST_DIR: dist, API_INTERNAL_URL: apiUrl, PAGE_PRELOADS: 'off' }, names, '/'), ports);
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
});

describe('first-screen data when the session changes during the first render', () => {
  it('inlines only banners and themes when the access token was refreshed, and hands the rotated cookies on', async () => {
    const res = await get('/', { cookie: `flx_oauth_access=expired; flx_oauth_refresh=good; ${RETURNING}` });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res, 'flx_oauth_access')).toBe('flx_oauth_access=valid; Max-Age=1800; Domain=luv.localhost; Path=/; HttpOnly; SameSite=Lax');
    expect(setCookie(res, 'flx_oauth_refresh')).toContain('flx_oauth_refresh=rotated; Max-Age=1209600; Domain=luv.localhost');
    // the live list and the suggestions were read with the expired token: they are not in the page
    const lives = seen.find((s) => s.path.startsWith('/api/lives?'));
    expect(lives?.access).toBe('expired');
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
    expect(keysOf(res)).toEqual(EVERYONE_S);
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
    expect(keysOf(res)).toEqual(ALL_FOUR);
  });

  it('inlines all four in the app webview, whose access cookie the server copies (same token, same session)', async () => {
    const res = await get('/?app=embed', { cookie: `flx_oauth_access=valid; ${RETURNING}` });
    expect(setCookie(res, 'flx_oauth_access')).toMatch(/^flx_oauth_access=valid;/);
    expect(keysOf(res)).toEqual(ALL_FOUR);
  });
});
