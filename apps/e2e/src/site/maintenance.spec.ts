import { execFileSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, privatePort, repoRoot, signInDemo, startProcess, stopProcess, test, workerIndex } from '../support';

// Maintenance and emergency are operator switches in the site_flags table (`npm run site --
// maintenance on|off`). With PGlite only one process may open the database, so this spec runs
// its own API (its own PGlite folder) and web server (remotes from the main stack) on the
// worker's spare ports: the command switches a flag while that API is stopped, then the API
// starts again. Nothing of the shared stack changes, so it runs beside the other tests. The
// switches are site-wide: each test checks two brands within one switch (one restart).
const apiPort = privatePort(0);
const webPort = privatePort(1);
const pgliteDir = `tmp/e2e/site-access-${workerIndex}-pglite`;
const brands = ['luv', 'lex'] as const;
type Brand = (typeof brands)[number];
const siteOf = (brand: Brand) => `http://${brand}.localhost:${webPort}`;

let api: ChildProcess | undefined;
let web: ChildProcess | undefined;

function siteCommand(...args: string[]): void {
  execFileSync('npm', ['run', '--silent', 'site', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, PGLITE_DIR: pgliteDir, DATABASE_URL: '' },
    stdio: 'pipe',
    timeout: 60_000,
  });
}
/** The private API serves HTTP only: the shared stack's API already hosts the embedded chat on CHAT_PORT. */
async function startApi(): Promise<void> {
  api = await startProcess(['apps/api/src/main.ts'], { API_PORT: String(apiPort), PGLITE_DIR: pgliteDir, DATABASE_URL: '', CHAT_EMBEDDED: 'off', LOG_LEVEL: 'warn' }, `http://127.0.0.1:${apiPort}/health`);
}
/** Switches a flag the operator's way: stop the API, run the command, start the API. */
async function switchFlag(flag: 'maintenance' | 'emergency', value: 'on' | 'off'): Promise<void> {
  await stopProcess(api);
  api = undefined;
  siteCommand(flag, value);
  await startApi();
}
/** The web server's raw answer (Node cannot resolve *.localhost: the Host header names the brand). */
function rawGet(brand: Brand, pathname: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: webPort, path: pathname, headers: { host: `${brand}.localhost:${webPort}`, accept: 'text/html' } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on('error', reject);
  });
}

test.describe('site access switches', () => {
  // one API and web server for the file's tests, in order, in one worker
  test.describe.configure({ mode: 'default', timeout: 180_000 });

  test.beforeAll(async () => {
    rmSync(path.join(repoRoot, pgliteDir), { recursive: true, force: true });
    await startApi();
    web = await startProcess(
      ['apps/web-server/src/main.ts'],
      { WEB_PORT: String(webPort), SERVE_REMOTES: 'none', API_PUBLIC_PORT: String(apiPort), API_INTERNAL_URL: `http://127.0.0.1:${apiPort}` },
      `http://127.0.0.1:${webPort}/remotes.json`,
    );
  });
  test.afterAll(async () => {
    await stopProcess(web);
    await stopProcess(api);
    // restore: both switches off, then drop this spec's database
    try {
      siteCommand('maintenance', 'off');
      siteCommand('emergency', 'off');
    } finally {
      rmSync(path.join(repoRoot, pgliteDir), { recursive: true, force: true });
    }
  });

  test('maintenance sends every page to /notices/maintenance (302) except the exempt ones', async ({ page }) => {
    await switchFlag('maintenance', 'on');
    try {
      for (const brand of brands) {
        expect([brand, await rawGet(brand, '/luv/wallet')]).toEqual([brand, { status: 302, location: '/notices/maintenance' }]);
        expect([brand, (await rawGet(brand, '/signin')).status]).toEqual([brand, 200]);

        await page.goto(`${siteOf(brand)}/cs/notices`);
        await expect(page).toHaveURL(/\/notices\/maintenance$/);
        await expect(page.getByRole('heading', { level: 1, name: '서비스 점검 중입니다.' })).toBeVisible();
        // exempt paths are not redirected by the server (in the browser, the page's first API call
        // answers 503 and the api-client sends it to the maintenance page as well: spec §4)
        for (const exempt of ['/signup/foreigner', '/find', '/callback/kakao/authorize', '/guest/guest-auth?loginId=a', '/notices/maintenance']) {
          expect([brand, exempt, (await rawGet(brand, exempt)).status]).toEqual([brand, exempt, 200]);
        }
      }
    } finally {
      await switchFlag('maintenance', 'off');
    }
    for (const brand of brands) {
      await page.goto(`${siteOf(brand)}/cs/notices`);
      await expect(page).toHaveURL(/\/cs\/notices$/);
    }
  });

  test('emergency sends guests to /signin with the callbackURL; a member passes', async ({ page }) => {
    await switchFlag('emergency', 'on');
    try {
      for (const brand of brands) {
        const site = siteOf(brand);
        expect([brand, await rawGet(brand, '/luv/wallet?tab=1')]).toEqual([brand, { status: 302, location: `/signin?callbackURL=${encodeURIComponent('/luv/wallet?tab=1')}` }]);
        await page.goto(`${site}/luv/wallet`);
        await expect(page).toHaveURL(/\/signin\?callbackURL=%2Fluv%2Fwallet$/);
        await signInDemo(page, { origin: site });
        await page.goto(`${site}/luv/wallet`);
        await expect(page).toHaveURL(/\/luv\/wallet$/);
        await expect(page.getByRole('main')).toContainText('12,000');
      }
    } finally {
      await switchFlag('emergency', 'off');
    }
  });
});
