import { authSessions, DEMO_ACCOUNTS } from '@luvcast/db';
import { hashOpaqueToken } from '@luvcast/server-auth';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { API_HOST, CLIENT, CookieJar, createTestApp, mutatingHeaders, signIn, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demo = { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password };
type SetCookie = { name: string; value: string; maxAge?: number };
const cookieOf = (res: { cookies: unknown[] }, name: string) => (res.cookies as SetCookie[]).find((c) => c.name === name);
const profile = (jar: CookieJar) => t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { ...CLIENT, host: API_HOST, cookie: jar.header() } });

function refreshForm(jar: CookieJar, refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/oauth/refresh',
    headers: { ...mutatingHeaders(jar), 'content-type': 'application/x-www-form-urlencoded' },
    payload: `refreshToken=${encodeURIComponent(refreshToken)}`,
  });
}

describe('POST /api/oauth/refresh', () => {
  it('rotates a form-encoded refresh token: new cookies, old row rotated, successor in the same family', async () => {
    const { jar } = await signIn(t.app, demo);
    const first = jar.get('flx_oauth_refresh')!;
    const res = await refreshForm(jar, first);
    expect(res.statusCode).toBe(200);
    const next = cookieOf(res, 'flx_oauth_refresh')!.value;
    expect(next).not.toBe(first);
    // a token presented in the body gets the new pair in the body too (programs hold no cookies, ADR 0010)
    expect(res.json()).toEqual({ result: 'ok', access_token: cookieOf(res, 'flx_oauth_access')!.value, refresh_token: next, token_type: 'Bearer', expires_in: expect.any(Number) });
    jar.absorb(res);
    expect((await profile(jar)).statusCode).toBe(200);
  });

  it('uses the refresh cookie when no form field is sent and keeps keep-me-logged-in lifetimes', async () => {
    const { jar } = await signIn(t.app, { ...demo, loginKeep: true });
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/refresh', headers: mutatingHeaders(jar) });
    // the page never sees the HttpOnly tokens: a refresh by cookie answers them in cookies only
    expect(res.json()).toEqual({ result: 'ok' });
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, 'flx_oauth_refresh')?.maxAge).toBe(30 * 86_400);
    const plain = await signIn(t.app, demo);
    const res2 = await t.app.inject({ method: 'POST', url: '/api/oauth/refresh', headers: mutatingHeaders(plain.jar) });
    expect(cookieOf(res2, 'flx_oauth_refresh')?.maxAge).toBeUndefined();
  });

  it('revokes the whole family when a rotated token is presented again, ending access tokens too', async () => {
    const { jar } = await signIn(t.app, demo);
    const first = jar.get('flx_oauth_refresh')!;
    jar.absorb(await refreshForm(jar, first));
    expect((await profile(jar)).statusCode).toBe(200);
    // presented again after the 10 s grace period for concurrent refreshes
    await t.database.db.update(authSessions).set({ rotatedAt: sql`now() - interval '11 seconds'` }).where(eq(authSessions.tokenHash, hashOpaqueToken(first)));
    const reuse = await refreshForm(jar, first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ msg: 'ERROR' });
    const after = await profile(jar);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ msg: 'accessToken is not valid.' });
    // the successor died with its family
    expect((await refreshForm(jar, jar.get('flx_oauth_refresh') ?? 'x')).statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same token at once (within 10 s) without ending the session', async () => {
    const { jar } = await signIn(t.app, demo);
    const token = jar.get('flx_oauth_refresh')!;
    const [a, b] = [await refreshForm(jar, token), await refreshForm(jar, token)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(cookieOf(a, 'flx_oauth_refresh')!.value).not.toBe(cookieOf(b, 'flx_oauth_refresh')!.value);
    jar.absorb(b);
    expect((await profile(jar)).statusCode).toBe(200);
  });

  it('gives one refresh token at most 3 successors: of 20 parallel refreshes 3 succeed, the rest answer 401 and leave the session and cookies alone', async () => {
    const { jar } = await signIn(t.app, demo);
    const token = jar.get('flx_oauth_refresh')!;
    const refresh = () => t.app.inject({ method: 'POST', url: '/api/oauth/refresh', headers: mutatingHeaders(jar) });
    const answers = await Promise.all(Array.from({ length: 20 }, refresh));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBe(3);
    for (const refused of answers.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ msg: 'ERROR' });
      // the tabs that got a successor share this cookie jar: nothing is cleared
      expect(cookieOf(refused, 'flx_oauth_refresh')).toBeUndefined();
      expect(cookieOf(refused, 'flx_oauth_access')).toBeUndefined();
    }
    const [presented] = await t.database.db.select().from(authSessions).where(eq(authSessions.tokenHash, hashOpaqueToken(token)));
    expect(presented.successors).toBe(3);
    const live = await t.database.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.familyId, presented.familyId), isNull(authSessions.revokedAt), ne(authSessions.id, presented.id)));
    expect(live.map((r) => r.tokenHash).sort()).toEqual(ok.map((r) => hashOpaqueToken(cookieOf(r, 'flx_oauth_refresh')!.value)).sort());
    // the family lives on: every successor's cookies work, and a successor rotates as usual
    for (const r of ok) expect((await profile(new CookieJar().absorb(r))).statusCode).toBe(200);
    expect((await refreshForm(jar, cookieOf(ok[0], 'flx_oauth_refresh')!.value)).statusCode).toBe(200);
  });

  it('answers 401 ERROR for unknown or missing tokens', async () => {
    const { jar } = await signIn(t.app, demo);
    expect((await refreshForm(jar, 'not-a-token')).json()).toEqual({ msg: 'ERROR' });
    const none = new CookieJar({ 'XSRF-TOKEN': 'x' });
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/refresh', headers: mutatingHeaders(none) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'ERROR' });
  });

  it('answers 401 ERROR for an expired token', async () => {
    const { jar } = await signIn(t.app, demo);
    const token = jar.get('flx_oauth_refresh')!;
    await t.database.db.update(authSessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authSessions.tokenHash, hashOpaqueToken(token)));
    expect((await refreshForm(jar, token)).statusCode).toBe(401);
  });
});

describe('POST /api/oauth/generate', () => {
  it("issues a fresh access cookie for the caller's own ID only", async () => {
    const { jar } = await signIn(t.app, demo);
    const ok = await t.app.inject({ method: 'POST', url: '/api/oauth/generate', headers: mutatingHeaders(jar), payload: { userId: 'demo1234' } });
    expect(ok.statusCode).toBe(200);
    expect(cookieOf(ok, 'flx_oauth_access')?.value).toBeTruthy();
    const other = await t.app.inject({ method: 'POST', url: '/api/oauth/generate', headers: mutatingHeaders(jar), payload: { userId: 'bjstar01' } });
    expect(other.statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'POST', url: '/api/oauth/generate', headers: mutatingHeaders(new CookieJar({ 'XSRF-TOKEN': 'x' })), payload: { userId: 'demo1234' } });
    expect(anon.statusCode).toBe(401);
  });
});
