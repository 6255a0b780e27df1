import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@luvcast/db';
import { buildApp } from '../../app';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, TEST_CONFIG, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';
import type { App } from '../../types';

// two API instances on one database, as behind nginx: each remembers sessions for a while, and a
// sign-out, a block or any change to the member reaches both (docs/adr/0015)
const TTL_MS = 1_500;
let t: TestApp;
let a: App;
let b: App;
beforeAll(async () => {
  t = await createTestApp({ config: { sessionCacheMs: TTL_MS } });
  a = t.app;
  b = await buildApp({ logger: false, database: t.database, config: { ...TEST_CONFIG, sessionCacheMs: TTL_MS } });
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const profile = (app: App, jar: CookieJar) => app.inject({ method: 'GET', url: '/api/my/profile', headers: { ...CLIENT, host: API_HOST, cookie: jar.header() } });
const member = () => signedInMember(a, { prefix: 'cache' });

describe('the session cache of several API instances', () => {
  it('answers a known session from memory until its time runs out', async () => {
    const m = await member();
    expect((await profile(b, m.jar)).statusCode).toBe(200);
    // revoked behind the API's back (no trigger, so no NOTIFY): the instance still knows the session
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table auth_sessions disable trigger user`);
      await tx.execute(sql`update auth_sessions set revoked_at = now() where member_id = (select id from members where login_id = ${m.loginId})`);
      await tx.execute(sql`alter table auth_sessions enable trigger user`);
    });
    expect((await profile(b, m.jar)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    expect((await profile(b, m.jar)).statusCode).toBe(401);
  });

  it('ends a signed-out session on both instances before the sign-out answers', async () => {
    for (let i = 0; i < 5; i++) {
      const m = await member();
      expect((await profile(a, m.jar)).statusCode).toBe(200);
      expect((await profile(b, m.jar)).statusCode).toBe(200);
      const out = await a.inject({ method: 'POST', url: '/api/auth/signout', headers: mutatingHeaders(m.jar) });
      expect(out.statusCode).toBeLessThan(300);
      // the sign-out waited for the other instance's ack of its barrier (change-feed.ts)
      expect((await profile(b, m.jar)).statusCode).toBe(401);
      expect((await profile(a, m.jar)).statusCode).toBe(401);
    }
  });

  it("ends a blocked member's sessions on every instance", async () => {
    const m = await member();
    const op = await signIn(a, { loginId: DEMO_ACCOUNTS.operator.loginId, password: DEMO_ACCOUNTS.operator.password });
    expect((await profile(b, m.jar)).statusCode).toBe(200);
    const blocked = await a.inject({ method: 'PUT', url: `/api/admin/members/${m.loginId}/status`, headers: mutatingHeaders(op.jar), payload: { status: 'blocked' } });
    expect(blocked.statusCode).toBe(200);
    expect((await profile(b, m.jar)).statusCode).toBe(401);
    expect((await profile(a, m.jar)).statusCode).toBe(401);
  });

  it('shows a change to the member made anywhere (here by plain SQL) on every instance', async () => {
    const m = await member();
    expect((await profile(b, m.jar)).json().profile).toMatchObject({ nickname: m.nickname });
    await t.database.db.execute(sql`update members set nickname = '바뀐이름' where login_id = ${m.loginId}`);
    const from = Date.now();
    while ((await profile(b, m.jar)).json().profile.nickname !== '바뀐이름') {
      if (Date.now() - from > 1_000) throw new Error('the new nickname did not arrive');
      await new Promise((r) => setTimeout(r, 10));
    }
  });

  it("has heard every change committed before once its barrier resolves (what a sign-out waits for)", async () => {
    for (let i = 0; i < 5; i++) {
      const m = await member();
      expect((await profile(a, m.jar)).json().profile).toMatchObject({ nickname: m.nickname });
      await t.database.db.execute(sql`update members set nickname = ${`새이름${i}`} where login_id = ${m.loginId}`);
      await a.sessionCache.settled();
      expect((await profile(a, m.jar)).json().profile).toMatchObject({ nickname: `새이름${i}` });
    }
  });
});
