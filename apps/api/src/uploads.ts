import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';

/** A file type an upload may be, told by its first bytes (never by the name or the browser's word). */
export interface FileKind {
  type: string;
  ext: string;
  image: boolean;
}

/** `magic` at the start of the file, and `more` further in when given (a RIFF container names its format at byte 8). */
const SIGNATURES: (FileKind & { magic: number[]; more?: { at: number; bytes: number[] } })[] = [
  { type: 'image/jpeg', ext: 'jpg', image: true, magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', ext: 'png', image: true, magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', ext: 'gif', image: true, magic: [0x47, 0x49, 0x46, 0x38] },
  { type: 'image/webp', ext: 'webp', image: true, magic: [0x52, 0x49, 0x46, 0x46], more: { at: 8, bytes: [0x57, 0x45, 0x42, 0x50] } },
  { type: 'application/pdf', ext: 'pdf', image: false, magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** Images larger than this (width x height) are refused unread: a small file may decode to gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The kind of an uploaded file among `allowed` types, or null: by its first bytes, and for an image
 * by its header's dimensions too (unreadable, or more than MAX_IMAGE_PIXELS: an image bomb).
 */
export function sniffUpload(bytes: Buffer, allowed: readonly string[]): FileKind | null {
  const kind = SIGNATURES.find((s) => allowed.includes(s.type) && s.magic.every((b, i) => bytes[i] === b) && (!s.more || s.more.bytes.every((b, i) => bytes[s.more!.at + i] === b)));
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

/** Extensions each checked type may keep (others get the type's own added). */
const EXTENSIONS: Record<string, string[]> = { jpg: ['jpg', 'jpeg'], png: ['png'], gif: ['gif'], webp: ['webp'], pdf: ['pdf'] };

/**
 * A file name as the member gave it, safe to keep, show and save as: the last path segment only,
 * without control, format (bidirectional overrides) or path characters, at most `max` characters,
 * ending in an extension of the type its bytes were checked as (`photo.html` of a PNG becomes
 * `photo.html.png`). Null when nothing is left.
 */
export function cleanFileName(name: string, kind: Pick<FileKind, 'ext'>, max = 100): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '').replace(/^[.\s]+/, '').trim();
  if (!clean) return null;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const stem = (EXTENSIONS[kind.ext] ?? [kind.ext]).includes(ext) ? clean.slice(0, dot) : clean;
  const suffix = `.${(EXTENSIONS[kind.ext] ?? [kind.ext]).includes(ext) ? ext : kind.ext}`;
  return stem.slice(0, max - suffix.length).trim() + suffix;
}

/** A file part of a multipart body as received (`truncated`: cut at the route's size limit). */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
  truncated: boolean;
}

/**
 * Reads a multipart body (the route registers @fastify/multipart with its limits): its text fields
 * and the files of `fileField` (files of other fields are read and dropped). `failed` says why the
 * body could not be read: a file over the size limit, more files than allowed, or a malformed body.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] } | { failed: 'size' | 'count' | 'malformed' }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) files.push({ name: part.filename, bytes, truncated: part.file.truncated });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // only the body's parsing runs in this loop: anything it throws is a malformed or oversized request
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { failed: 'size' };
    if (code === 'FST_FILES_LIMIT') return { failed: 'count' };
    request.log.info({ err }, 'malformed multipart body');
    return { failed: 'malformed' };
  }
  return { fields, files };
}

/**
 * Writes a file of ours (the name was made by the caller, never taken from the request) under
 * `dir` (created 0700), readable by the server only (0600).
 */
export async function storeFile(dir: string, name: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(path.join(dir, name), bytes, { mode: 0o600 });
}

/**
 * The bytes of a stored file, only when `name` has the shape `re` of the names the server gives (so
 * no name can leave `dir`: no slashes, no dots but the extension's); null when absent.
 */
export async function readStoredFile(dir: string, name: string, re: RegExp): Promise<Buffer | null> {
  if (!re.test(name)) return null;
  const file = path.resolve(dir, name);
  if (path.dirname(file) !== path.resolve(dir)) return null;
  return readFile(file).catch(() => null);
}

/** The checked type of a stored image, by the extension the server gave its name. */
export const IMAGE_TYPE_OF_EXT: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/**
 * Answers a stored public image inline (the one kind of upload shown to everyone, ADR 0014): its
 * checked type, `nosniff`, a sandbox CSP (opened as a page it can run nothing), loadable by the
 * brand sites (another host), cached for good (a changed image gets a new name).
 */
export function sendPublicImage(reply: FastifyReply, bytes: Buffer, type: string) {
  return reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(bytes as never);
}
