import { DEMO_ACCOUNTS } from '@luvcast/db';
import { loadConfig, type Config } from '../../../config';
import { awayFromWindowEnd, createTestApp, xsrfJar, mutatingHeaders, type TestApp } from '../../../testing/test-app';

type Limits = Config['signIn'];
// each test builds its own app (fresh counters): on a loaded 2-core machine that alone took a minute
jest.setTimeout(180_000);
const TOO_MANY = { msg: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' };
const member = { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password };
const broadcaster = { loginId: DEMO_ACCOUNTS.broadcaster.loginId, password: DEMO_ACCOUNTS.broadcaster.password };
const wrong = (loginId: string) => ({ loginId, password: 'Wrong!2345' });

async function attempt(app: TestApp['app'], body: Record<string, unknown>, ip: string) {
  const jar = await xsrfJar(app);
  return app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: mutatingHeaders(jar), payload: body, remoteAddress: ip });
}

/** Status codes of the answers, counted: a 401 means the password was checked against the hash. */
function tally(statuses: number[]) {
  const t: Record<number, number> = {};
  for (const s of statuses) t[s] = (t[s] ?? 0) + 1;
  return t;
}

async function withApp(signIn: Partial<Limits>, run: (app: TestApp['app']) => Promise<void>, extra: Partial<Config> = {}) {
  const limits = { ...loadConfig({}).signIn, ...signIn };
  const t = await createTestApp({ config: { signIn: limits, ...extra } });
  try {
    // a test's attempts share one counting window (a test of a short window aligns itself)
    if (limits.windowS >= 60) await awayFromWindowEnd(limits.windowS, 30);
    await run(t.app);
  } finally {
    await t.close();
  }
}

describe('sign-in limits under concurrency', () => {
  it('defaults to a 10-failure pair lock, 5 free attempts per ID then spacing, and 100 failures per address in 15 minutes', () => {
    expect(loadConfig({}).signIn).toEqual({
      limits: true,
      windowS: 900,
      failsBeforeDelay: 5,
      delayStepMs: 1000,
      maxDelayMs: 10_000,
      pairMaxFails: 10,
      ipMaxFails: 100,
    });
    expect(loadConfig({ SIGNIN_PAIR_MAX_FAILS: '3', SIGNIN_LIMITS: 'off' }).signIn).toMatchObject({ pairMaxFails: 3, limits: false });
  });

  it('checks at most 10 passwords for 300 parallel wrong sign-ins on one ID from one address; another member there still signs in', async () => {
    await withApp({ failsBeforeDelay: 1000 }, async (app) => {
      const answers = await Promise.all(Array.from({ length: 300 }, () => attempt(app, wrong(member.loginId), '10.1.0.1')));
      expect(tally(answers.map((r) => r.statusCode))).toEqual({ 401: 10, 429: 290 });
      const refused = answers.find((r) => r.statusCode === 429)!;
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);

      // the same address, another account: the address is not locked
      expect((await attempt(app, broadcaster, '10.1.0.1')).statusCode).toBe(200);
      // the locked pair refuses even the right password; the owner elsewhere is not locked out
      expect((await attempt(app, member, '10.1.0.1')).statusCode).toBe(429);
      expect((await attempt(app, member, '10.1.0.2')).statusCode).toBe(200);
    });
  });

  // a long step, so that no further slot opens while a loaded machine is still answering the burst
  const slowSchedule = { delayStepMs: 60_000, maxDelayMs: 60_000 };

  it('checks 5 passwords for 50 parallel guesses on one ID from 50 addresses and tells the rest when to retry', async () => {
    await withApp(slowSchedule, async (app) => {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(app, wrong(member.loginId), `10.2.0.${i + 1}`)));
      expect(tally(answers.map((r) => r.statusCode))).toEqual({ 401: 5, 429: 45 });
      for (const r of answers.filter((a) => a.statusCode === 429)) {
        expect(r.json()).toEqual(TOO_MANY);
        expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    });
  });

  it('counts unknown IDs like known ones', async () => {
    await withApp(slowSchedule, async (app) => {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(app, wrong('ghost0001'), `10.3.0.${i + 1}`)));
      expect(tally(answers.map((r) => r.statusCode))).toEqual({ 401: 5, 429: 25 });
      expect(answers.find((r) => r.statusCode === 401)!.json()).toEqual({ msg: '' });
    });
  });

  it('spaces attempts on an ID out after the free ones, lets the right password in when its turn comes, and a success clears the ID', async () => {
    // a 3-second step: a loaded CI machine took over 300 ms between two attempts, which let the early one in
    await withApp({ failsBeforeDelay: 2, delayStepMs: 3000, maxDelayMs: 3000 }, async (app) => {
      expect((await attempt(app, wrong(member.loginId), '10.4.0.1')).statusCode).toBe(401);
      expect((await attempt(app, wrong(member.loginId), '10.4.0.2')).statusCode).toBe(401);
      const early = await attempt(app, member, '10.4.0.3');
      expect(early.statusCode).toBe(429);
      const retryAfterS = Number(early.headers['retry-after']);
      expect(retryAfterS).toBeGreaterThanOrEqual(1);
      expect(retryAfterS).toBeLessThanOrEqual(3);
      await new Promise((r) => setTimeout(r, retryAfterS * 1000 + 50));
      expect((await attempt(app, member, '10.4.0.3')).statusCode).toBe(200);
      // cleared: two more attempts pass at once
      expect((await attempt(app, wrong(member.loginId), '10.4.0.4')).statusCode).toBe(401);
      expect((await attempt(app, member, '10.4.0.4')).statusCode).toBe(200);
    });
  });

  it('answers parallel right and wrong sign-ins on one ID from one address each as its password says', async () => {
    await withApp({ failsBeforeDelay: 1000, pairMaxFails: 1000, ipMaxFails: 1000 }, async (app) => {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(app, i % 2 ? member : wrong(member.loginId), '10.7.0.1')));
      expect(tally(answers.map((r) => r.statusCode))).toEqual({ 200: 20, 401: 20 });
    });
  });

  it('refuses an address after its failure cap, other addresses unaffected, and successful sign-ins never use it up', async () => {
    await withApp({ ipMaxFails: 6 }, async (app) => {
      // a carrier NAT: many members sign in from one address
      for (let i = 0; i < 8; i++) expect((await attempt(app, i % 2 ? member : broadcaster, '10.5.0.1')).statusCode).toBe(200);
      const spray = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(app, wrong(`spray${i}abc`), '10.5.0.1')));
      expect(tally(spray.map((r) => r.statusCode))).toEqual({ 401: 6, 429: 14 });
      const blocked = await attempt(app, member, '10.5.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      expect((await attempt(app, member, '10.5.0.2')).statusCode).toBe(200);
    });
  });
});

