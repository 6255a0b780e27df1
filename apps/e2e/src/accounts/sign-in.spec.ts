import { brands } from '@luvcast/brand-config';
import { brandUrl, createMember, demoMember, expect, test } from '../support';

test.describe('signing in', () => {
  test('the demo member signs in on lex and sees the nickname, profile and balance', async ({ page, context }) => {
    await page.goto(brandUrl('lex', '/signin?callbackURL=%2Fmy%2Fprofile'));
    await page.getByLabel('아이디').fill(demoMember.loginId);
    await page.getByLabel('비밀번호').fill(demoMember.password);
    await page.getByRole('button', { name: '로그인' }).click();

    await expect(page).toHaveURL(/\/my\/profile$/);
    await expect(page.getByRole('banner')).toContainText(demoMember.nickname);
    await expect(page.getByRole('main')).toContainText(demoMember.loginId);

    // cookies set by api.lex.localhost for the site lex.localhost, readable XSRF token
    const cookies = await context.cookies(brandUrl('lex', '/'));
    const byName = Object.fromEntries(cookies.map((c) => [c.name, c]));
    expect(byName['flx_oauth_access']?.httpOnly).toBe(true);
    expect(byName['flx_oauth_refresh']?.httpOnly).toBe(true);
    expect(byName['XSRF-TOKEN']?.httpOnly).toBe(false);

    await page.goto(brandUrl('lex', '/luv/wallet'));
    await expect(page.getByRole('main')).toContainText('12,000');
    await expect(page.getByRole('main')).toContainText(brands.lex.currency.ko);
  });

  test('a wrong password shows 계정 정보가 올바르지 않습니다. in the 안내 dialog', async ({ page }) => {
    // a member of its own: failures count against the ID (sign-in limits), never the shared demo member's
    const member = await createMember({ prefix: 'wrong' });
    await page.goto(brandUrl('luv', '/signin'));
    await page.getByLabel('아이디').fill(member.loginId);
    await page.getByLabel('비밀번호').fill('Wrong!2345');
    await page.getByRole('button', { name: '로그인' }).click();
    const dialog = page.getByRole('alertdialog', { name: '안내' });
    await expect(dialog).toContainText('계정 정보가 올바르지 않습니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner')).not.toContainText(member.nickname);
  });

  test('an empty ID shows 아이디를 확인해주세요. without calling the API', async ({ page }) => {
    await page.goto(brandUrl('luv', '/signin'));
    await page.getByLabel('비밀번호').fill('Demo!2345');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByText('아이디를 확인해주세요.')).toBeVisible();
  });

  test('a guest sees a sign-in prompt on the wallet page', async ({ page }) => {
    await page.goto(brandUrl('bell', '/luv/wallet'));
    await expect(page.getByRole('main').getByRole('link', { name: '로그인하기' })).toBeVisible();
  });
});
