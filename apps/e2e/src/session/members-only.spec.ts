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

  test('page props carry the visitor: guest me null, flx_uuid cookie of 10 hex characters', async ({ page, context }) => {
    await page.goto(brandUrl('luv', '/?partnerCode=XIN'));
    const props = await page.evaluate(() => (window as unknown as { __LUVCAST_PROPS__: Record<string, unknown> }).__LUVCAST_PROPS__);
    expect(props).toMatchObject({ me: null, isMobile: false, appType: 'web', locale: 'ko', query: { partnerCode: 'XIN' } });
    const cookies = Object.fromEntries((await context.cookies(brandUrl('luv', '/'))).map((c) => [c.name, c.value]));
    expect(cookies.flx_uuid).toMatch(/^[0-9a-f]{10}$/);
    expect(cookies.partner_code).toBe('XIN');
  });
});
