import { brandCssVariables, type Brand } from '@luvcast/brand-config';

/** Sets the brand's CSS variables on :root, the title, theme colour and `data-brand` on <html>. */
export function applyBrand(brand: Brand, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(brandCssVariables(brand))) root.style.setProperty(name, value);
  root.dataset.brand = brand.id;
  doc.title = brand.name;
  let theme = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!theme) {
    theme = doc.createElement('meta');
    theme.name = 'theme-color';
    doc.head.appendChild(theme);
  }
  theme.content = brand.colors.primary;
}
