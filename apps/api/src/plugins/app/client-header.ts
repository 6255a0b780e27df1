import fp from 'fastify-plugin';
import { CLIENT_HEADER } from '@luvcast/contracts';
import type { App } from '../../types';

const GUARDED = /^\/(api|v2|v3|v4)(\/|$)/;

/** Every /api, /v2, /v3, /v4 call must carry the client header (CORS preflights excepted). */
export default fp(async (app: App) => {
  const header = CLIENT_HEADER.toLowerCase();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || !GUARDED.test(request.url)) return;
    if (!request.headers[header]) return reply.fail('common.badAccess', 400, { code: false });
  });
}, { name: 'client-header', dependencies: ['locale', 'errors'] });
