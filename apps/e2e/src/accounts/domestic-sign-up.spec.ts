import { brandUrl, demoMember, expect, freshLoginId, freshNickname, identityPopup, signInWith, test } from '../support';

test.describe('domestic sign-up', () => {
  for (const brand of ['luv', 'lex'] as const) {
    test(`on ${brand}: identity popup, terms, completed page, then sign-in with the new account`, async ({ page, context }) => {
      const loginId = freshLoginId('dom');
      const nickname = freshNickname('가입');
      const password = 'Fresh!234';

      await page.goto(brandUrl(brand, '/signup?callbackURL=%2F'));
      await expect(page.getByRole('heading', { level: 1, name: '10초 간편 회원가입' })).toBeVisible();
      const form = page.getByRole('form', { name: '회원가입' });
      await form.getByLabel('아이디', { exact: true }).fill(loginId);
      await form.getByLabel('비밀번호', { exact: true }).fill(password);
      await form.getByLabel('비밀번호 확인').fill(password);
      await form.getByLabel('닉네임').fill(nickname);

      await identityPopup(page, () => form.getByRole('button', { name: '본인인증' }).click());
      await expect(form.getByRole('button', { name: '본인인증 완료 ✓' })).toBeDisabled();

      await form.getByLabel('전체 동의').check();
      await expect(form.getByLabel('(필수) 운영정책 동의')).toBeChecked();
      await form.getByRole('button', { name: '가입하기' }).click();

      await expect(page).toHaveURL(/\/completed\/signup\?/);
      await expect(page.getByRole('heading', { level: 1, name: '회원가입 완료' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(`${nickname}님, 환영합니다!`);

      await context.clearCookies();
      await signInWith(page, brand, { loginId, password, nickname });
    });
  }

  test('a taken ID shows 이미 있는 아이디입니다. on blur', async ({ page }) => {
    await page.goto(brandUrl('lex', '/signup'));
    const form = page.getByRole('form', { name: '회원가입' });
    await form.getByLabel('아이디', { exact: true }).fill(demoMember.loginId);
    await form.getByLabel('닉네임').click();
    await expect(form.getByText('이미 있는 아이디입니다.')).toBeVisible();
    await form.getByLabel('닉네임').fill(demoMember.nickname);
    await form.getByLabel('비밀번호', { exact: true }).click();
    await expect(form.getByText('이미 있는 닉네임입니다.')).toBeVisible();
  });

  test('a known recommender is named: "{nickname}님이 추천인으로 등록됩니다."', async ({ page }) => {
    await page.goto(brandUrl('luv', '/signup'));
    const form = page.getByRole('form', { name: '회원가입' });
    await form.getByLabel('추천인 아이디 (선택)').fill(demoMember.loginId);
    await form.getByLabel('아이디', { exact: true }).click();
    await expect(form.getByText(`${demoMember.nickname}님이 추천인으로 등록됩니다.`)).toBeVisible();
  });

  test('without identity verification the 알림 alert says 본인인증 후 회원가입이 가능합니다.', async ({ page }) => {
    await page.goto(brandUrl('luv', '/signup'));
    const form = page.getByRole('form', { name: '회원가입' });
    await form.getByLabel('아이디', { exact: true }).fill(freshLoginId('noid'));
    await form.getByLabel('비밀번호', { exact: true }).fill('Fresh!234');
    await form.getByLabel('비밀번호 확인').fill('Fresh!234');
    await form.getByLabel('닉네임').fill(freshNickname('무인증'));
    await form.getByLabel('전체 동의').check();
    await form.getByRole('button', { name: '가입하기' }).click();
    const dialog = page.getByRole('alertdialog', { name: '알림' });
    await expect(dialog).toContainText('본인인증 후 회원가입이 가능합니다.');
  });

  test('switching to the foreigner tab keeps the query string', async ({ page }) => {
    await page.goto(brandUrl('luv', '/signup?recommendId=demo1234'));
    await page.getByRole('tab', { name: '외국인' }).click();
    await expect(page).toHaveURL(/\/signup\/foreigner\?recommendId=demo1234$/);
  });
});
