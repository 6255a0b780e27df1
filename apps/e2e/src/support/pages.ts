// Page helpers: what a visitor does in the browser, shared by the feature folders.
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { demoMember, readSmsCode, signInViaApi, type Member } from './api';
import { freshPhone } from './fresh';
import { brandUrl, type Brand } from './stack';

/** Signs in through /signin (Enter) and waits until the home page's header shows the nickname. */
export async function signInWith(page: Page, brand: Brand, member: Member): Promise<void> {
  await page.goto(brandUrl(brand, '/signin'));
  await page.getByLabel('아이디').fill(member.loginId);
  await page.getByLabel('비밀번호').fill(member.password);
  await page.getByLabel('비밀번호').press('Enter');
  await expect(page).toHaveURL(brandUrl(brand, '/'));
  await expect(page.getByRole('banner')).toContainText(member.nickname);
}

/**
 * Signs a member (the demo member by default) in through the sign-in page's button, with a
 * callbackURL of /cs/notices, and waits for the nickname in the header. `where` is a brand or the
 * origin of a web server of the spec's own.
 */
export async function signInDemo(page: Page, where: Brand | { origin: string } = 'luv', member: Member = demoMember): Promise<void> {
  const signInPath = '/signin?callbackURL=%2Fcs%2Fnotices';
  await page.goto(typeof where === 'string' ? brandUrl(where, signInPath) : `${where.origin}${signInPath}`);
  await page.getByLabel('아이디').fill(member.loginId);
  await page.getByLabel('비밀번호').fill(member.password);
  await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/cs\/notices$/);
  await expect(page.getByRole('banner')).toContainText(member.nickname);
}

/** A page of a browser context of its own, signed in as `member` on `brand` through the API (a second visitor in a test). */
export async function signedInPage(browser: Browser, member: Member, brand: Brand = 'luv'): Promise<Page> {
  const context = await browser.newContext();
  await signInViaApi(context, brand, member);
  return context.newPage();
}

/**
 * Opens `pathname` on `brand` already signed in (the session made through the API, no sign-in
 * page) and waits for the nickname in the header.
 */
export async function openSignedIn(page: Page, brand: Brand, pathname: string, member: Member = demoMember): Promise<void> {
  await signInViaApi(page.context(), brand, member);
  await page.goto(brandUrl(brand, pathname));
  await expect(page.getByRole('banner')).toContainText(member.nickname);
}

/** Sign-in with these credentials is refused: the alert says why, and the page stays on /signin. */
export async function signInRefused(page: Page, brand: Brand, loginId: string, password: string, why: string): Promise<void> {
  await page.goto(brandUrl(brand, '/signin'));
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByLabel('비밀번호').press('Enter');
  await expect(page.getByRole('alertdialog')).toContainText(why);
  await expect(page).toHaveURL(/\/signin/);
}

/** Client-side navigation through the shell's main menu (no page load: the session stays in memory). */
export async function openWalletFromMenu(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: '지갑', exact: true }).click();
}

/** The development identity provider's popup: name, birthday, phone, then it posts { result, redirectUrl, authKey } back. */
export async function identityPopup(page: Page, open: () => Promise<void>, phone = freshPhone()): Promise<void> {
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
): Promise<void> {
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
  await scope.getByLabel('인증번호').fill(await (options.code ?? (() => readSmsCode(1, phone)))());
  await scope.getByRole('button', { name: '확인', exact: true }).click();
  if (options.stepStaysAfterConfirm !== false) await expect(scope.getByRole('button', { name: '인증 완료' })).toBeDisabled();
}

/** One screen of each remote, as a visitor of luv opens it: its path and its heading (shell/remotes, shell/server-render). */
export const REMOTE_SCREENS = [
  { remote: 'live_mfe', path: '/', heading: '지금 방송 중' },
  { remote: 'auth_mfe', path: '/signin', heading: '로그인' },
  { remote: 'cs_mfe', path: '/cs/notices', heading: '공지사항' },
  { remote: 'member_mfe', path: '/my/profile', heading: '내 정보' },
  { remote: 'luv_mfe', path: '/luv/wallet', heading: '러브 지갑' },
] as const;
