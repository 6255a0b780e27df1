import { brandUrl, demoMember, expect, openSignedIn, test } from '../support';

test.describe('first render with an expired access token', () => {
  test('the web server refreshes with the refresh cookie: the first page load shows the member signed in', async ({ page, context }) => {
    await openSignedIn(page, 'luv', '/cs/notices');
    const oldRefresh = (await context.cookies(brandUrl('luv', '/'))).find((c) => c.name === 'flx_oauth_refresh')?.value;
    // leave the signed-in page first: a header read it starts late (unread messages) would go out
    // without the access cookie, get its 401 and refresh from the browser, not from this test's page
    await page.goto('about:blank');
    // the access token is gone (what expiry does to the cookie); the refresh cookie is still there
    await context.clearCookies({ name: 'flx_oauth_access' });

    const browserRefreshes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/oauth/refresh') browserRefreshes.push(request.url());
    });
    const response = await page.goto(brandUrl('luv', '/cs/notices'));

    // the page props of the HTML already carry the member (server-side refresh, not the browser's)
    const html = (await response?.text()) ?? '';
    const props = JSON.parse(/window\.__LUVCAST_PROPS__=(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    expect(props?.me?.loginId).toBe(demoMember.loginId);
    await expect(page.getByRole('banner')).toContainText(demoMember.nickname);
    expect(browserRefreshes).toEqual([]);

    // the rotated pair came with the page, on the site-wide cookie domain
    const cookies = await context.cookies(brandUrl('luv', '/'));
    const access = cookies.find((c) => c.name === 'flx_oauth_access');
    const refresh = cookies.find((c) => c.name === 'flx_oauth_refresh');
    expect(access?.httpOnly).toBe(true);
    expect(access?.domain).toMatch(/^\.?luv\.localhost$/);
    expect(refresh?.value).toBeTruthy();
    expect(refresh?.value).not.toBe(oldRefresh);
  });
});
