import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { CLIENT_HEADER, IDEMPOTENCY_HEADER, LOCALE_HEADER, XSRF_HEADER } from '@luvcast/contracts';
import { isAllowedOrigin } from '@luvcast/server-auth';
import type { App } from '../../types';
import { memoByHost } from '../app/host-memo';

/**
 * CORS with credentials and exact origin echo for the origins of `isAllowedOrigin` (brand sites
 * and CORS_ORIGINS; outside production also localhost and the site of this api. host); other
 * origins get no CORS headers (and preflights a 404).
 */
export default fp(async (app: App) => {
  // the same options for every request but the origin's verdict: built once (true echoes the request's origin)
  const shared = {
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [CLIENT_HEADER, XSRF_HEADER, LOCALE_HEADER, IDEMPOTENCY_HEADER, 'Content-Type', 'Authorization', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Idempotency-Replayed'],
    maxAge: 600,
  };
  const allowed = { ...shared, origin: true };
  const refused = { ...shared, origin: false };
  // the verdict depends on the origin and the host alone, and a browser sends the same few pairs
  // on every call (its brand site, our api. host): remembered, bounded (a URL parse per call was a
  // fifth of a cached public read's CPU)
  const verdict = memoByHost((pair: string) => {
    const cut = pair.indexOf('\n');
    return isAllowedOrigin(pair.slice(cut + 1), pair.slice(0, cut), app.config);
  });
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin !== undefined && verdict(`${request.host}\n${origin}`) ? allowed : refused);
    },
  });
}, { name: 'cors', dependencies: ['config'] });
