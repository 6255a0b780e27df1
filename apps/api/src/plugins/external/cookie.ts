import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { App } from '../../types';

/** Cookie parsing and `reply.setCookie` (the access, refresh and XSRF cookies). */
export default fp(async (app: App) => {
  await app.register(cookie);
}, { name: 'cookie' });
