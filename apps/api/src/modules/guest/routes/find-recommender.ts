import { codeCheckParams } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/findRecommender/{code} -> text `notfound`, `overlap`, the recommender's nickname or the partner's name. */
const findRecommenderRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/findRecommender/:code',
    { schema: { tags: ['guest'], params: codeCheckParams, description: "text/plain: notfound | overlap (the signed-in caller's own ID) | the recommender's nickname | the partner's name for an active partner code (e.g. XIN)" } },
    async (request, reply) => reply.type('text/plain; charset=utf-8').send(await app.guestService.findRecommender(request.params.code, await app.identify(request))),
  );
};
export default findRecommenderRoutes;
