import { brandUrl, createMember, demoMember, expect, freshLoginId, openSignedIn, operatorApi, test } from '../support';

test.describe('sign-in form', () => {
  for (const brand of ['luv', 'lex'] as const) {
    test(`on ${brand}: an unknown ID answers 401 with an empty message -> 계정 정보가 올바르지 않습니다.`, async ({ page }) => {
      await page.goto(brandUrl(brand, '/signin'));
      // an unknown ID of its own: failed sign-ins count per ID and per (ID, address) pair
      await page.getByLabel('아이디').fill(freshLoginId('nobody'));
      await page.getByLabel('비밀번호').fill('Nobody!234');
      const answer = page.waitForResponse((r) => r.url().endsWith('/v2/api/auth/signin'));
      await page.getByLabel('비밀번호').press('Enter');
      const res = await answer;
      expect(res.status()).toBe(401);
      expect(((await res.json()) as { msg: string }).msg).toBe('');
      const dialog = page.getByRole('alertdialog', { name: '안내' });
      await expect(dialog).toContainText('계정 정보가 올바르지 않습니다.');
    });
  }

  test('a member blocked by an operator: their open session ends, and sign-in answers 423 -> 차단된 계정입니다.', async ({ page }) => {
    // a member of its own (blocking a seeded account would touch every test that uses it)
    const bj = await createMember({ prefix: 'block' });
    const operator = await operatorApi();
    try {
      await openSignedIn(page, 'lex', '/', bj);

      expect(await operator.setStatus(bj.loginId, 'blocked')).toMatchObject({ status: 'blocked', revokedSessions: 1 });
      // the next page load finds no session any more
      await page.reload();
      await expect(page.getByRole('banner')).not.toContainText(bj.nickname);

      await page.goto(brandUrl('lex', '/signin'));
      await page.getByLabel('아이디').fill(bj.loginId);
      await page.getByLabel('비밀번호').fill(bj.password);
      const answer = page.waitForResponse((r) => r.url().endsWith('/v2/api/auth/signin'));
      await page.getByLabel('비밀번호').press('Enter');
      expect((await answer).status()).toBe(423);
      await expect(page.getByRole('alertdialog', { name: '안내' })).toContainText('차단된 계정입니다.');
      await expect(page).toHaveURL(/\/signin/);
    } finally {
      await operator.dispose();
    }
  });

  test('the social buttons follow the brand switches (lex: Kakao and Naver only)', async ({ page }) => {
    await page.goto(brandUrl('lex', '/signin'));
    const social = page.getByRole('navigation', { name: '소셜 로그인' });
    await expect(social.getByRole('link')).toHaveText(['카카오 로그인', '네이버 로그인']);
    await page.goto(brandUrl('luv', '/signin'));
    await expect(page.getByRole('navigation', { name: '소셜 로그인' }).getByRole('link')).toHaveCount(4);
  });

  test('the saved ID is read from the luvcast_save_id cookie when the form opens', async ({ page, context }) => {
    await context.addCookies([{ name: 'luvcast_save_id', value: demoMember.loginId, url: brandUrl('luv', '/') }]);
    await page.goto(brandUrl('luv', '/signin'));
    await expect(page.getByLabel('아이디')).toHaveValue(demoMember.loginId);
    await expect(page.getByLabel('ID 저장')).toBeChecked();
  });

  test('ID 저장 keeps one luvcast_save_id cookie, the one the API sets for the brand domain; unchecked clears it', async ({ page, context }) => {
    const saveIdCookies = async () => (await context.cookies(brandUrl('lex', '/'))).filter((c) => c.name === 'luvcast_save_id');
    const signIn = async (saveId: boolean) => {
      await page.goto(brandUrl('lex', '/signin'));
      await page.getByLabel('아이디').fill(demoMember.loginId);
      await page.getByLabel('비밀번호').fill(demoMember.password);
      await page.getByLabel('ID 저장').setChecked(saveId);
      const answer = page.waitForResponse((r) => r.url().endsWith('/v2/api/auth/signin'));
      await page.getByLabel('비밀번호').press('Enter');
      expect((await answer).status()).toBe(200);
      await expect(page.getByRole('banner')).toContainText(demoMember.nickname);
      // signed out again by dropping the session cookies: the saved ID stays
      await context.clearCookies({ name: /^flx_oauth_/ });
    };
    await signIn(true);
    const saved = await saveIdCookies();
    expect(saved.map((c) => [c.value, c.domain.replace(/^\./, '')])).toEqual([[demoMember.loginId, 'lex.localhost']]);
    await page.goto(brandUrl('lex', '/signin'));
    await expect(page.getByLabel('아이디')).toHaveValue(demoMember.loginId);
    await expect(page.getByLabel('ID 저장')).toBeChecked();
    await signIn(false);
    expect(await saveIdCookies()).toEqual([]);
  });

  test('Enter signs in and goes to the callbackURL after the redirect delay', async ({ page }) => {
    await page.goto(brandUrl('luv', '/signin?callbackURL=%2Fmember%2Ffind%2FfindId'));
    await page.getByLabel('아이디').fill(demoMember.loginId);
    await page.getByLabel('비밀번호').fill(demoMember.password);
    await page.getByLabel('비밀번호').press('Enter');
    await expect(page).toHaveURL(/\/member\/find\/findId$/);
    await expect(page.getByRole('heading', { level: 1, name: '아이디 찾기' })).toBeVisible();
  });
});
