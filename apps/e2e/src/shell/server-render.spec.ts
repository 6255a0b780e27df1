// The first screen rendered on the server and hydrated in the browser (docs/adr/0025): the web
// server's HTML already holds the page, rendered by the remote its path belongs to; the browser
// hydrates it without a React hydration error (a recoverable one is a failure too) and it works.
import http from 'node:http';
import type { ConsoleMessage, Page } from '@playwright/test';
import { brandUrl, createMember, expect, memberApi, openChannel, ports, REMOTE_SCREENS, stack, test } from '../support';

/** The web server's HTML of a luv page (Node cannot resolve *.localhost: the Host header names the brand). */
function html(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: stack.web, path: pathname, headers: { host: `luv.localhost:${stack.web}`, accept: 'text/html' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** The markup of #root in a page's HTML (the body may end with a channel page's data script). */
function rootOf(page: string): string {
  const open = '<div id="root">';
  const start = page.indexOf(open);
  const end = page.lastIndexOf('</div>', page.indexOf('</body>'));
  return start < 0 || end < start ? '' : page.slice(start + open.length, end);
}

/** What a hydration that did not match leaves in the console (React's messages and the shell's). */
const HYDRATION_TROUBLE = /hydrat|did not match|server rendered HTML|Minified React error #(418|419|421|422|423|425)/i;

/** Opens `path` and waits until it is hydrated: the shell's and the remote's roots are live. */
async function openHydrated(page: Page, path: string): Promise<string[]> {
  const trouble: string[] = [];
  const keep = (text: string) => HYDRATION_TROUBLE.test(text) && trouble.push(text);
  page.on('console', (m: ConsoleMessage) => (m.type() === 'error' || m.type() === 'warning') && keep(m.text()));
  page.on('pageerror', (e) => trouble.push(`pageerror: ${e.message}`));
  await page.goto(brandUrl('luv', path));
  // data-session-store is set by a ref once an element is live (never in the server's markup)
  await expect(page.locator('[data-shell][data-session-store]')).toHaveCount(1);
  await expect(page.locator('[data-remote][data-session-store]')).toHaveCount(1);
  return trouble;
}

test.describe('the first screen comes rendered from the server', () => {
  // one screen per remote, and auth_mfe's page under member_mfe's /my: the HTML holds that remote's
  // markup, and only that remote's
  const screens = [...REMOTE_SCREENS, { remote: 'auth_mfe', path: '/my/personal-auth', heading: null }];
  for (const s of screens) {
    test(`${s.path} arrives rendered by ${s.remote}`, async () => {
      const res = await html(s.path);
      expect(res.status).toBe(200);
      const root = rootOf(res.body);
      expect([...root.matchAll(/data-remote="(\w+)"/g)].map((m) => m[1])).toEqual([s.remote]);
      expect(root).toContain('data-shell');
      if (s.heading) expect(root).toMatch(new RegExp(`<h1[^>]*>${s.heading}</h1>`));
    });
  }

  test('the home page hydrates without a hydration error and its search works', async ({ page }) => {
    const trouble = await openHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: '지금 방송 중' })).toBeVisible();
    await page.getByRole('searchbox', { name: '검색어' }).fill('별빛');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/search\?/);
    expect(trouble).toEqual([]);
  });

  test('the sign-in page hydrates without a hydration error and signs in', async ({ page }) => {
    const trouble = await openHydrated(page, '/signin');
    await page.getByLabel('아이디').fill('demo1234');
    await page.getByLabel('비밀번호').fill('Demo!2345');
    await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.locator('[data-member-nickname]')).toHaveText('데모회원');
    expect(trouble).toEqual([]);
  });

  test("a channel page hydrates without a hydration error, its owner's markup stays text", async ({ page }) => {
    const bj = await createMember({ prefix: 'ssr' });
    const channelId = await openChannel(bj);
    const api = await memberApi(bj);
    const title = '<script>window.__owned=1</script><b>굵게</b> & "따옴표"';
    try {
      const posted = await api.request.post('/api/my/channel/channel-notice', { headers: api.headers, data: { title, content: '<img src=x onerror="window.__owned=2">' } });
      expect(posted.status(), await posted.text()).toBe(200);
    } finally {
      await api.dispose();
    }
    // the server's HTML: the channel's first screen with the notice as escaped text
    const root = rootOf((await html(`/channels/${channelId}`)).body);
    expect(root).toContain(bj.nickname);
    expect(root).toContain('&lt;script&gt;window.__owned=1&lt;/script&gt;&lt;b&gt;굵게&lt;/b&gt; &amp; &quot;따옴표&quot;');
    expect(root).not.toContain('<script>window.__owned');
    expect(root).not.toContain('<img src=x');

    const trouble = await openHydrated(page, `/channels/${channelId}`);
    await expect(page.getByRole('heading', { level: 3, name: /굵게/ })).toContainText(title);
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    // it works: a guest's follow asks to sign in
    await page.getByRole('button', { name: /팔로우/ }).first().click();
    await expect(page.locator('[data-members-only]')).toBeVisible();
    expect(trouble).toEqual([]);
  });

  // hydration adopts the server's elements: the page the visitor already sees is not thrown away
  // and drawn again (a flash of the remote's spinner, a late largest paint)
  for (const path of ['/', '/signin', '/cs/notices']) {
    test(`${path} keeps the server's elements of its first screen through hydration`, async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __serverHeading?: Element | null }).__serverHeading = document.querySelector('main h1');
        });
      });
      const trouble = await openHydrated(page, path);
      // settled: the remote's first-screen reads and catalog have arrived
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const server = (window as unknown as { __serverHeading?: Element | null }).__serverHeading;
        return { had: Boolean(server), connected: server?.isConnected ?? false, same: server === document.querySelector('main h1') };
      });
      expect(kept).toEqual({ had: true, connected: true, same: true });
      expect(trouble).toEqual([]);
    });
  }

  test("a remote's stylesheets come with it on a client-side navigation", async ({ page }) => {
    await openHydrated(page, '/');
    // cs_mfe's files (the remotes' builds are served on the port table's ports)
    const csSheets = () => page.locator(`link[rel="stylesheet"][href*=":${ports.remotes.cs_mfe.port}/"]`).count();
    expect(await csSheets()).toBe(0);
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: '공지사항' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    expect(await csSheets()).toBeGreaterThan(0);
  });
});
