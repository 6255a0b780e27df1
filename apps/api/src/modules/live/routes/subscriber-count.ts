import { errorBody, subscriberCountQuery, subscriberCountResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/subscriber-count?channelId: subscribers of a channel (numeric id or broadcaster login ID). */
const subscriberCountRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/subscriber-count',
    {
      schema: {
        tags: ['guest'],
        description: 'Subscribers of a channel in force now (numeric id or broadcaster login ID): status 1 or 5 within the paid period. Unknown channel: 404.',
        querystring: subscriberCountQuery,
        response: { 200: subscriberCountResult, 404: errorBody },
      },
    },
    async (request, reply) => (await app.liveService.subscriberCount(request.query.channelId)) ?? reply.fail('common.notFound', 404, { code: false }),
  );
};
export default subscriberCountRoutes;
