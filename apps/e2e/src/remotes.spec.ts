import { expect, test } from '@playwright/test';
import { brandUrl } from './support';

// One real screen per remote, each loaded at run time from the web server's manifest.
const screens = [
  { remote: 'auth_mfe', path: '/signin', heading: '로그인' },
  { remote: 'cs_mfe', path: '/cs/notices', heading: '공지사항' },
  { remote: 'member_mfe', path: '/my/profile', heading: '내 정보' },
  { remote: 'luv_mfe', path: '/luv/wallet', heading: '내 지갑' },
  { remote: 'live_mfe', path: '/', heading: '지금 뜨는 방송' },
];

test.describe('remotes load at run time', () => {
  for (const s of screens) {
    test(`${s.path} renders the ${s.remote} screen`, async ({ page }) => {
      await page.goto(brandUrl('luv', s.path));
      await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible();
    });
  }

  test('the shell and every remote share one session store instance', async ({ page }) => {
    const ids = new Set<string>();
    for (const s of screens) {
      await page.goto(brandUrl('luv', s.path));
      await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible();
      const attrs = await page.locator('[data-session-store]').evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('data-remote') ?? 'shell'}=${e.getAttribute('data-session-store')}`),
      );
      // the shell's root and the remote's root both carry the attribute
      expect(attrs.length).toBeGreaterThanOrEqual(2);
      for (const a of attrs) ids.add(a.split('=')[1]);
    }
    expect(ids.size).toBe(1);
  });

  test('the home page lists seeded channels and banners from the API', async ({ page }) => {
    await page.goto(brandUrl('lex', '/'));
    await expect(page.getByRole('list', { name: '배너' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('list', { name: '채널' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByText('LIVE').first()).toBeVisible();
  });

  test('the notice list opens a notice', async ({ page }) => {
    await page.goto(brandUrl('bell', '/cs/notices'));
    const first = page.getByRole('list', { name: '공지사항 목록' }).getByRole('link').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/cs\/notices\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.replace(/^\[.*?\]\s*/, '').slice(0, 10));
  });
});
