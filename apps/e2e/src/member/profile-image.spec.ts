// The profile picture in Chromium against the real stack: a member uploads one on the profile page,
// the header shows it at once (served by the API as a WebP the page may load), a disguised file is
// refused in the API's words, and removing it takes it off the header.
import type { Page } from '@playwright/test';
import { brandUrl, createMember, expect, PNG_2X2, signInViaApi, test } from '../support';

/**
 * As a member picks one: 사진 변경 opens the file chooser. The click waits until the server-rendered
 * page is hydrated (aria-disabled until then); a file set on the input before that found no handler
 * and was lost (CI, once).
 */
async function choosePicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '사진 변경' }).click();
  await (await chooser).setFiles(file);
}

test('a profile picture uploaded on the profile page shows in the header', async ({ browser }) => {
  const member = await createMember({ prefix: 'pic' });
  const context = await browser.newContext();
  await signInViaApi(context, 'luv', member);
  const page = await context.newPage();
  try {
    await page.goto(brandUrl('luv', '/my/profile'));
    await expect(page.getByRole('img', { name: '프로필 사진 없음' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.locator('[data-member-avatar]')).toHaveCount(0);

    // a page pretending to be a PNG: the browser's type says image/png, the API reads the bytes
    await choosePicture(page, { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>window.__pwned=1</script></html>') });
    await expect(page.getByRole('alert')).toHaveText('프로필 사진은 JPG, PNG, GIF 이미지만 올릴 수 있습니다.');

    await choosePicture(page, { name: 'me.png', mimeType: 'image/png', buffer: PNG_2X2 });
    const avatar = header.locator('[data-member-avatar]');
    await expect(avatar).toHaveAttribute('src', /\/api\/profile-images\/\d+-[0-9a-f-]{36}\.webp$/);
    // the picture really loads (CSP, CORP and the type allow it): decoded to the stored 256 px
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    await expect(page.getByRole('img', { name: '프로필 사진', exact: true })).toHaveAttribute('src', (await avatar.getAttribute('src'))!);

    // it stays after a reload, on every page
    await page.goto(brandUrl('luv', '/'));
    await expect(page.getByRole('banner').locator('[data-member-avatar]')).toBeVisible();

    await page.goto(brandUrl('luv', '/my/profile'));
    await page.getByRole('button', { name: '사진 삭제' }).click();
    await expect(page.getByRole('img', { name: '프로필 사진 없음' })).toBeVisible();
    await expect(page.getByRole('banner').locator('[data-member-avatar]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  } finally {
    await context.close();
  }
});
