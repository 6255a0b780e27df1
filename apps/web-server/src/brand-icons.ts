import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Brand } from '@luvcast/brand-config';

/**
 * Each brand's icons, drawn from its colours (a play mark on the brand's primary colour; shapes
 * only, so no font is needed): the favicon (SVG, and a 32 px PNG at /favicon.ico), the web app
 * manifest's 192 and 512 px icons, a maskable 512 px one (the mark inside the 80% safe zone of a
 * full-bleed square) and the 180 px Apple touch icon. PNGs are rendered once per brand and size.
 */
export const ICON_FILES = {
  '/favicon.svg': { size: 0, maskable: false },
  '/favicon.ico': { size: 32, maskable: false },
  '/icons/icon-192.png': { size: 192, maskable: false },
  '/icons/icon-512.png': { size: 512, maskable: false },
  '/icons/maskable-512.png': { size: 512, maskable: true },
  '/icons/apple-touch-icon.png': { size: 180, maskable: true },
} as const;
export type IconPath = keyof typeof ICON_FILES;

/** The manifest's `icons` for every brand (same paths; the host picks the brand). */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The tags of every page's head: favicon, touch icon, theme colour. */
export function iconLinks(brand: Brand): string {
  return `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="icon" href="/favicon.ico" sizes="32x32"><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"><meta name="theme-color" content="${brand.colors.primary}">`;
}

export function brandIconSvg(brand: Brand, maskable: boolean): string {
  const { primary, primaryContrast, accent } = brand.colors;
  // a rounded tile (any) or a full-bleed square (maskable: the launcher cuts its own shape)
  const tile = maskable ? `<rect width="512" height="512" fill="${primary}"/>` : `<rect width="512" height="512" rx="112" fill="${primary}"/>`;
  // the mark: a play triangle with a live dot, kept inside the central 80% (maskable safe zone)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${tile}<path d="M196 150 L376 256 L196 362 Z" fill="${primaryContrast}" stroke="${primaryContrast}" stroke-width="24" stroke-linejoin="round"/><circle cx="376" cy="150" r="40" fill="${accent}" stroke="${primaryContrast}" stroke-width="12"/></svg>`;
}

export interface IconFile {
  body: Buffer;
  type: string;
  etag: string;
}

const rendered = new Map<string, Promise<IconFile>>();

/** One icon of one brand (rendered on first use, then kept: a few kilobytes per brand). */
export function brandIcon(brand: Brand, file: IconPath): Promise<IconFile> {
  const key = `${brand.id}:${file}`;
  let icon = rendered.get(key);
  if (!icon) {
    const { size, maskable } = ICON_FILES[file];
    const svg = brandIconSvg(brand, maskable);
    icon = (size === 0 ? Promise.resolve(Buffer.from(svg)) : sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer()).then((body) => ({
      body,
      type: size === 0 ? 'image/svg+xml' : 'image/png',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    }));
    icon.catch(() => rendered.delete(key));
    rendered.set(key, icon);
  }
  return icon;
}