describe('sign-in limits are never permanent', () => {
  it('lets a locked pair in again when the window has passed', async () => {
    await withApp({ windowS: 2, pairMaxFails: 1 }, async (app) => {
      // align to the start of a two-second window so the failure and the check share it
      await new Promise((r) => setTimeout(r, 2000 - (Date.now() % 2000) + 20));
      expect((await attempt(app, wrong(member.loginId), '10.6.0.1')).statusCode).toBe(401);
      const locked = await attempt(app, member, '10.6.0.1');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(2);
      await new Promise((r) => setTimeout(r, 2000 - (Date.now() % 2000) + 50));
      expect((await attempt(app, member, '10.6.0.1')).statusCode).toBe(200);
    });
  }, 20_000);
});

describe('sign-in limits behind a reverse proxy (TRUST_PROXY)', () => {
  const ipOnly = { failsBeforeDelay: 100, pairMaxFails: 100, ipMaxFails: 2 };
  const tryFrom = async (app: TestApp['app'], forwardedFor: string) => {
    const jar = await xsrfJar(app);
    const headers = { ...mutatingHeaders(jar), 'x-forwarded-for': forwardedFor };
    return (await app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers, payload: wrong('nobody0001'), remoteAddress: '127.0.0.1' })).statusCode;
  };

  it('counts each visitor behind a trusted proxy on their own address', async () => {
    await withApp(
      ipOnly,
      async (app) => {
        expect([await tryFrom(app, '203.0.113.1'), await tryFrom(app, '203.0.113.1'), await tryFrom(app, '203.0.113.1')]).toEqual([401, 401, 429]);
        expect(await tryFrom(app, '203.0.113.2')).toBe(401);
      },
      { trustProxy: ['loopback'] },
    );
  });

  it('ignores X-Forwarded-For when no proxy is trusted (a visitor cannot pick their own address)', async () => {
    await withApp(ipOnly, async (app) => {
      expect([await tryFrom(app, '203.0.113.1'), await tryFrom(app, '203.0.113.2'), await tryFrom(app, '203.0.113.3')]).toEqual([401, 401, 429]);
    });
  });

  it('reads TRUST_PROXY as a list of addresses, and names a bad value', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY must be a comma-separated list/);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be a comma-separated list/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
