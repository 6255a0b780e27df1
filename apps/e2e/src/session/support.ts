import { expect, type Page } from '@playwright/test';
import { brandUrl, demoMember } from '../support';

/** Signs the demo member in through the sign-in page and waits for the nickname in the header. */
export async function signInDemo(page: Page, where: 'luv' | 'lex' | 'bell' | { origin: string } = 'luv'): Promise<void> {
  const signInPath = '/signin?callbackURL=%2Fcs%2Fnotices';
  await page.goto(typeof where === 'string' ? brandUrl(where, signInPath) : `${where.origin}${signInPath}`);
  await page.getByLabel('아이디').fill(demoMember.loginId);
  await page.getByLabel('비밀번호').fill(demoMember.password);
  await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/cs\/notices$/);
  await expect(page.getByRole('banner')).toContainText(demoMember.nickname);
}

/** Client-side navigation through the shell's main menu (no page load: the session stays in memory). */
export async function openWalletFromMenu(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: '지갑', exact: true }).click();
}
