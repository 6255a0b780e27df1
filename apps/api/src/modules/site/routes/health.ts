import { healthResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /health: a database round trip; a failing database answers 503. */
const healthRoutes: RoutePlugin = async (app) => {
  app.get('/health', { schema: { tags: ['ops'], response: { 200: healthResult } } }, async () => {
    try {
      await app.siteService.ping();
    } catch (err) {
      throw Object.assign(new Error('database unavailable', { cause: err }), { statusCode: 503 });
    }
    return { status: 'ok' as const };
  });
};
export default healthRoutes;
