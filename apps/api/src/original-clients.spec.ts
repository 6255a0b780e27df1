// The original service's published programs, each request sent exactly as that program sends it
// (no client header, no XSRF token, plain JSON, Bearer tokens; ADR 0010), and the browser
// refusals that must stay.
import { CLIENT_HEADER, ownProfile } from '@luvcast/contracts';
import { DEMO_ACCOUNTS } from '@luvcast/db';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { API_HOST, CLIENT, CookieJar, createTestApp, mutatingHeaders, signIn, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = DEMO_ACCOUNTS.member;
const broadcaster = DEMO_ACCOUNTS.broadcaster;
type SetCookie = { name: string; value: string; domain?: string; httpOnly?: boolean };
const cookieOf = (res: LightMyRequestResponse, name: string) => (res.cookies as SetCookie[]).find((c) => c.name === name);

/** The recorder's headers (a desktop Firefox, JSON, its cookie string: empty until it signs in). */
const recorderHeaders = (cookie = '') => ({
  host: API_HOST,
  accept: 'application/json, text/plain, */*',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
  'content-type': 'application/json;charset=UTF-8',
  referer: 'https://luv.localhost/',
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:124.0) Gecko/20100101 Firefox/124.0',
  cookie,
});
/** The broadcaster app's headers: JSON and its Bearer token, nothing else. */
const appHeaders = (token: string) => ({ host: API_HOST, 'content-type': 'application/json', authorization: `Bearer ${token}` });

/** The recorder's sign-in: plain JSON, no client header, no XSRF, no cookies. */
const recorderSignIn = (account: { loginId: string; password: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/api/auth/signin',
    headers: recorderHeaders(),
    payload: JSON.stringify({ loginId: account.loginId, password: account.password, loginKeep: true, saveId: true, device: 'PCWEB' }),
  });

/** An access token as a program gets it: from the sign-in's Set-Cookie. */
async function accessTokenOf(account: { loginId: string; password: string }) {
  const res = await recorderSignIn(account);
  return { access: cookieOf(res, 'flx_oauth_access')!.value, refresh: cookieOf(res, 'flx_oauth_refresh')!.value, res };
}

describe('a live recorder', () => {
  it('signs in with a plain JSON body and gets the flx_oauth_access and flx_oauth_refresh cookies', async () => {
    const res = await recorderSignIn(member);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, 'flx_oauth_access')).toMatchObject({ httpOnly: true, domain: 'luv.localhost' });
    expect(cookieOf(res, 'flx_oauth_access')!.value.length).toBeGreaterThan(20);
    expect(cookieOf(res, 'flx_oauth_refresh')?.value).toBeTruthy();
  });

  it('gets the sign-in refusal of a wrong password as JSON, not a missing-header refusal', async () => {
    const res = await recorderSignIn({ loginId: member.loginId, password: 'Wrong!2345' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: '' });
    expect(cookieOf(res, 'flx_oauth_access')).toBeUndefined();
  });

  it('reads with the cookies of its sign-in replayed and no client header', async () => {
    const { res } = await accessTokenOf(member);
    const jar = new CookieJar().absorb(res);
    const read = await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: recorderHeaders(jar.header()) });
    expect(read.statusCode).toBe(200);
    expect(read.json().profile.loginId).toBe(member.loginId);
  });

  it('reads guest calls without any cookie (Cookie: empty)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/guest/themes', headers: recorderHeaders() });
    expect(res.statusCode).toBe(200);
  });
});

