import { brandUrl, expect, freshLoginId, freshNickname, freshPhone, signInWith, test, verifyPhoneStep } from '../support';

test.describe('foreigner sign-up', () => {
  for (const brand of ['luv', 'lex'] as const) {
    test(`on ${brand}: captcha titled Verify, SMS code from the outbox, step two, then sign-in`, async ({ page, context }) => {
      test.setTimeout(120_000);
      const loginId = freshLoginId('for');
      const nickname = freshNickname('abroad');
      const password = 'Abroad!23';
      const phone = freshPhone();

      await page.goto(brandUrl(brand, '/signup/foreigner'));
      // the send button is locked for 60 s after a successful send
      await verifyPhoneStep(page, page, phone, { checkResendLock: true });
      await expect(page.getByRole('button', { name: '재전송' })).toBeDisabled();

      const form = page.getByRole('form', { name: '외국인 회원가입' });
      await form.getByLabel('아이디', { exact: true }).fill(loginId);
      await form.getByLabel('이름').fill('John Smith');
      await form.getByLabel('닉네임').fill(nickname);
      await form.getByLabel('비밀번호', { exact: true }).fill(password);
      await form.getByLabel('비밀번호 확인').fill(password);
      // the spec's order: birthday is checked first
      await form.getByRole('button', { name: '가입하기' }).click();
      await expect(page.getByRole('alertdialog', { name: '안내' })).toContainText('생년월일을 확인해주세요.');
      await page.getByRole('alertdialog', { name: '안내' }).getByRole('button', { name: '확인' }).click();

      await form.getByLabel('출생 연도').selectOption('1995');
      await form.getByLabel('월').selectOption('4');
      await form.getByLabel('일', { exact: true }).selectOption('17');
      await page.waitForTimeout(1000); // the submit throttle: once per second
      await form.getByRole('button', { name: '가입하기' }).click();
      await expect(page.getByRole('alertdialog', { name: '안내' })).toContainText('성별을 확인해주세요.');
      await page.getByRole('alertdialog', { name: '안내' }).getByRole('button', { name: '확인' }).click();
      await form.getByRole('button', { name: '여성' }).click();
      await page.waitForTimeout(1000); // the submit throttle: once per second
      await form.getByRole('button', { name: '가입하기' }).click();

      await expect(page).toHaveURL(brandUrl(brand, '/'));
      await context.clearCookies();
      await signInWith(page, brand, { loginId, password, nickname });
    });
  }
});
