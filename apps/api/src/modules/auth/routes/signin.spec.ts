import { errorBody, signInResult } from '@luvcast/contracts';
import { DEMO_ACCOUNTS } from '@luvcast/db';
import { hashOpaqueToken, hashPassword } from '@luvcast/server-auth';
import * as v from 'valibot';
import { API_HOST, CLIENT, CookieJar, createTestApp, mutatingHeaders, signIn, xsrfJar, type TestApp } from '../../../testing/test-app';

const demo = { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password };
type SetCookie = { name: string; value: string; domain?: string; path?: string; sameSite?: string; httpOnly?: boolean; maxAge?: number; expires?: Date };
const cookieOf = (res: { cookies: unknown[] }, name: string) => (res.cookies as SetCookie[]).find((c) => c.name === name);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /v2/api/auth/signin', () => {
  it('signs the demo member in with both session cookies scoped to luv.localhost for api.luv.localhost', async () => {
    const { res } = await signIn(t.app, demo);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(v.is(signInResult, body)).toBe(true);
    expect(body).toEqual({ result: 'ok', me: { loginId: 'demo1234', nickname: '데모회원', role: 'V' } });
    for (const name of ['flx_oauth_access', 'flx_oauth_refresh']) {
      const c = cookieOf(res, name);
      expect(c).toMatchObject({ domain: 'luv.localhost', path: '/', sameSite: 'Lax', httpOnly: true });
      expect(c?.maxAge).toBeUndefined(); // no loginKeep: browser-session cookies
    }
  });

  it('keeps the cookies across browser restarts when loginKeep is true (refresh for 30 days)', async () => {
    const { res } = await signIn(t.app, { ...demo, loginKeep: true });
    expect(cookieOf(res, 'flx_oauth_refresh')?.maxAge).toBe(30 * 86_400);
    expect(cookieOf(res, 'flx_oauth_access')?.maxAge).toBe(900);
  });

  it('sets host-only cookies when called on plain localhost', async () => {
    const { res } = await signIn(t.app, demo, 'localhost:4000');
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, 'flx_oauth_access')?.domain).toBeUndefined();
  });

  it('stores only the hash of the refresh token in a new session row', async () => {
    const { res } = await signIn(t.app, demo);
    const refresh = cookieOf(res, 'flx_oauth_refresh')!.value;
    const row = await t.app.sessions.findByTokenHash(hashOpaqueToken(refresh));
    expect(row).toBeDefined();
    expect(row!.tokenHash).not.toBe(refresh);
    expect(row!.revokedAt).toBeNull();
    expect(await t.app.sessions.findByTokenHash(refresh)).toBeUndefined();
  });

  it('remembers the ID in luvcast_save_id when saveId is true', async () => {
    const { res } = await signIn(t.app, { ...demo, saveId: true });
    expect(cookieOf(res, 'luvcast_save_id')).toMatchObject({ value: 'demo1234', domain: 'luv.localhost' });
  });

  it('answers 401 with an empty msg for a wrong password', async () => {
    const { res } = await signIn(t.app, { ...demo, password: 'Wrong!2345' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: '' });
    expect(cookieOf(res, 'flx_oauth_access')).toBeUndefined();
  });

  it('answers 401 with an empty msg for an unknown ID, after verifying a hash all the same', async () => {
    const started = performance.now();
    const { res } = await signIn(t.app, { loginId: 'nobody999', password: 'Whatever!1' });
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: '' });
    expect(elapsed).toBeGreaterThan(5); // an Argon2id verify ran (~15 ms here)
  });

  it('answers 423 차단된 계정입니다. for a blocked member with the right password', async () => {
    await t.app.members.create({ loginId: 'blocked01', passwordHash: await hashPassword('Block!2345'), nickname: '차단회원', status: 'blocked' });
    const { res } = await signIn(t.app, { loginId: 'blocked01', password: 'Block!2345' });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toEqual({ msg: '차단된 계정입니다.' });
    const wrong = await signIn(t.app, { loginId: 'blocked01', password: 'Wrong!2345' });
    expect(wrong.res.statusCode).toBe(401);
  });

  it('tells the owner of a withdrawn ID 탈퇴한 계정입니다. (401 with a message); a wrong password still gets the empty message', async () => {
    const m = await t.app.members.create({ loginId: 'gone0001', passwordHash: await hashPassword('Gone!2345'), nickname: '탈퇴회원' });
    await t.app.members.expire(m.id);
    const { res } = await signIn(t.app, { loginId: 'gone0001', password: 'Gone!2345' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: '탈퇴한 계정입니다.' });
    expect(res.cookies).not.toEqual(expect.arrayContaining([expect.objectContaining({ name: 'flx_oauth_access' })]));
    const wrong = await signIn(t.app, { loginId: 'gone0001', password: 'Wrong!2345' });
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.json()).toEqual({ msg: '' });
  });

  it('answers 400 with the spec text 아이디를 확인해주세요. and its key for an empty ID', async () => {
    const { res } = await signIn(t.app, { loginId: '   ', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: '아이디를 확인해주세요.', code: 'auth.id.empty' });
    expect(v.is(errorBody, res.json())).toBe(true);
  });

  it('answers the validation text in English for the en locale cookie', async () => {
    const jar = (await xsrfJar(t.app)).set('luvcast_locale', 'en');
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: mutatingHeaders(jar), payload: { loginId: 'demo1234', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'Please check password.', code: 'auth.password.empty' });
  });

  it('answers 400 요청 값을 확인해주세요. for a malformed body', async () => {
    const jar = await xsrfJar(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: mutatingHeaders(jar), payload: { loginId: 'demo1234', password: 'x', device: 'FAX' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: '요청 값을 확인해주세요.', code: 'common.badRequest' });
  });
});

describe('POST /api/auth/signout', () => {
  it('revokes the session: the old access token no longer opens the profile', async () => {
    const { jar } = await signIn(t.app, demo);
    const access = jar.get('flx_oauth_access')!;
    const before = await t.app.inject({ url: '/api/my/profile', headers: { ...CLIENT, host: API_HOST, cookie: jar.header() } });
    expect(before.statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: mutatingHeaders(jar) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ result: 'ok' });
    const cleared = cookieOf(out, 'flx_oauth_access');
    expect(cleared?.value).toBe('');
    expect(cleared?.domain).toBe('luv.localhost');
    jar.absorb(out);
    expect(jar.get('flx_oauth_access')).toBeUndefined();

    const after = await t.app.inject({ url: '/api/my/profile', headers: { ...CLIENT, host: API_HOST, cookie: jar.header() } });
    expect(after.statusCode).toBe(401);
    const replay = await t.app.inject({ url: '/api/my/profile', headers: { ...CLIENT, cookie: new CookieJar({ flx_oauth_access: access }).header() } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ msg: 'accessToken is not valid.' });
  });
});
