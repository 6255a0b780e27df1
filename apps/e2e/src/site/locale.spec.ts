import { brandUrl, expect, test } from '../support';

test('switching to English translates the page and survives a reload', async ({ page, context }) => {
  await page.goto(brandUrl('luv', '/signin'));
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await page.getByLabel('언어').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const cookie = (await context.cookies(brandUrl('luv', '/'))).find((c) => c.name === 'luvcast_locale');
  expect(cookie?.value).toBe('en');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Language').selectOption('ko');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
});
