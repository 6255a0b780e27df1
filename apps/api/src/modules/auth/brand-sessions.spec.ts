import { DEMO_ACCOUNTS } from '@luvcast/db';
import { hashOpaqueToken } from '@luvcast/server-auth';
import { decodeJwt } from 'jose';
import { API_HOST, LEX_HOST, CLIENT, CookieJar, createTestApp, mutatingHeaders, signIn, xsrfJar, type TestApp } from '../../testing/test-app';

// Members are shared across brands, sessions are not (docs/adr/0007-members-shared-sessions-per-brand.md):
// a session belongs to the brand whose site opened it, and its tokens work on that brand's API host only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LUV = API_HOST; // api.luv.localhost:4000
const BELL = 'api.bell.localhost:4000';
const demo = { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password };

const profile = (host: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { ...CLIENT, host, ...headers } });
const withCookies = (jar: CookieJar) => ({ cookie: jar.header() });
const refresh = (jar: CookieJar, host: string) => t.app.inject({ method: 'POST', url: '/api/oauth/refresh', headers: mutatingHeaders(jar, host) });
const sessionOf = (jar: CookieJar) => t.app.sessions.findByTokenHash(hashOpaqueToken(jar.get('flx_oauth_refresh')!));

describe('access tokens are bound to the brand of the session', () => {
  it('refuses a luv access token on api.lex.localhost and api.bell.localhost and accepts it on api.luv.localhost', async () => {
    const { res, jar } = await signIn(t.app, demo, LUV);
    expect(res.statusCode).toBe(200);
    for (const host of [LEX_HOST, BELL]) {
      const refused = await profile(host, withCookies(jar));
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ msg: 'accessToken is not valid.' });
    }
    expect((await profile(LUV, withCookies(jar))).statusCode).toBe(200);
  });

  it('refuses it as a Bearer token on another brand too', async () => {
    const { jar } = await signIn(t.app, demo, LUV);
    const bearer = { authorization: `Bearer ${jar.get('flx_oauth_access')}` };
    expect((await profile(LEX_HOST, bearer)).statusCode).toBe(401);
    expect((await profile(LUV, bearer)).statusCode).toBe(200);
  });

  it('opens a lex session for the same member on lex: it works on lex only and its token names lex', async () => {
    const { jar } = await signIn(t.app, demo, LEX_HOST);
    expect((await profile(LEX_HOST, withCookies(jar))).json()).toMatchObject({ profile: { loginId: demo.loginId } });
    expect((await profile(LUV, withCookies(jar))).statusCode).toBe(401);
    expect((await profile(BELL, withCookies(jar))).statusCode).toBe(401);
    expect(decodeJwt(jar.get('flx_oauth_access')!).brd).toBe('lex');
    expect((await sessionOf(jar))?.brand).toBe('lex');
  });

  it('counts hosts of no brand (localhost, 127.0.0.1) as the default brand luv', async () => {
    const { jar } = await signIn(t.app, demo, 'localhost:4000');
    expect((await sessionOf(jar))?.brand).toBe('luv');
    expect((await profile('127.0.0.1:4000', withCookies(jar))).statusCode).toBe(200);
    expect((await profile(LUV, withCookies(jar))).statusCode).toBe(200);
    expect((await profile(LEX_HOST, withCookies(jar))).statusCode).toBe(401);
  });

  it('opens the session of a sign-up for the brand of the sign-up host', async () => {
    const jar = await xsrfJar(t.app, BELL);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: mutatingHeaders(jar, BELL),
      payload: { loginId: 'bellnew01', password: 'Newbie!234', nickname: encodeURIComponent('벨신입'), partnerCode: 'XIN' },
    });
    expect(res.statusCode).toBe(200);
    jar.absorb(res);
    expect((await sessionOf(jar))?.brand).toBe('bell');
    expect((await profile(BELL, withCookies(jar))).statusCode).toBe(200);
    expect((await profile(LUV, withCookies(jar))).statusCode).toBe(401);
  });
});

describe('refresh tokens are bound to the brand of the session', () => {
  it('refuses a luv refresh cookie presented to lex (401 ERROR) without spending it; it still refreshes on luv', async () => {
    const { jar } = await signIn(t.app, demo, LUV);
    const refused = await refresh(jar, LEX_HOST);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ msg: 'ERROR' });
    // neither rotated nor revoked
    expect(await sessionOf(jar)).toMatchObject({ brand: 'luv', rotatedAt: null, revokedAt: null });
    expect((await profile(LUV, withCookies(jar))).statusCode).toBe(200);

    const ok = await refresh(jar, LUV);
    expect(ok.statusCode).toBe(200);
    jar.absorb(ok);
    expect((await profile(LUV, withCookies(jar))).statusCode).toBe(200);
  });

  it('refuses the form-encoded refresh token of a luv session on bell', async () => {
    const { jar } = await signIn(t.app, demo, LUV);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/refresh',
      headers: { ...mutatingHeaders(new CookieJar({ 'XSRF-TOKEN': jar.get('XSRF-TOKEN')! }), BELL), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `refreshToken=${encodeURIComponent(jar.get('flx_oauth_refresh')!)}`,
    });
    expect(res.statusCode).toBe(401);
    expect((await refresh(jar, LUV)).statusCode).toBe(200);
  });

  it('keeps the brand through rotations: a lex session refreshes on lex again and again, and never works on luv', async () => {
    const { jar } = await signIn(t.app, demo, LEX_HOST);
    for (let i = 0; i < 3; i++) {
      const res = await refresh(jar, LEX_HOST);
      expect(res.statusCode).toBe(200);
      jar.absorb(res);
      expect((await sessionOf(jar))?.brand).toBe('lex');
    }
    expect(decodeJwt(jar.get('flx_oauth_access')!).brd).toBe('lex');
    expect((await profile(LEX_HOST, withCookies(jar))).statusCode).toBe(200);
    expect((await profile(LUV, withCookies(jar))).statusCode).toBe(401);
    expect((await refresh(jar, LUV)).statusCode).toBe(401);
  });
});

describe('sign-out is bound to the brand too', () => {
  it('does not end a luv session when its cookies are sent to the lex sign-out', async () => {
    const { jar } = await signIn(t.app, demo, LUV);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: mutatingHeaders(jar, LEX_HOST) });
    expect(res.statusCode).toBe(200);
    expect((await profile(LUV, withCookies(jar))).statusCode).toBe(200);
    expect((await refresh(jar, LUV)).statusCode).toBe(200);
  });
});
