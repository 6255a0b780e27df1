import { imageSize } from 'image-size';

/** A file type an upload may be, told by its first bytes (never by the name or the browser's word). */
export interface FileKind {
  type: string;
  ext: string;
  image: boolean;
}

const SIGNATURES: (FileKind & { magic: number[] })[] = [
  { type: 'image/jpeg', ext: 'jpg', image: true, magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', ext: 'png', image: true, magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', ext: 'gif', image: true, magic: [0x47, 0x49, 0x46, 0x38] },
  { type: 'application/pdf', ext: 'pdf', image: false, magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** Images larger than this (width x height) are refused unread: a small file may decode to gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The kind of an uploaded file among `allowed` types, or null: by its first bytes, and for an image
 * by its header's dimensions too (unreadable, or more than MAX_IMAGE_PIXELS: an image bomb).
 */
export function sniffUpload(bytes: Buffer, allowed: readonly string[]): FileKind | null {
  const kind = SIGNATURES.find((s) => allowed.includes(s.type) && s.magic.every((b, i) => bytes[i] === b));
  if (!kind) return null;
  if (kind.image) {
    try {
      const { width, height } = imageSize(bytes);
      if (!width || !height || width * height > MAX_IMAGE_PIXELS) return null;
    } catch {
      return null;
    }
  }
  return { type: kind.type, ext: kind.ext, image: kind.image };
}

/**
 * A file name as the member gave it, safe to keep and show: the last path segment only, no control
 * or path characters, at most `max` characters (its extension kept). Null when nothing is left.
 */
export function cleanFileName(name: string, max = 100): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '').replace(/^\.+/, '').trim();
  if (!clean) return null;
  if (clean.length <= max) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, max - ext.length) + ext;
}
