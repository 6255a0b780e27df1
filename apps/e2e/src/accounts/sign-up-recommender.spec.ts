import { brandUrl, demoMember, expect, freshLoginId, freshNickname, freshPhone, test, verifyPhoneStep } from '../support';

test.describe('sign-up: recommenders and partner codes', () => {
  test('a foreigner recommended by the partner code XIN (prefilled from ?recommendId=) lands on the marketing page', async ({ page }) => {
    test.setTimeout(120_000);
    const loginId = freshLoginId('xin');
    const nickname = freshNickname('xinfan');
    const password = 'Abroad!23';
    const phone = freshPhone();

    // the domestic form looks the prefilled recommender up at once: the partner is named without a blur
    await page.goto(brandUrl('luv', '/signup?recommendId=XIN'));
    await expect(page.getByText('XIN Marketing님이 추천인으로 등록됩니다.')).toBeVisible();
    // the foreigner tab keeps the query and reads ?recommendId= too
    await page.getByRole('tab', { name: '외국인' }).click();
    await expect(page).toHaveURL(brandUrl('luv', '/signup/foreigner?recommendId=XIN'));
    const form = page.getByRole('form', { name: '외국인 회원가입' });
    await expect(form.getByLabel('추천인 아이디 (선택)')).toHaveValue('XIN');
    await expect(form.getByText('XIN Marketing님이 추천인으로 등록됩니다.')).toBeVisible();

    await verifyPhoneStep(page, page, phone);

    await form.getByLabel('아이디', { exact: true }).fill(loginId);
    await form.getByLabel('이름').fill('Xin Fan');
    await form.getByLabel('닉네임').fill(nickname);
    await form.getByLabel('비밀번호', { exact: true }).fill(password);
    await form.getByLabel('비밀번호 확인').fill(password);
    await form.getByRole('button', { name: '남성' }).click();
    await form.getByLabel('출생 연도').selectOption('1994');
    await form.getByLabel('월').selectOption('7');
    await form.getByLabel('일', { exact: true }).selectOption('9');
    await form.getByRole('button', { name: '가입하기' }).click();

    await expect(page).toHaveURL(brandUrl('luv', '/completed/signup/marketing?recommendId=XIN'));
    await expect(page.getByText('추천 코드 XIN로 가입하셨습니다.', { exact: false })).toBeVisible();
    await expect(page.getByText(`${nickname}님, 환영합니다!`)).toBeVisible();
  });

  test('a member prefilled from ?recommendId= is named at once on the domestic form', async ({ page }) => {
    await page.goto(brandUrl('lex', `/signup?recommendId=${demoMember.loginId}`));
    await expect(page.getByText(`${demoMember.nickname}님이 추천인으로 등록됩니다.`)).toBeVisible();
  });

  test('an unknown ?partnerCode= is not stored and the 본인인증 button stays; a known one hides it', async ({ page, context }) => {
    await page.goto(brandUrl('luv', '/signup?partnerCode=NOPE'));
    const form = page.getByRole('form', { name: '회원가입' });
    await expect(form.getByRole('button', { name: '본인인증' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'partner_code')).toBe(false);

    const answered = page.waitForResponse((r) => r.url().includes('/api/guest/refcode/LUVPARTNER'));
    await page.goto(brandUrl('luv', '/signup?partnerCode=LUVPARTNER'));
    await answered;
    expect((await context.cookies()).find((c) => c.name === 'partner_code')?.value).toBe('LUVPARTNER');
    await expect(form.getByLabel('닉네임')).toBeVisible();
    await expect(form.getByRole('button', { name: '본인인증' })).toHaveCount(0);
  });
});
