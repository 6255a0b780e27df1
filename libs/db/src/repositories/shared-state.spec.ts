import { createTestDatabase } from '../testing';
import { createRepositories, type Repositories } from './index';

let repos: Repositories;
let close: () => Promise<void>;
beforeAll(async () => {
  const t = await createTestDatabase();
  repos = createRepositories(t.db);
  close = t.close;
});
afterAll(() => close());

it('counts hits per key and window', async () => {
  expect(await repos.rateLimits.hit('test:a', 60)).toBe(1);
  expect(await repos.rateLimits.hit('test:a', 60)).toBe(2);
  expect(await repos.rateLimits.hit('test:b', 60)).toBe(1);
  expect(await repos.rateLimits.peek('test:a', 60)).toBe(2);
});

it('throttles: the free events pass, then one per growing interval, and parallel callers get no more', async () => {
  const t = { free: 3, stepMs: 60_000, maxMs: 120_000 };
  const first = await Promise.all(Array.from({ length: 20 }, () => repos.rateLimits.throttle('test:t', 3600, t)));
  expect(first.filter((r) => r.allowed)).toHaveLength(3);
  const refused = first.find((r) => !r.allowed);
  // the third event scheduled the next one step x 1 later
  expect(refused).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
  expect((refused as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(55_000);
  expect((refused as { retryAfterMs: number }).retryAfterMs).toBeLessThanOrEqual(60_000);
  // a refused event changes nothing
  expect(await repos.rateLimits.peek('test:t', 3600)).toBe(3);
});

it('accepts a nonce once', async () => {
  expect(await repos.nonces.use('captcha:x', 300)).toBe(true);
  expect(await repos.nonces.use('captcha:x', 300)).toBe(false);
});

it('stores operator flags', async () => {
  expect(await repos.siteFlags.isOn('maintenance')).toBe(false);
  await repos.siteFlags.set('maintenance', 'on');
  expect(await repos.siteFlags.isOn('maintenance')).toBe(true);
  await repos.siteFlags.set('maintenance', 'off');
  expect(await repos.siteFlags.getMany(['maintenance', 'emergency'])).toEqual({ maintenance: 'off' });
});
