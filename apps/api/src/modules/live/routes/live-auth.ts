import { resolveBrand } from '@luvcast/brand-config';
import { errorBody, liveAuthQuery, liveAuthResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/live-Auth?channelId&viewerId&password&option&aspCode: may this viewer watch the channel? */
const liveAuthRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/live-Auth',
    {
      schema: {
        tags: ['guest'],
        description: 'May this viewer watch the channel (uuid or broadcaster login ID)? Adult and adult-plus broadcasts need a signed-in, identity-verified adult (viewerId, when sent, must be the signed-in member) and the adult switch of the brand; password broadcasts need the right password. option and aspCode are accepted for the embed flows and do not widen access. Unknown channel: 404.',
        querystring: liveAuthQuery,
        response: { 200: liveAuthResult, 404: errorBody },
      },
    },
    async (request, reply) => {
      const answer = await app.liveService.liveAuth(resolveBrand(request.host), request.query, () => app.identify(request));
      return answer ?? reply.fail('common.notFound', 404, { code: false });
    },
  );
};
export default liveAuthRoutes;
