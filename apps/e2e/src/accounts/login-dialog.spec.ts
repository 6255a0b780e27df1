import type { Page } from '@playwright/test';
import { brandUrl, expect, freshLoginId, freshNickname, freshPhone, identityPopup, test, verifyPhoneStep } from '../support';

/** A guest on a members-only page asks for the action: 회원 전용 -> 회원가입 opens the dialog on the sign-up tab. */
async function openSignUpDialog(page: Page, brand: 'luv' | 'bell') {
  await page.goto(brandUrl(brand, '/luv/wallet'));
  await page.getByRole('main').getByRole('link', { name: '로그인하기' }).click();
  await page.getByRole('alertdialog', { name: '회원 전용' }).getByRole('button', { name: '회원가입' }).click();
  const dialog = page.getByRole('dialog', { name: '회원가입' });
  await expect(dialog.getByRole('tab', { name: '회원가입' })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

test.describe('login and sign-up dialog', () => {
  test('a guest signs up in the modal (identity popup) and sees the welcome panel with the nickname, on the same page', async ({ page }) => {
    const loginId = freshLoginId('dlg');
    const nickname = freshNickname('모달');
    const password = 'Fresh!234';

    const dialog = await openSignUpDialog(page, 'luv');
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(276);
    const scroll = dialog.getByTestId('sign-up-scroll');
    expect(Math.round((await scroll.boundingBox())?.height ?? 0)).toBe(408);
    await expect(dialog.getByRole('tab', { name: '내국인' })).toHaveAttribute('aria-selected', 'true');

    const form = dialog.getByRole('form', { name: '회원가입' });
    await form.getByLabel('아이디', { exact: true }).fill(loginId);
    await form.getByLabel('비밀번호', { exact: true }).fill(password);
    await form.getByLabel('비밀번호 확인').fill(password);
    await form.getByLabel('닉네임').fill(nickname);

    await identityPopup(page, () => form.getByRole('button', { name: '본인인증' }).click());
    await expect(form.getByRole('button', { name: '본인인증 완료 ✓' })).toBeDisabled();

    await form.getByLabel('전체 동의').check();
    await form.getByRole('button', { name: '가입하기' }).click();

    const done = page.getByRole('dialog', { name: '회원가입 완료' });
    await expect(done).toContainText(`${nickname}님, 환영합니다!`);
    await expect(done.getByRole('button', { name: '본인인증 하기' })).toBeVisible();
    // no navigation: the welcome panel sits on the page the guest was on, now signed in
    await expect(page).toHaveURL(brandUrl('luv', '/luv/wallet'));
    await expect(page.getByRole('banner')).toContainText(nickname);

    await done.getByRole('button', { name: '본인인증 하기' }).click();
    await expect(page).toHaveURL(brandUrl('luv', '/my/personal-auth?callbackURL=%2Fluv%2Fwallet'));
    await expect(page.getByRole('heading', { level: 1, name: '본인인증' })).toBeVisible();
  });

  test('the sign-up tab has a foreigner tab that shows the foreigner form inside the modal', async ({ page }) => {
    const dialog = await openSignUpDialog(page, 'luv');
    await dialog.getByRole('tab', { name: '외국인' }).click();
    await expect(dialog.getByRole('tab', { name: '외국인' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel('휴대폰 번호')).toBeVisible();
    await expect(page).toHaveURL(brandUrl('luv', '/luv/wallet'));
  });

  test('a foreigner signs up in the modal (captcha, SMS code) and sees the welcome panel on the same page', async ({ page }) => {
    test.setTimeout(120_000);
    const loginId = freshLoginId('dlf');
    const nickname = freshNickname('abroad');
    const password = 'Abroad!23';
    const phone = freshPhone();

    const dialog = await openSignUpDialog(page, 'luv');
    await dialog.getByRole('tab', { name: '외국인' }).click();
    await verifyPhoneStep(page, dialog, phone);

    const form = dialog.getByRole('form', { name: '외국인 회원가입' });
    await form.getByLabel('아이디', { exact: true }).fill(loginId);
    await form.getByLabel('이름').fill('John Smith');
    await form.getByLabel('닉네임').fill(nickname);
    await form.getByLabel('비밀번호', { exact: true }).fill(password);
    await form.getByLabel('비밀번호 확인').fill(password);
    await form.getByLabel('출생 연도').selectOption('1995');
    await form.getByLabel('월').selectOption('4');
    await form.getByLabel('일', { exact: true }).selectOption('17');
    await form.getByRole('button', { name: '남성' }).click();
    await form.getByRole('button', { name: '가입하기' }).click();

    const done = page.getByRole('dialog', { name: '회원가입 완료' });
    await expect(done).toContainText(`${nickname}님, 환영합니다!`);
    await expect(page).toHaveURL(brandUrl('luv', '/luv/wallet'));
    await expect(page.getByRole('banner')).toContainText(nickname);
  });

  test('a brand without foreigner sign-up shows no domestic / foreigner strip in the modal', async ({ page }) => {
    const dialog = await openSignUpDialog(page, 'bell');
    await expect(dialog.getByRole('form', { name: '회원가입' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: '외국인' })).toHaveCount(0);
  });
});
