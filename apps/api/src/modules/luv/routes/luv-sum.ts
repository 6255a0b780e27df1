import { errorBody, luvSumResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/luv/luv-sum: the member's balance, the sum of the ledger entries of the wallet. */
const luvSumRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/luv/luv-sum',
    { preHandler: app.authenticate, schema: { tags: ['luv'], security: [{ accessCookie: [] }], response: { 200: luvSumResponse, 401: errorBody } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, max-age=0');
      return { luvSum: await app.luvService.balance(request.member!.id) };
    },
  );
};
export default luvSumRoutes;
