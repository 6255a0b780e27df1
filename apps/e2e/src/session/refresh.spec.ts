import { brandUrl, expect, openSignedIn, openWalletFromMenu, test } from '../support';

test.describe('session refresh', () => {
  test('an access token that expires mid-session is refreshed invisibly and the call retried', async ({ page, context }) => {
    await openSignedIn(page, 'luv', '/cs/notices');
    // the access token is gone (what expiry does to the cookie); the refresh cookie is still there
    await context.clearCookies({ name: 'flx_oauth_access' });

    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/oauth/refresh') refreshes.push(response.status());
    });
    await openWalletFromMenu(page);

    await expect(page.getByRole('main')).toContainText('12,000');
    expect(refreshes).toEqual([200]);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // rotated cookies are back
    const names = (await context.cookies(brandUrl('luv', '/'))).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['flx_oauth_access', 'flx_oauth_refresh']));
  });

  test('a session revoked from another browser ends with the session-expired dialog; 확인 opens the login modal', async ({ page, context, browser }) => {
    await openSignedIn(page, 'lex', '/cs/notices');

    // the same session in another browser context signs out: the API revokes the whole family
    const other = await browser.newContext();
    await other.addCookies(await context.cookies());
    const otherPage = await other.newPage();
    await otherPage.goto(brandUrl('lex', '/cs/notices'));
    await otherPage.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await expect(otherPage.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await other.close();

    // the first browser still shows the member; its next login-only call fails, the refresh fails
    await openWalletFromMenu(page);
    const dialog = page.getByRole('alertdialog', { name: '안내' });
    await expect(dialog).toContainText('세션이 만료되었습니다. 다시 로그인해주세요.');
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toBeHidden();
    // the login modal (auth_mfe's login dialog, or the remote's error inside the modal while it is missing)
    await expect(page.getByRole('dialog').first()).toBeVisible();
  });
});
