import type { Page } from '@playwright/test';
import {
  brandUrl,
  createForeignMember,
  expect,
  freshLoginId,
  freshNickname,
  freshPhone,
  identityPopup,
  signInRefused,
  signInWith,
  smsCodeAfter,
  test,
  verifyPhoneStep,
  type ForeignMember,
} from '../support';

/** the API's SMS resend lock per number (SMS_RESEND_LOCK_S default) */
const SMS_LOCK_MS = 60_000;

/** Waits out the API's 60 s resend lock of the number that got the sign-up code. */
async function afterSmsLock(m: ForeignMember) {
  const wait = m.codeSentAt + SMS_LOCK_MS + 1500 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/** The phone step with the 60 s resend lock, reading the code sent after this call started. */
async function verifyPhone(page: Page, phone: string) {
  const sentAfter = Date.now() - 1000;
  await verifyPhoneStep(page, page, phone, { checkResendLock: true, code: () => smsCodeAfter(sentAfter, 1, phone), stepStaysAfterConfirm: false });
}

/** Signs a domestic member up through /signup with the development identity popup. */
async function domesticMember(page: Page, brand: 'luv' | 'lex') {
  const m = { loginId: freshLoginId('fnd'), password: 'Fresh!234', nickname: freshNickname('찾기'), phone: freshPhone() };
  await page.goto(brandUrl(brand, '/signup?callbackURL=%2F'));
  const form = page.getByRole('form', { name: '회원가입' });
  await form.getByLabel('아이디', { exact: true }).fill(m.loginId);
  await form.getByLabel('비밀번호', { exact: true }).fill(m.password);
  await form.getByLabel('비밀번호 확인').fill(m.password);
  await form.getByLabel('닉네임').fill(m.nickname);
  await identityPopup(page, () => form.getByRole('button', { name: '본인인증' }).click(), m.phone);
  await expect(form.getByRole('button', { name: '본인인증 완료 ✓' })).toBeDisabled();
  await form.getByLabel('전체 동의').check();
  await form.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/completed\/signup/);
  await page.context().clearCookies();
  return m;
}

/** /expire: agreement, then identification (the caller's), then complete. */
async function withdraw(page: Page, brand: 'luv' | 'lex', identify: () => Promise<void>) {
  await page.goto(brandUrl(brand, '/expire'));
  await expect(page.getByRole('heading', { level: 1, name: '회원 탈퇴' })).toBeVisible();
  const next = page.getByRole('button', { name: '다음' });
  await expect(next).toBeDisabled();
  await page.getByLabel('안내 사항을 확인했으며 탈퇴에 동의합니다.').check();
  await next.click();
  await identify();
  await expect(page.getByText('회원 탈퇴가 완료되었습니다.')).toBeVisible();
}

test.describe('account recovery and withdrawal', () => {
  test.describe.configure({ mode: 'serial' });
  let resetter: ForeignMember;
  let leaver: ForeignMember;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // both numbers got their sign-up code now; their 60 s lock runs while the domestic tests do
    resetter = await createForeignMember();
    leaver = await createForeignMember();
  });

  for (const brand of ['luv', 'lex'] as const) {
    test(`on ${brand}: a domestic member finds the masked ID through the identity popup`, async ({ page }) => {
      const m = await domesticMember(page, brand);
      await page.goto(brandUrl(brand, '/member/find/findId'));
      await expect(page.getByRole('heading', { level: 1, name: '아이디 찾기' })).toBeVisible();
      await identityPopup(page, () => page.getByRole('button', { name: '본인인증으로 찾기' }).click(), m.phone);
      const found = page.getByRole('list', { name: '찾은 아이디' });
      await expect(found).toContainText(`${m.loginId.slice(0, 3)}${'*'.repeat(m.loginId.length - 3)}`);
      await expect(found).not.toContainText(m.loginId);
    });
  }

  test('on lex: a domestic member withdraws (agreement -> identification -> complete) and can no longer sign in', async ({ page }) => {
    const m = await domesticMember(page, 'lex');
    await signInWith(page, 'lex', m);
    await withdraw(page, 'lex', () => identityPopup(page, () => page.getByRole('button', { name: '본인확인 후 탈퇴' }).click(), m.phone));
    await page.context().clearCookies();
    await signInRefused(page, 'lex', m.loginId, m.password, '탈퇴한 계정입니다.');
  });

  test('on luv: a foreign member resets the password by phone and signs in with the new one', async ({ page }) => {
    test.setTimeout(150_000);
    await afterSmsLock(resetter);
    await page.goto(brandUrl('luv', '/find'));
    await expect(page.getByRole('heading', { level: 1, name: '비밀번호 찾기' })).toBeVisible();
    await page.getByLabel('아이디', { exact: true }).fill(resetter.loginId);
    await page.getByRole('button', { name: '휴대폰 번호로 찾기 (외국인 회원)' }).click();
    await verifyPhone(page, resetter.phone);

    const newPassword = 'Renew!234';
    // §5: the same password rules as sign-up
    await page.getByLabel('새 비밀번호', { exact: true }).fill('short');
    await page.getByLabel('새 비밀번호 확인').fill('short');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByText('비밀번호 (8~15자, 영문 대소문자, 숫자, 특수문자 포함)').first()).toBeVisible();
    await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await page.getByLabel('새 비밀번호 확인').fill(newPassword);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    const changed = page.getByRole('alertdialog', { name: '안내' });
    await expect(changed).toContainText('비밀번호가 변경되었습니다.');
    await changed.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/signin/);

    await signInRefused(page, 'luv', resetter.loginId, resetter.password, '계정 정보가 올바르지 않습니다.');
    await page.getByRole('alertdialog').getByRole('button').first().click();
    await signInWith(page, 'luv', { ...resetter, password: newPassword });
  });

  test('on lex: a foreign member withdraws by phone and can no longer sign in', async ({ page }) => {
    test.setTimeout(150_000);
    await afterSmsLock(leaver);
    await signInWith(page, 'lex', leaver);
    await withdraw(page, 'lex', async () => {
      await expect(page.getByText('가입할 때 인증한 휴대폰 번호로 본인확인을 해주세요.')).toBeVisible();
      await verifyPhone(page, leaver.phone);
    });
    await page.context().clearCookies();
    await signInRefused(page, 'lex', leaver.loginId, leaver.password, '탈퇴한 계정입니다.');
  });
});
