import { healthResult, readinessResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/**
 * GET /health (liveness): a database round trip; a failing database answers 503.
 * GET /health/ready (readiness, for load balancers): 200 `ready` while this instance takes traffic;
 * 503 `draining` from the moment it received SIGTERM (apps/api/src/lifecycle.ts), 503 `unavailable`
 * when its database does not answer.
 */
const healthRoutes: RoutePlugin = async (app) => {
  app.get('/health', { schema: { tags: ['ops'], response: { 200: healthResult } } }, async () => {
    try {
      await app.siteService.ping();
    } catch (err) {
      throw Object.assign(new Error('database unavailable', { cause: err }), { statusCode: 503 });
    }
    return { status: 'ok' as const };
  });
  app.get('/health/ready', { schema: { tags: ['ops'], response: { 200: readinessResult, 503: readinessResult } } }, async (_request, reply) => {
    if (app.lifecycle.shuttingDown) return reply.code(503).header('cache-control', 'no-store').send({ status: 'draining' as const });
    try {
      await app.siteService.ping();
    } catch (err) {
      app.log.warn({ err }, 'readiness: database unavailable');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' as const });
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ready' as const });
  });
};
export default healthRoutes;
