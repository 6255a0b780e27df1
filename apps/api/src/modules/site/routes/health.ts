import { ping } from '@luvcast/db';
import * as v from 'valibot';
import type { RoutePlugin } from '../../../types';

const healthResponse = v.object({ status: v.literal('ok') });

/** GET /health: a database round trip; a failing database answers 503. */
const healthRoutes: RoutePlugin = async (app) => {
  app.get('/health', { schema: { tags: ['ops'], response: { 200: healthResponse } } }, async () => {
    try {
      await ping(app.db);
    } catch (err) {
      throw Object.assign(new Error('database unavailable', { cause: err }), { statusCode: 503 });
    }
    return { status: 'ok' as const };
  });
};
export default healthRoutes;
