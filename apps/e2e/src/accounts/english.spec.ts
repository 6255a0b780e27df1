import type { Page } from '@playwright/test';
import { brandUrl, demoMember, expect, freshLoginId, freshPhone, test } from '../support';

type Brand = 'luv' | 'lex' | 'bell';
const HANGUL = /[\uAC00-\uD7A3]/;

/** The visitor picks English in the header's language switch (the luvcast_locale cookie remembers it). */
async function chooseEnglish(page: Page, brand: Brand): Promise<void> {
  await page.goto(brandUrl(brand, '/signin'));
  await page.getByLabel('언어').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/**
 * No Korean in the main content nor in the header's links (the brand shows its latin name; the
 * language switch names 한국어 in Korean on purpose).
 */
async function expectNoKorean(page: Page): Promise<void> {
  expect(await page.getByRole('main').innerText()).not.toMatch(HANGUL);
  expect((await page.getByRole('banner').getByRole('link').allInnerTexts()).join(' ')).not.toMatch(HANGUL);
}

test.describe('accounts in English', () => {
  for (const brand of ['luv', 'lex'] as const) {
    test(`on ${brand}: the sign-in failure dialog of a 401 with an empty message says "The account information is incorrect."`, async ({ page }) => {
      await chooseEnglish(page, brand);
      await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
      await expectNoKorean(page);
      // an unknown ID of its own: failed sign-ins count per ID and per (ID, address) pair
      await page.getByLabel('ID', { exact: true }).fill(freshLoginId('nobody'));
      await page.getByLabel('Password', { exact: true }).fill('Nobody!234');
      const answer = page.waitForResponse((r) => r.url().endsWith('/v2/api/auth/signin'));
      await page.getByLabel('Password', { exact: true }).press('Enter');
      expect((await answer).status()).toBe(401);
      const dialog = page.getByRole('alertdialog', { name: 'Notice' });
      await expect(dialog).toHaveText(/The account information is incorrect\./);
      expect(await dialog.innerText()).not.toMatch(HANGUL);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test('the domestic sign-up form: English labels, a field rule and the server\'s taken-ID answer in English', async ({ page }) => {
    await chooseEnglish(page, 'luv');
    await page.goto(brandUrl('luv', '/signup'));
    await expect(page.getByRole('heading', { level: 1, name: '10-second easy sign-up' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Korean resident' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign up' });
    for (const label of ['ID', 'Password', 'Confirm password', 'Nickname', 'Recommender ID (optional)', 'Agree to all']) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole('button', { name: 'Identity verification' })).toBeVisible();

    // a rule of the form (client side) and an answer of the API (server side), both in English
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByLabel('Confirm password', { exact: true }).fill('other');
    await form.getByLabel('ID', { exact: true }).fill(demoMember.loginId);
    await form.getByLabel('Nickname', { exact: true }).click();
    await expect(form.getByText('ID that already exists.')).toBeVisible();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByText('Password (8~15 characters, including uppercase, lowercase, numbers, and special characters).')).toBeVisible();
    await expectNoKorean(page);
  });

  test('the foreigner form: the Verify captcha and the send answer in English', async ({ page }) => {
    test.setTimeout(90_000);
    await chooseEnglish(page, 'lex');
    await page.goto(brandUrl('lex', '/signup/foreigner'));
    const form = page.getByRole('form', { name: 'Foreigner sign-up' });
    for (const label of ['Name', 'Nickname', 'Birth year', 'Month']) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole('button', { name: 'Female' })).toBeVisible();
    await expectNoKorean(page);

    await page.getByLabel('Country code').selectOption({ value: '1' });
    await page.getByLabel('Phone number').fill(freshPhone());
    await page.getByRole('button', { name: 'Send' }).click();
    const captcha = page.getByRole('dialog', { name: 'Verify' });
    await expect(captcha).toContainText('Please verify that you are not a bot.');
    expect(await captcha.innerText()).not.toMatch(HANGUL);
    await captcha.getByRole('button', { name: "I'm not a robot" }).click();
    // the API's own message, in the visitor's locale
    const sent = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(sent).toContainText('The verification code has been sent.', { timeout: 45_000 });
    await sent.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
  });

  test('the members-only dialog: "Members only", "Available after logging in.", Sign in / Sign up', async ({ page }) => {
    await chooseEnglish(page, 'bell');
    await page.goto(brandUrl('bell', '/luv/wallet'));
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Members only' });
    await expect(dialog).toContainText('Available after logging in.');
    await expect(dialog.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
    expect(await dialog.innerText()).not.toMatch(HANGUL);
  });

  test('the maintenance page in English', async ({ page }) => {
    await chooseEnglish(page, 'luv');
    await page.goto(brandUrl('luv', '/notices/maintenance'));
    await expect(page.getByRole('heading', { level: 1, name: 'The service is under maintenance.' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('You can use the service again when the maintenance is over.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoKorean(page);
  });
});
