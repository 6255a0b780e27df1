import { brandUrl, expect, test } from '../support';

test.describe('members-only dialog', () => {
  for (const brand of ['bell', 'luv'] as const) {
    test(`on ${brand}: a guest asking for a members-only action sees 회원 전용 with 로그인 and 회원가입`, async ({ page }) => {
      await page.goto(brandUrl(brand, '/luv/wallet'));
      await page.getByRole('main').getByRole('link', { name: '로그인하기' }).click();

      const dialog = page.getByRole('alertdialog', { name: '회원 전용' });
      await expect(dialog).toContainText('로그인 후 이용가능합니다.');
      await expect(dialog.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/luv\/wallet$/);

      await dialog.getByRole('button', { name: '회원가입' }).click();
      await expect(dialog).toBeHidden();
      // the login modal opens on top of the same page
      await expect(page.getByRole('dialog').first()).toBeVisible();
      await expect(page).toHaveURL(/\/luv\/wallet$/);
    });
  }

  test("a guest following the header's 지갑 or 내 정보 link gets 회원 전용 and stays where they were", async ({ page }) => {
    await page.goto(brandUrl('luv', '/cs/notices'));
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    // the header knows the visitor is a guest once the session lookup answered
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'main' });
    const dialog = page.getByRole('alertdialog', { name: '회원 전용' });
    for (const link of ['지갑', '내 정보']) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(dialog).toContainText('로그인 후 이용가능합니다.');
      await expect(page).toHaveURL(/\/cs\/notices$/);
      await dialog.getByRole('button', { name: '닫기' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  });

  test('page props carry the visitor: guest me null, flx_uuid cookie of 10 hex characters', async ({ page, context }) => {
    await page.goto(brandUrl('luv', '/?partnerCode=XIN'));
    const props = await page.evaluate(() => (window as unknown as { __LUVCAST_PROPS__: Record<string, unknown> }).__LUVCAST_PROPS__);
    expect(props).toMatchObject({ me: null, isMobile: false, appType: 'web', locale: 'ko', query: { partnerCode: 'XIN' } });
    const cookies = Object.fromEntries((await context.cookies(brandUrl('luv', '/'))).map((c) => [c.name, c.value]));
    expect(cookies.flx_uuid).toMatch(/^[0-9a-f]{10}$/);
    expect(cookies.partner_code).toBe('XIN');
  });
});
