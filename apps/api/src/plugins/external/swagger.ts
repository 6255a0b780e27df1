import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { CLIENT_HEADER, COOKIES, XSRF_HEADER } from '@luvcast/contracts';
import type { App } from '../../types';
import { valibotSwaggerTransform } from '../../valibot';

/** OpenAPI document at /docs/json and Swagger UI at /docs, generated from the contracts' schemas. */
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
  await app.register(swaggerUi, { routePrefix: '/docs' });
}, { name: 'swagger' });
