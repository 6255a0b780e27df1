import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support';
import { signInDemo } from './support';

// Maintenance and emergency are operator switches (`npm run site -- maintenance on|off`, same for
// emergency), read by the web server's first render through GET /api/guest/status.
const repoRoot = path.resolve(__dirname, '../../../..');
const hasSiteCommand = Boolean(JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts?.site);

function site(flag: 'maintenance' | 'emergency', value: 'on' | 'off'): void {
  execFileSync('npm', ['run', '--silent', 'site', '--', flag, value], {
    cwd: repoRoot,
    env: { ...process.env, PGLITE_DIR: 'tmp/e2e/pglite' },
    stdio: 'pipe',
    timeout: 60_000,
  });
}

test.describe('site access switches', () => {
  test.skip(!hasSiteCommand, 'the operator command `npm run site` is not in package.json yet');

  test('maintenance sends every page to /notices/maintenance except the exempt ones', async ({ page, request }) => {
    site('maintenance', 'on');
    try {
      const res = await request.get(brandUrl('luv', '/luv/wallet'), { maxRedirects: 0, headers: { accept: 'text/html' } });
      expect(res.status()).toBe(302);
      expect(res.headers().location).toBe('/notices/maintenance');

      await page.goto(brandUrl('luv', '/cs/notices'));
      await expect(page).toHaveURL(/\/notices\/maintenance$/);
      // exempt: the sign-in page stays
      await page.goto(brandUrl('luv', '/signin'));
      await expect(page).toHaveURL(/\/signin$/);
    } finally {
      site('maintenance', 'off');
    }
    await page.goto(brandUrl('luv', '/cs/notices'));
    await expect(page).toHaveURL(/\/cs\/notices$/);
  });

  test('emergency sends guests to /signin with the callbackURL; members pass', async ({ page }) => {
    site('emergency', 'on');
    try {
      await page.goto(brandUrl('luv', '/luv/wallet'));
      await expect(page).toHaveURL(/\/signin\?callbackURL=%2Fluv%2Fwallet$/);
      await signInDemo(page, 'luv');
      await page.goto(brandUrl('luv', '/luv/wallet'));
      await expect(page).toHaveURL(/\/luv\/wallet$/);
    } finally {
      site('emergency', 'off');
    }
  });
});
