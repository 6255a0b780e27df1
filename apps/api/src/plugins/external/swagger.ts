import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { CLIENT_HEADER, COOKIES, XSRF_HEADER } from '@luvcast/contracts';
import type { App } from '../../types';
import { valibotSwaggerTransform } from '../../valibot';

/**
 * Swagger UI's own CSP (it replaces the API's `default-src 'none'` on the /docs routes): its
 * bundle, styles (it also sets inline style attributes), data: icons and the try-it-out calls
 * are all on this origin; never framed. Not @fastify/swagger-ui's `staticCSP: true`, whose
 * `upgrade-insecure-requests` would break the UI on plain http (development).
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The OpenAPI document generated from the contracts' schemas (`app.swagger()`, always); served at
 * /docs/json with Swagger UI at /docs only when API_DOCS is on (default off in production).
 */
export default fp(async (app: App) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'luvcast API',
        version: '0.1.0',
        description: `Every /api, /v2, /v3 and /v4 call carries the ${CLIENT_HEADER} header; every POST/PUT/PATCH/DELETE carries ${XSRF_HEADER} equal to the XSRF-TOKEN cookie.`,
      },
      components: {
        securitySchemes: { accessCookie: { type: 'apiKey', in: 'cookie', name: COOKIES.access } },
      },
    },
    transform: valibotSwaggerTransform,
  });
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
}, { name: 'swagger', dependencies: ['config'] });
