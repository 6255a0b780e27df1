import { DEMO_ACCOUNTS } from '@luvcast/db';
import { loadConfig } from '../../../../config';
import { API_HOST, CLIENT, createTestApp, xsrfJar, mutatingHeaders, type TestApp } from '../../../../testing/test-app';
import { signInDelayMs } from './signin';

const limits = { limits: true, windowS: 900, failsBeforeDelay: 2, delayStepMs: 150, maxDelayMs: 300, ipMaxFails: 6 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { signIn: limits } });
});
afterAll(() => t.close());

const demo = { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password };

async function attempt(body: Record<string, unknown>, ip = '10.0.0.1') {
  const jar = await xsrfJar(t.app);
  const started = performance.now();
  const res = await t.app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: mutatingHeaders(jar), payload: body, remoteAddress: ip });
  return { res, ms: performance.now() - started };
}

describe('sign-in abuse limits', () => {
  it('grows the delay with the failures, capped', () => {
    const c = { failsBeforeDelay: 5, delayStepMs: 1000, maxDelayMs: 10_000 };
    expect([0, 4, 5, 6, 9, 30].map((n) => signInDelayMs(n, c))).toEqual([0, 0, 1000, 2000, 5000, 10_000]);
  });

  it('defaults to 5 failures before a delay and 20 per IP in 15 minutes, configurable by environment', () => {
    expect(loadConfig({}).signIn).toEqual({ limits: true, windowS: 900, failsBeforeDelay: 5, delayStepMs: 1000, maxDelayMs: 10_000, ipMaxFails: 20 });
    expect(loadConfig({ SIGNIN_FAILS_BEFORE_DELAY: '3', SIGNIN_LIMITS: 'off' }).signIn).toMatchObject({ failsBeforeDelay: 3, limits: false });
  });

  it('delays answers on an account after repeated failures, also for the right password, and a success resets it', async () => {
    await attempt({ ...demo, password: 'Wrong!2345' }, '10.0.0.2');
    await attempt({ ...demo, password: 'Wrong!2345' }, '10.0.0.3');
    const slowed = await attempt({ ...demo, password: 'Wrong!2345' }, '10.0.0.4');
    expect(slowed.res.statusCode).toBe(401);
    expect(slowed.ms).toBeGreaterThanOrEqual(150);
    const ok = await attempt(demo, '10.0.0.5');
    expect(ok.res.statusCode).toBe(200);
    expect(ok.ms).toBeGreaterThanOrEqual(290); // 3 failures: 2 steps, the cap
    // the success reset the login ID's counter
    expect(await t.app.rateLimits.peek('signin-fail:id:demo1234', 900)).toBe(0);
    expect((await attempt(demo, '10.0.0.6')).res.statusCode).toBe(200);
  });

  it('treats unknown IDs like known ones (delayed after the same number of failures)', async () => {
    await attempt({ loginId: 'ghost0001', password: 'Wrong!2345' }, '10.0.1.1');
    await attempt({ loginId: 'ghost0001', password: 'Wrong!2345' }, '10.0.1.2');
    const slowed = await attempt({ loginId: 'ghost0001', password: 'Wrong!2345' }, '10.0.1.3');
    expect(slowed.res.json()).toEqual({ msg: '' });
    expect(slowed.ms).toBeGreaterThanOrEqual(150);
  });

  it('answers 429 with the too-many text once an IP reaches its failure limit, other IPs unaffected', async () => {
    for (let i = 0; i < 6; i++) {
      const { res } = await attempt({ loginId: `spray${i}abc`, password: 'Wrong!2345' }, '10.0.2.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt(demo, '10.0.2.1');
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.res.json()).toEqual({ msg: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' });
    expect((await attempt(demo, '10.0.2.2')).res.statusCode).toBe(200);
  });
});

describe('sign-in limits are never permanent', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ config: { signIn: { ...limits, windowS: 2, ipMaxFails: 1 } } });
  });
  afterAll(() => short.close());

  it('lets the IP in again when the window has passed', async () => {
    const post = async () => {
      const jar = await xsrfJar(short.app);
      return short.app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: { ...mutatingHeaders(jar), ...CLIENT, host: API_HOST }, payload: demo, remoteAddress: '10.0.3.1' });
    };
    const jar = await xsrfJar(short.app);
    // align to the start of a two-second window so the failure and the check share it
    await new Promise((r) => setTimeout(r, 2000 - (Date.now() % 2000) + 20));
    await short.app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: mutatingHeaders(jar), payload: { ...demo, password: 'Wrong!2345' }, remoteAddress: '10.0.3.1' });
    expect((await post()).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 2000 - (Date.now() % 2000) + 50));
    expect((await post()).statusCode).toBe(200);
  }, 20_000);
});

describe('sign-in limits behind a reverse proxy (TRUST_PROXY)', () => {
  const ipLimits = { ...limits, failsBeforeDelay: 100, ipMaxFails: 2 };
  const tryFrom = async (app: TestApp['app'], forwardedFor: string) => {
    const jar = await xsrfJar(app);
    const headers = { ...mutatingHeaders(jar), 'x-forwarded-for': forwardedFor };
    return (await app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers, payload: { loginId: 'nobody0001', password: 'Wrong!2345' }, remoteAddress: '127.0.0.1' })).statusCode;
  };

  it('counts each visitor behind a trusted proxy on their own address', async () => {
    const p = await createTestApp({ config: { signIn: ipLimits, trustProxy: ['loopback'] } });
    try {
      expect([await tryFrom(p.app, '203.0.113.1'), await tryFrom(p.app, '203.0.113.1'), await tryFrom(p.app, '203.0.113.1')]).toEqual([401, 401, 429]);
      expect(await tryFrom(p.app, '203.0.113.2')).toBe(401);
    } finally {
      await p.close();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted (a visitor cannot pick their own address)', async () => {
    const p = await createTestApp({ config: { signIn: ipLimits } });
    try {
      expect([await tryFrom(p.app, '203.0.113.1'), await tryFrom(p.app, '203.0.113.2'), await tryFrom(p.app, '203.0.113.3')]).toEqual([401, 401, 429]);
    } finally {
      await p.close();
    }
  });

  it('reads TRUST_PROXY as a list of addresses, and names a bad value', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY must be a comma-separated list/);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be a comma-separated list/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
