import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

// A small static file responder (GET/HEAD of build output). @fastify/static pulls an ESM-only
// dependency that the workspace's jest setup cannot load, and build folders need nothing more.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** webpack's content-hashed names ([name].[contenthash:10].js) never change. */
export const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** The file under `root` for a URL path, or null (outside root, hidden, not a file). */
export async function resolveFile(root: string, urlPath: string): Promise<{ file: string; size: number } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  if (path.basename(file).startsWith('.')) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size } : null;
  } catch {
    return null;
  }
}

export function sendFile(reply: FastifyReply, file: string, size: number, head = false): FastifyReply {
  reply
    .header('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('Content-Length', size)
    .header('Cache-Control', HASHED_FILE.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  return head ? reply.send() : reply.send(createReadStream(file));
}
