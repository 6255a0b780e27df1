import type { RoutePlugin } from '../../../types';

/** GET /api/auth/xsrf: 204; makes sure the XSRF-TOKEN cookie exists (the xsrf plugin sets, and here always renews, it). */
const xsrfRoutes: RoutePlugin = async (app) => {
  app.get('/api/auth/xsrf', { schema: { tags: ['auth'] } }, async (_request, reply) => reply.code(204).send());
};
export default xsrfRoutes;
