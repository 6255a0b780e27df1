import { useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-webpack5';
import { brandCssVariables, brands, DEFAULT_BRAND, type BrandId } from '@luvcast/brand-config';

/** Sets the brand's CSS variables on :root, as the shell does. */
function applyBrand(id: BrandId) {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(brandCssVariables(brands[id] ?? brands[DEFAULT_BRAND]))) root.style.setProperty(name, value);
  root.dataset.brand = id;
}
applyBrand(DEFAULT_BRAND);

function BrandFrame({ id, children }: { id: BrandId; children: ReactNode }) {
  useEffect(() => applyBrand(id), [id]);
  return (
    <div style={{ background: 'var(--brand-background)', color: 'var(--brand-text)', padding: 16, minHeight: '100vh', boxSizing: 'border-box' }}>
      {children}
    </div>
  );
}

const withBrand: Decorator = (Story, context) => (
  <BrandFrame id={(context.globals.brand as BrandId | undefined) ?? DEFAULT_BRAND}>
    <Story />
  </BrandFrame>
);

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand (sets the --brand-* CSS variables on :root)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: (Object.keys(brands) as BrandId[]).map((id) => ({ value: id, title: `${id} · ${brands[id].name}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND },
  decorators: [withBrand],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
