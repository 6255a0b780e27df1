import { resolveBrand } from '@luvcast/brand-config';
import { errorBody, LIVE_PASS_COOKIE_PREFIX, LIVE_PASS_TTL_S, liveAuthQuery, liveAuthResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/live-Auth?channelId&viewerId&password&option&aspCode: may this viewer watch the channel? */
const liveAuthRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/live-Auth',
    {
      schema: {
        tags: ['guest'],
        description:
          'May this viewer watch the channel (numeric id or broadcaster login ID)? Adult and adult-plus broadcasts need a signed-in, identity-verified adult (19+; viewerId, when sent, must be the signed-in member) and the adult switch of the brand; password broadcasts need the right password, which yields liveToken (also set as the HttpOnly cookie luvcast_live_pass_{channelId}, 12 hours) for GET /api/channels/{id}/stream. option and aspCode do not widen access. Unknown channel: 404.',
        querystring: liveAuthQuery,
        response: { 200: liveAuthResult, 404: errorBody },
      },
    },
    async (request, reply) => {
      const answer = await app.liveService.liveAuth(resolveBrand(request.host), request.query, () => app.identify(request));
      if (!answer) return reply.fail('common.notFound', 404, { code: false });
      if (answer.liveToken) {
        const channel = await app.channels.findByIdOrOwnerLoginId(request.query.channelId);
        if (channel) reply.setSiteCookie(`${LIVE_PASS_COOKIE_PREFIX}${channel.id}`, answer.liveToken, { httpOnly: true, maxAge: LIVE_PASS_TTL_S });
      }
      return answer;
    },
  );
};
export default liveAuthRoutes;
