import { expect, request, type Locator, type Page } from '@playwright/test';
import { brandUrl, ports } from '../support';

/** A fresh, valid login ID (6-15 lowercase letters/digits, not all digits). */
export const freshLoginId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 15);
/** A fresh nickname of at most 10 characters. */
export const freshNickname = (prefix: string) => `${prefix}${Math.floor(Math.random() * 1e6)}`.slice(0, 10);
/**
 * A fresh phone number that is valid under country code 1 (the phone step's choice): area code
 * 201 and 7 digits from 2000000, which the API's number rule (libphonenumber-js) accepts.
 */
export const freshPhone = () => `201${Math.floor(2e6 + Math.random() * 8e6)}`;

/** Signs in through /signin and waits until the header shows the nickname. */
export async function signInWith(page: Page, brand: 'luv' | 'lex', loginId: string, password: string, nickname: string) {
  await page.goto(brandUrl(brand, '/signin'));
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByLabel('비밀번호').press('Enter');
  await expect(page).toHaveURL(brandUrl(brand, '/'));
  await expect(page.getByRole('banner')).toContainText(nickname);
}

/** The SMS code the API's development sender wrote to its outbox. */
export async function readSmsCode(page: Page, countryCode: number, phone: string): Promise<string> {
  const res = await page.request.get(`http://127.0.0.1:${ports.api}/api/dev/sms-outbox?countryCode=${countryCode}&phone=${phone}`, {
    headers: { 'X-Luvcast-Client': 'web' },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { code: string };
  return body.code;
}

/**
 * The stack's readiness check only waits for the web server: wait until the API answers its
 * health check too (these specs run first and the API may still be migrating the fresh DB).
 */
export async function waitForApi(timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${ports.api}/health`, { headers: { 'X-Luvcast-Client': 'web' } });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`API on port ${ports.api} did not become healthy`);
}

/** The seeded demo operator (role O), as the API's admin calls see it. */
export const demoOperator = { loginId: 'opdemo01', password: 'Oper!2345' };

/**
 * An operator's API session (what `npm run member` does, but over HTTP while the stack runs):
 * XSRF cookie, sign-in, then `setStatus(loginId, 'blocked' | 'active')` or `setSwitches({ isSnsLoginGoogle: false })`.
 */
export async function operatorApi() {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${ports.api}`, extraHTTPHeaders: { 'X-Luvcast-Client': 'web' } });
  await api.get('/api/auth/xsrf');
  const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const signIn = await api.post('/v2/api/auth/signin', { headers: { 'X-XSRF-TOKEN': xsrf }, data: demoOperator });
  expect(signIn.status()).toBe(200);
  return {
    async setStatus(loginId: string, status: 'blocked' | 'active') {
      const res = await api.put(`/api/admin/members/${loginId}/status`, { headers: { 'X-XSRF-TOKEN': xsrf }, data: { status } });
      expect(res.status()).toBe(200);
      return (await res.json()) as { status: string; revokedSessions: number };
    },
    /** Platform switches (GET /api/guest/channeling-switching), e.g. `{ isSnsLoginGoogle: false }`; platform-wide. */
    async setSwitches(switches: Record<string, boolean>) {
      const res = await api.put('/api/admin/site-flags', { headers: { 'X-XSRF-TOKEN': xsrf }, data: { switches } });
      expect(res.status()).toBe(200);
    },
    dispose: () => api.dispose(),
  };
}

/** The development identity provider's popup: name, birthday, phone, then it posts { result, redirectUrl, authKey } back. */
export async function identityPopup(page: Page, open: () => Promise<void>, phone = freshPhone()) {
  const popupOpened = page.waitForEvent('popup');
  await open();
  const popup = await popupOpened;
  await popup.getByLabel('이름').fill('홍길동');
  await popup.getByLabel('생년월일').fill('1990-01-02');
  await popup.getByLabel('휴대폰 번호').fill(phone);
  await popup.getByRole('button', { name: '인증' }).click();
}

/**
 * The phone step (foreigner sign-up, recovery, withdrawal) inside `scope` (the page or a dialog):
 * country code 1, number, 전송, the captcha dialog titled Verify, the sent notice, optionally the
 * 60 s resend lock, the code from the SMS outbox (or `code()`), 확인 -> 인증 완료 disabled (sign-up
 * forms; recovery flows replace the step with the next one: `stepStaysAfterConfirm: false`).
 */
export async function verifyPhoneStep(
  page: Page,
  scope: Page | Locator,
  phone: string,
  options: { checkResendLock?: boolean; code?: () => Promise<string>; stepStaysAfterConfirm?: boolean } = {},
) {
  await scope.getByLabel('국가 번호').selectOption({ value: '1' });
  await scope.getByLabel('휴대폰 번호').fill(phone);
  await scope.getByRole('button', { name: '전송' }).click();
  const captcha = page.getByRole('dialog', { name: 'Verify' });
  await expect(captcha).toBeVisible();
  await captcha.getByRole('button', { name: '로봇이 아닙니다' }).click();
  const notice = page.getByRole('alertdialog', { name: '안내' });
  await expect(notice).toContainText('인증번호가 발송되었습니다.', { timeout: 45_000 });
  await notice.getByRole('button', { name: '확인' }).click();
  if (options.checkResendLock) {
    await scope.getByRole('button', { name: '재전송' }).click();
    await expect(notice).toContainText('잠시 후 다시 시도해주세요.');
    await notice.getByRole('button', { name: '확인' }).click();
  }
  await scope.getByLabel('인증번호').fill(await (options.code ?? (() => readSmsCode(page, 1, phone)))());
  await scope.getByRole('button', { name: '확인', exact: true }).click();
  if (options.stepStaysAfterConfirm !== false) await expect(scope.getByRole('button', { name: '인증 완료' })).toBeDisabled();
}
