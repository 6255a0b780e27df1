import { brands, type BrandId } from '@luvcast/brand-config';
import { brandUrl, expect, test } from '../support';

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

test.describe('brands by host name', () => {
  for (const id of ['luv', 'lex', 'bell'] as BrandId[]) {
    test(`${id}.localhost shows the ${id} brand's name, title and colours`, async ({ page }) => {
      const brand = brands[id];
      await page.goto(brandUrl(id, '/'));
      await expect(page.getByRole('banner')).toContainText(brand.name);
      await expect(page).toHaveTitle(new RegExp(brand.name));
      expect(await page.evaluate(cssVar, '--brand-primary')).toBe(brand.colors.primary);
    });
  }

  test('plain localhost shows the default brand (luv)', async ({ page }) => {
    await page.goto(brandUrl(null, '/'));
    await expect(page.getByRole('banner')).toContainText(brands.luv.name);
    expect(await page.evaluate(cssVar, '--brand-primary')).toBe(brands.luv.colors.primary);
  });

  test('the three brands look different from each other', async ({ page }) => {
    const primaries = new Set<string>();
    for (const id of ['luv', 'lex', 'bell'] as const) {
      await page.goto(brandUrl(id, '/'));
      await expect(page.getByRole('banner')).toContainText(brands[id].name);
      primaries.add(await page.evaluate(cssVar, '--brand-primary'));
    }
    expect(primaries.size).toBe(3);
  });
});
