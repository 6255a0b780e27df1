import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Build output (GET/HEAD) through @fastify/static: the .br / .gz copies the production build
// writes next to each text file (tools/webpack, compression-webpack-plugin) are chosen by
// Accept-Encoding (`Vary: Accept-Encoding`), with ETag / Last-Modified and 304 answers.

/** webpack's content-hashed names ([name].[contenthash:10].js) never change. */
export const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** The path under `root` for a URL path, or null (outside root, hidden, not a file). */
export async function resolveFile(root: string, urlPath: string): Promise<{ file: string; relative: string } | null> {
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
    return info.isFile() ? { file, relative: path.relative(root, file).split(path.sep).join('/') } : null;
  } catch {
    return null;
  }
}

/**
 * Registers @fastify/static on `app` for `root` without routes (`reply.sendFile` of what
 * `resolveFile` found): hashed files
 * are immutable for a year, anything else (remoteEntry.js, icons) is revalidated with its ETag.
 */
export async function registerBuildFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', HASHED_FILE.test(file.replace(/\.(br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