describe('the broadcaster app (Bearer on every call)', () => {
  it('reads GET /api/my/profile with a Bearer token: id, nickname, channelId, loginId, PI', async () => {
    const { access } = await accessTokenOf(broadcaster);
    const res = await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: appHeaders(access) });
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(v.is(ownProfile, profile)).toBe(true);
    expect(profile).toMatchObject({ loginId: broadcaster.loginId, nickname: '별빛BJ', PI: true });
    expect(Number.isInteger(profile.id)).toBe(true);
    // the demo broadcaster has a channel: its numeric id
    expect(Number.isInteger(profile.channelId)).toBe(true);
  });

  it('gets channelId null for a member without a channel', async () => {
    const { access } = await accessTokenOf(member);
    const { profile } = (await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: appHeaders(access) })).json();
    expect(profile).toMatchObject({ loginId: member.loginId, channelId: null, PI: false });
  });

  it('refreshes with JSON {refreshToken} and no cookie, reading access_token from the body, which then works as Bearer', async () => {
    const { refresh } = await accessTokenOf(broadcaster);
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/refresh', headers: { host: API_HOST, 'content-type': 'application/json' }, payload: JSON.stringify({ refreshToken: refresh }) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: 'ok', token_type: 'Bearer' });
    expect(typeof body.access_token).toBe('string');
    expect(body.refresh_token).not.toBe(refresh);
    expect(cookieOf(res, 'flx_oauth_access')?.value).toBe(body.access_token);
    const profile = await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: appHeaders(body.access_token) });
    expect(profile.statusCode).toBe(200);
    // the successor refreshes again
    const again = await t.app.inject({ method: 'POST', url: '/api/oauth/refresh', headers: { host: API_HOST, 'content-type': 'application/json' }, payload: { refreshToken: body.refresh_token } });
    expect(again.statusCode).toBe(200);
  });

  it('gets 401 { msg: ERROR } for an unknown refresh token, no 5xx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/refresh', headers: { host: API_HOST, 'content-type': 'application/json' }, payload: { refreshToken: 'not-a-token' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'ERROR' });
  });

  it('posts with Bearer and JSON, without the client header or XSRF token', async () => {
    const { access } = await accessTokenOf(member);
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/generate', headers: appHeaders(access), payload: { userId: member.loginId } });
    expect(res.statusCode).toBe(200);
  });

  it('is identified by its Bearer token alone when cookies ride along (another member signed in in the same cookie jar)', async () => {
    const { access } = await accessTokenOf(broadcaster);
    const other = await signIn(t.app, { loginId: member.loginId, password: member.password });
    const res = await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { ...appHeaders(access), cookie: other.jar.header() } });
    expect(res.json().profile.loginId).toBe(broadcaster.loginId);
    // a bad Bearer token is refused even with a valid session cookie beside it
    const bad = await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { ...appHeaders('not.a.jwt'), cookie: other.jar.header() } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ msg: 'accessToken is not valid.' });
  });

  it('does not refresh with a refresh cookie when it sends a Bearer token (the header is its only credential)', async () => {
    const { access } = await accessTokenOf(member);
    const other = await signIn(t.app, { loginId: member.loginId, password: member.password });
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/refresh', headers: { ...appHeaders(access), cookie: other.jar.header() }, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe("the broadcaster app's go-live calls (Bearer, JSON, no client header, no XSRF)", () => {
  it('reads the themes, the channel config and the stream key', async () => {
    const { access } = await accessTokenOf(broadcaster);
    const themes = await t.app.inject({ method: 'GET', url: '/api/guest/themes', headers: appHeaders(access) });
    expect(themes.statusCode).toBe(200);
    expect(themes.json()[0]).toEqual({ key: expect.anything(), value: expect.any(String), text: expect.any(String) });
    const config = await t.app.inject({ method: 'GET', url: '/api/m/channel/config', headers: appHeaders(access) });
    expect(config.statusCode).toBe(200);
    expect(Object.keys(config.json())).toEqual(expect.arrayContaining(['channelId', 'themeId', 'title', 'resolution', 'isForAdult', 'password', 'minRatingLevel', 'maxViewerCount']));
    // some app versions read the same object under `data`
    const { data, ...flat } = config.json();
    expect(data).toEqual(flat);
    const key = await t.app.inject({ method: 'GET', url: '/api/my/channel/stream-key', headers: appHeaders(access) });
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ url: expect.stringMatching(/^rtmp:\/\//), streamKey: expect.any(String) });
  });

  it('puts the config, starts and stops the stream as the app sends them (stop-stream: JSON content type, no body)', async () => {
    const { access } = await accessTokenOf(broadcaster);
    const settings = { title: '프로그램에서 켠 방송', theme: 'music', resolution: '720p', minRatingLevel: 0, password: '', isForAdult: false };
    const put = await t.app.inject({ method: 'PUT', url: '/api/m/channel/config', headers: appHeaders(access), payload: JSON.stringify(settings) });
    expect(put.statusCode).toBe(200);
    expect(put.json().title).toBe('프로그램에서 켠 방송');
    // theme is the config's themeId too, and a numeric resolution is the same as '720p'
    const themes = (await t.app.inject({ method: 'GET', url: '/api/guest/themes', headers: appHeaders(access) })).json() as { key: number; value: string }[];
    const music = themes.find((x) => x.value === 'music')!.key;
    expect(put.json()).toMatchObject({ themeId: music, resolution: '720p', data: { themeId: music, title: '프로그램에서 켠 방송' } });
    const game = themes.find((x) => x.value === 'game')!.key;
    const numeric = await t.app.inject({ method: 'PUT', url: '/api/m/channel/config', headers: appHeaders(access), payload: JSON.stringify({ theme: game, resolution: 1080 }) });
    expect(numeric.statusCode).toBe(200);
    expect(numeric.json()).toMatchObject({ themeId: game, resolution: '1080p', data: { themeId: game, resolution: '1080p' } });
    expect((await t.app.inject({ method: 'PUT', url: '/api/m/channel/config', headers: appHeaders(access), payload: JSON.stringify({ resolution: '480' }) })).json().resolution).toBe('480p');
    // themeId wins over theme when both come
    expect((await t.app.inject({ method: 'PUT', url: '/api/m/channel/config', headers: appHeaders(access), payload: JSON.stringify({ themeId: music, theme: game }) })).json().themeId).toBe(music);
    for (const resolution of [721, '4k', 'abc', true]) {
      const bad = await t.app.inject({ method: 'PUT', url: '/api/m/channel/config', headers: appHeaders(access), payload: JSON.stringify({ resolution }) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('common.badRequest');
    }
    const start = await t.app.inject({ method: 'POST', url: '/api/my/channel/start-stream', headers: appHeaders(access), payload: JSON.stringify({ ...settings, userAgentType: 'PC_APP_V1' }) });
    expect(start.statusCode).toBe(200);
    const stop = await t.app.inject({ method: 'POST', url: '/api/my/channel/stop-stream', headers: appHeaders(access) });
    expect(stop.statusCode).toBe(200);
  });
});

describe("a recorder's stream read", () => {
  it('answers an offline or unknown channel with 400 and a JSON message, never HTML or 404', async () => {
    const { access } = await accessTokenOf(broadcaster);
    const { profile } = (await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: appHeaders(access) })).json();
    for (const id of [profile.channelId, 999999]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/channels/${id}/stream?option=all`, headers: recorderHeaders() });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('bodies as programs send them', () => {
  it('takes Content-Type: application/json with no body as a bodiless call (the app sends stop-stream so)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { host: API_HOST, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'ok' });
  });

  it('still refuses a body that needs one, and a prototype-poisoning body, with 400', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: { host: API_HOST, 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/v2/api/auth/signin',
      headers: { host: API_HOST, 'content-type': 'application/json' },
      payload: '{"loginId":"demo1234","password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    const broken = await t.app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: { host: API_HOST, 'content-type': 'application/json' }, payload: '{"loginId":' });
    expect(broken.statusCode).toBe(400);
  });
});

describe('browsers keep both checks', () => {
  it('refuses a cookie-authenticated POST without the XSRF token (403 xsrf.mismatch)', async () => {
    const { jar } = await signIn(t.app, { loginId: member.loginId, password: member.password });
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/generate', headers: { ...CLIENT, host: API_HOST, cookie: jar.header() }, payload: { userId: member.loginId } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: '잘못된 접근입니다.', code: 'xsrf.mismatch' });
    // the same call with the token passes
    const ok = await t.app.inject({ method: 'POST', url: '/api/oauth/generate', headers: mutatingHeaders(jar), payload: { userId: member.loginId } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated POST without the client header even with the XSRF token', async () => {
    const { jar } = await signIn(t.app, { loginId: member.loginId, password: member.password });
    const headers: Record<string, string> = { ...mutatingHeaders(jar) };
    delete headers[CLIENT_HEADER];
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/generate', headers, payload: { userId: member.loginId } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: '잘못된 접근입니다.' });
  });

  it("refuses a browser's read with the session cookie but without the client header (Sec-Fetch-Site present)", async () => {
    const { jar } = await signIn(t.app, { loginId: member.loginId, password: member.password });
    const res = await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { host: API_HOST, cookie: jar.header(), 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: '잘못된 접근입니다.' });
  });

  it("refuses a cookieless form-encoded refresh without the XSRF token (another site's form cannot sign the visitor in)", async () => {
    const { refresh } = await accessTokenOf(member);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/refresh',
      headers: { host: API_HOST, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: `refreshToken=${encodeURIComponent(refresh)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(cookieOf(res, 'flx_oauth_access')).toBeUndefined();
  });

  it("refuses a guest browser's sign-in without the XSRF token (its cookies make it a browser)", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/api/auth/signin',
      headers: { ...CLIENT, host: API_HOST, cookie: 'XSRF-TOKEN=abc; flx_uuid=0123456789' },
      payload: { loginId: member.loginId, password: member.password },
    });
    expect(res.statusCode).toBe(403);
  });
});
