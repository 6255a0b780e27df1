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

// Each app has its own catalog (docs/adr/0024-a-catalog-per-remote.md): the page loads the shell's
// and its remote's in the visitor's locale before the remote renders.
for (const [locale, text] of [
  ['ko', { home: '홈', signIn: '로그인', followers: '팔로워', fanBoard: '팬 게시판', pastBroadcasts: '지난 방송' }],
  ['en', { home: 'Home', signIn: 'Sign in', followers: 'Followers', fanBoard: 'Fan board', pastBroadcasts: 'Past broadcasts' }],
] as const) {
  test(`the sign-in and channel pages open in ${locale} with the strings of the shell and of their remote`, async ({ page, context }) => {
    await context.addCookies([{ name: 'luvcast_locale', value: locale, url: brandUrl('luv', '/') }]);
    await page.goto(brandUrl('luv', '/signin'));
    await expect(page.getByRole('heading', { level: 1, name: text.signIn })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: text.home, exact: true })).toBeVisible();
    // a public channel of the demo data (the sitemap lists them)
    const sitemap = await page.evaluate(() => fetch('/sitemap.xml').then((r) => r.text()));
    const channel = /\/channels\/\d+(?=<)/.exec(sitemap)?.[0];
    expect(channel).toBeTruthy();
    await page.goto(brandUrl('luv', String(channel)));
    await expect(page.getByText(text.followers, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: text.fanBoard })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.pastBroadcasts })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: text.home, exact: true })).toBeVisible();
  });
}
