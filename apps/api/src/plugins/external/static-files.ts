import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { App } from '../../types';

/** Images referenced by seeded banners, thumbnails and profiles: /static/images/*. */
export const STATIC_DIR = path.resolve(__dirname, '../../../static');

export default fp(async (app: App) => {
  await app.register(fastifyStatic, {
    root: path.join(STATIC_DIR, 'images'),
    prefix: '/static/images/',
    decorateReply: false,
    maxAge: '1h',
  });
}, { name: 'static-files' });
