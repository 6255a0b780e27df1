import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';
import { brandUrl, ports } from '../support';
import { freshLoginId, freshNickname, freshPhone, identityPopup, signInWith, verifyPhoneStep, waitForApi } from './accounts-support';

const API = `http://127.0.0.1:${ports.api}`;
const CLIENT = { 'X-Luvcast-Client': 'web' };
/** the API's SMS resend lock per number (SMS_RESEND_LOCK_S default) */
const SMS_LOCK_MS = 60_000;

interface ForeignMember {
  loginId: string;
  password: string;
  nickname: string;
  phone: string;
  codeSentAt: number;
}

/** The captchaToken for a fresh challenge, solved like the Verify dialog does. */
async function captchaToken(api: APIRequestContext): Promise<string> {
  const c = (await (await api.get('/api/auth/captcha/challenge')).json()) as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('captcha not solvable');
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature })).toString('base64');
}

/** The outbox entry of a number, once one newer than `after` (ms) is there. */
async function smsCodeAfter(after: number, countryCode: number, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${API}/api/dev/sms-outbox?countryCode=${countryCode}&phone=${phone}`, { headers: CLIENT });
      if (!res.ok) return false;
      const body = (await res.json()) as { code: string; sentAt: string };
      code = body.code;
      return Date.parse(body.sentAt) >= after;
    })
    .toBe(true);
  return code;
}

/** A foreign member signed up through the real foreigner sign-up calls (captcha, SMS, verify-phone, sign-up). */
async function foreignMember(): Promise<ForeignMember> {
  const api = await request.newContext({ baseURL: API, extraHTTPHeaders: CLIENT });
  try {
    await api.get('/api/auth/xsrf');
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const headers = { 'X-XSRF-TOKEN': xsrf };
    const m = { loginId: freshLoginId('abr'), password: 'Abroad!23', nickname: freshNickname('ab'), phone: freshPhone(), codeSentAt: Date.now() };
    const sent = await api.post('/v2/api/auth/signup/send-phone-verification', { headers, data: { countryCode: 1, phone: m.phone, captchaToken: await captchaToken(api) } });
    expect(sent.status()).toBe(200);
    const code = await smsCodeAfter(m.codeSentAt - 1000, 1, m.phone);
    const verified = await api.post('/api/auth/signup/verify-phone', { headers, data: { countryCode: 1, phone: m.phone, code } });
    expect(verified.status()).toBe(200);
    const { token } = (await verified.json()) as { token: string };
    const signUp = await api.post('/api/auth/signup/foreigner', {
      headers,
      data: { loginId: m.loginId, password: m.password, name: 'Jane Doe', nickname: encodeURIComponent(m.nickname), device: 'PCWEB', phoneVerificationToken: token, gender: 'F', birthday: '1994-03-05', recommendId: '' },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    return m;
  } finally {
    await api.dispose();
  }
}

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

/** Sign-in with these credentials is refused: the alert says why, and the page stays on /signin. */
async function signInRefused(page: Page, brand: 'luv' | 'lex', loginId: string, password: string, why: string) {
  await page.goto(brandUrl(brand, '/signin'));
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByLabel('비밀번호').press('Enter');
  await expect(page.getByRole('alertdialog')).toContainText(why);
  await expect(page).toHaveURL(/\/signin/);
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
    await waitForApi();
    // both numbers got their sign-up code now; their 60 s lock runs while the domestic tests do
    resetter = await foreignMember();
    leaver = await foreignMember();
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
    await signInWith(page, 'lex', m.loginId, m.password, m.nickname);
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
    await signInWith(page, 'luv', resetter.loginId, newPassword, resetter.nickname);
  });

  test('on lex: a foreign member withdraws by phone and can no longer sign in', async ({ page }) => {
    test.setTimeout(150_000);
    await afterSmsLock(leaver);
    await signInWith(page, 'lex', leaver.loginId, leaver.password, leaver.nickname);
    await withdraw(page, 'lex', async () => {
      await expect(page.getByText('가입할 때 인증한 휴대폰 번호로 본인확인을 해주세요.')).toBeVisible();
      await verifyPhone(page, leaver.phone);
    });
    await page.context().clearCookies();
    await signInRefused(page, 'lex', leaver.loginId, leaver.password, '탈퇴한 계정입니다.');
  });
});
