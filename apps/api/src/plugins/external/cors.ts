import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { CLIENT_HEADER, LOCALE_HEADER, XSRF_HEADER } from '@luvcast/contracts';
import { isAllowedOrigin } from '@luvcast/db';
import type { App } from '../../types';

/**
 * CORS with credentials and exact origin echo for brand hosts, the site of this api. host,
 * localhost and CORS_ORIGINS; other origins get no CORS headers (and preflights a 404).
 */
export default fp(async (app: App) => {
  const extra = app.config.corsOrigins;
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, {
        origin: isAllowedOrigin(origin, request.host, extra) ? origin : false,
        credentials: true,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: [CLIENT_HEADER, XSRF_HEADER, LOCALE_HEADER, 'Content-Type', 'Authorization', 'X-Request-Id'],
        exposedHeaders: ['X-Request-Id'],
        maxAge: 600,
      });
    },
  });
}, { name: 'cors', dependencies: ['config'] });
