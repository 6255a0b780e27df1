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

it('counts hits per key and window, and forgets a key on reset', async () => {
  expect(await repos.rateLimits.hit('test:a', 60)).toBe(1);
  expect(await repos.rateLimits.hit('test:a', 60)).toBe(2);
  expect(await repos.rateLimits.hit('test:b', 60)).toBe(1);
  expect(await repos.rateLimits.peek('test:a', 60)).toBe(2);
  await repos.rateLimits.reset('test:a');
  expect(await repos.rateLimits.peek('test:a', 60)).toBe(0);
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
