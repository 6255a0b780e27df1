import { brandUrl, expect, REMOTE_SCREENS, test } from '../support';

// One real screen per remote, each loaded at run time from the web server's manifest.
test.describe('remotes load at run time', () => {
  for (const s of REMOTE_SCREENS) {
    test(`${s.path} renders the ${s.remote} screen`, async ({ page }) => {
      await page.goto(brandUrl('luv', s.path));
      await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible();
    });
  }

  test('the shell and every remote share one session store instance', async ({ page }) => {
    // one page load, client-side navigation through every remote: one store id everywhere
    const seen = new Map<string, string>();
    const collect = async () => {
      for (const [who, id] of await page.locator('[data-session-store]').evaluateAll((els) =>
        els.map((e) => [e.getAttribute('data-remote') ?? 'shell', e.getAttribute('data-session-store') ?? ''] as const),
      )) seen.set(who, id);
    };
    await page.goto(brandUrl('luv', '/'));
    await expect(page.getByRole('heading', { level: 1, name: '지금 방송 중' })).toBeVisible();
    // the page arrives server-rendered: its ids are set once the shell and the remote are hydrated
    // (before that a click on a link would load a new page, with new module instances)
    await expect(page.locator('[data-shell][data-session-store], [data-remote="live_mfe"][data-session-store]')).toHaveCount(2);
    await collect();
    const nav = page.getByRole('navigation', { name: 'main' });
    // 내 정보 and 지갑 are members-only: a guest's click opens 회원 전용 and stays, so the test reaches
    // those remotes by a client-side navigation (history + popstate) in the same page load
    const goClientSide = (path: string) =>
      page.evaluate((p) => {
        history.pushState(null, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    for (const [link, heading, path] of [['공지사항', '공지사항', ''], ['내 정보', '내 정보', '/my/profile'], ['지갑', '러브 지갑', '/luv/wallet']]) {
      if (path) await goClientSide(path);
      else await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await collect();
    }
    await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await collect();
    expect([...seen.keys()].sort()).toEqual(['auth_mfe', 'cs_mfe', 'live_mfe', 'luv_mfe', 'member_mfe', 'shell']);
    expect(new Set(seen.values()).size).toBe(1);
    // every remote loaded from its remoteEntry.js URL: the federation runtime holds no snapshot
    // (the shell's build leaves snapshot handling out: tools/federation/runtime-core-without-snapshots.mjs)
    expect(await page.evaluate(() => Object.keys((globalThis as { __FEDERATION__?: { moduleInfo?: object } }).__FEDERATION__?.moduleInfo ?? { missing: 1 }))).toEqual([]);
  });

  test('the home page lists banners, the live now section and suggested channels from the API', async ({ page }) => {
    await page.goto(brandUrl('lex', '/'));
    await expect(page.getByRole('region', { name: '배너' }).getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('region', { name: '지금 방송 중' })).toBeVisible();
    await expect(page.getByRole('region', { name: '추천 채널' }).getByRole('listitem').first()).toBeVisible();
  });

  test('the notice list opens a notice', async ({ page }) => {
    await page.goto(brandUrl('bell', '/cs/notices'));
    const first = page.locator('[data-notice-list]').getByRole('link').first();
    const linkText = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/cs\/notices\/\d+$/);
    // The list's own heading stays on screen until the notice has loaded: read the article's.
    const title = page.getByRole('article').getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const heading = (await title.textContent())!.trim();
    expect(heading.length).toBeGreaterThan(0);
    expect(linkText).toContain(heading);
  });
});
