import type { Page } from '@playwright/test';
import { brandApiUrl, brandUrl, expect, freshLoginId, freshNickname, operatorApi, test } from '../support';

// Social sign-in through the local OAuth2 provider the stack runs (tools/dev-oauth-provider.mjs):
// a real authorization-code flow (state cookie, signed state, PKCE) with a consent page where the
// test picks which identity signs in.
type Brand = 'luv' | 'lex';
type Provider = 'kakao' | 'naver' | 'google' | 'twitch';
const BUTTON: Record<Provider, string> = { kakao: '카카오 로그인', naver: '네이버 로그인', google: '구글 로그인', twitch: '트위치 로그인' };
const PROVIDER_NAME: Record<Provider, string> = { kakao: '카카오', naver: '네이버', google: '구글', twitch: '트위치' };

/** /signin -> the provider button -> the local provider's consent page, as identity `id`. */
async function consentAs(page: Page, brand: Brand, provider: Provider, id: string, providerNickname: string, callbackURL = '/') {
  await page.goto(brandUrl(brand, `/signin${callbackURL !== '/' ? `?callbackURL=${encodeURIComponent(callbackURL)}` : ''}`));
  await page.getByRole('navigation', { name: '소셜 로그인' }).getByRole('link', { name: BUTTON[provider] }).click();
  await expect(page.getByRole('heading', { name: `${PROVIDER_NAME[provider]} 로그인 (개발용)` })).toBeVisible();
  await page.getByLabel('아이디').fill(id);
  await page.getByLabel('닉네임').fill(providerNickname);
  await page.getByLabel('이메일').fill(`${id}@example.test`);
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
}

const cases: { brand: Brand; provider: Provider; callbackURL: string }[] = [
  { brand: 'luv', provider: 'kakao', callbackURL: '/cs/notices' },
  { brand: 'luv', provider: 'google', callbackURL: '/' },
  { brand: 'luv', provider: 'twitch', callbackURL: '/cs/notices' },
  { brand: 'lex', provider: 'naver', callbackURL: '/cs/notices' },
];

test.describe('social sign-in through the local OAuth2 provider', () => {
  for (const { brand, provider, callbackURL } of cases) {
    test(`on ${brand} with ${provider}: the first time asks for a nickname, later sign-ins go straight in`, async ({ page }) => {
      const id = freshLoginId(provider);
      const providerNickname = `${PROVIDER_NAME[provider]}친구`;
      const nickname = freshNickname(provider.slice(0, 2));

      // first time: authorization-code flow, then the nickname sign-up step
      await consentAs(page, brand, provider, id, providerNickname, callbackURL);
      const signUpCall = page.waitForResponse((r) => r.url().endsWith(`/api/auth/signup/oauth/${provider}`));
      await page.getByRole('button', { name: '동의하고 계속하기' }).click();
      await expect(page).toHaveURL(new RegExp(`^${brandUrl(brand, `/callback/${provider}/authorize`).replace(/[.?]/g, '\\$&')}\\?`));
      await expect(page.getByRole('heading', { name: '소셜 회원가입' })).toBeVisible();
      const nicknameBox = page.getByLabel('닉네임');
      await expect(nicknameBox).toHaveValue(providerNickname); // prefilled from the provider's profile
      await nicknameBox.fill(nickname);
      await page.getByRole('button', { name: '가입하기' }).click();
      expect((await signUpCall).status()).toBe(200);
      await expect(page).toHaveURL(brandUrl(brand, callbackURL));
      await expect(page.getByRole('banner')).toContainText(nickname);

      await signOut(page);

      // again with the same provider identity: signed in directly, no sign-up step
      await consentAs(page, brand, provider, id, providerNickname, callbackURL);
      const callbackCall = page.waitForResponse((r) => r.url().endsWith(`/api/auth/oauth/${provider}/callback`));
      await page.getByRole('button', { name: '동의하고 계속하기' }).click();
      const answer = await callbackCall;
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as { result: string }).result).toBe('ok');
      await expect(page).toHaveURL(brandUrl(brand, callbackURL));
      await expect(page.getByRole('banner')).toContainText(nickname);
      await expect(page.getByRole('heading', { name: '소셜 회원가입' })).toHaveCount(0);
    });
  }

  test('cancelling at the provider (error=access_denied) says so on the callback page and signs nobody in', async ({ page }) => {
    await consentAs(page, 'luv', 'twitch', freshLoginId('deny'), '취소해요');
    await page.getByRole('button', { name: '취소' }).click();
    await expect(page).toHaveURL(/\/callback\/twitch\/authorize\?.*error=access_denied/);
    await expect(page.getByText('소셜 로그인을 취소했습니다.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await page.getByRole('link', { name: '로그인 페이지로 돌아가기' }).click();
    await expect(page).toHaveURL(brandUrl('luv', '/signin'));
  });

  // platform-wide: another test's Google button would vanish meanwhile, so it runs alone (global-state project)
  test('an operator switching Google off hides its button on luv and the API refuses it; switching it on brings it back', { tag: '@global-state' }, async ({ page }) => {
    const operator = await operatorApi();
    const social = page.getByRole('navigation', { name: '소셜 로그인' });
    try {
      await page.goto(brandUrl('luv', '/signin'));
      await expect(social.getByRole('link', { name: BUTTON.google })).toBeVisible();

      await operator.setSwitches({ isSnsLoginGoogle: false });
      await page.goto(brandUrl('luv', '/signin'));
      await expect(social.getByRole('link', { name: BUTTON.kakao })).toBeVisible();
      await expect(social.getByRole('link', { name: BUTTON.google })).toHaveCount(0);
      await expect(social.getByRole('link', { name: BUTTON.twitch })).toBeVisible();
      // a stale link or a typed URL is refused by the API too
      const authorize = await page.goto(brandApiUrl('luv', '/auth/oauth/google/authorize'));
      expect(authorize?.status()).toBe(400);
      expect(((await authorize?.json()) as { msg: string }).msg).toBe('사용할 수 없는 소셜 로그인입니다.');
    } finally {
      await operator.setSwitches({ isSnsLoginGoogle: true });
      await operator.dispose();
    }
    await page.goto(brandUrl('luv', '/signin'));
    await expect(social.getByRole('link', { name: BUTTON.google })).toBeVisible();
  });

  test('a callback whose state was never issued is refused with a message, not a crash', async ({ page }) => {
    await page.goto(brandUrl('luv', '/callback/kakao/authorize?code=forged&state=forged'));
    await expect(page.getByRole('alertdialog')).toContainText('알 수 없는 오류가 발생하였습니다.');
    await expect(page.getByText('로그인하지 못했습니다.')).toBeVisible();
  });
});
