import { channelIdParams, errorBody, favoriteResponse, followResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** POST / DELETE /api/channels/{id}/follow and /api/channels/{id}/favorite: on / off, with the channel's count. */
const followRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/channels/:id/follow',
      preHandler: app.authenticate,
      schema: { tags: ['live'], security, description: `${method === 'POST' ? 'Follows' : 'Unfollows'} the channel (listed in /api/my/streams/subscriptions). Own channel: 400. Unknown: 404.`, params: channelIdParams, response: { 200: followResponse, 400: errorBody, 401: errorBody, 404: errorBody } },
      handler: async (request, reply) => {
        const r = await app.liveService.setRelation('follow', request.member!, request.params.id, method === 'POST');
        return 'refused' in r ? reply.fail(r) : { channelId: request.params.id, isFollowing: r.on, followerCount: r.count };
      },
    });
    app.route({
      method,
      url: '/api/channels/:id/favorite',
      preHandler: app.authenticate,
      schema: { tags: ['live'], security, description: `${method === 'POST' ? 'Adds the channel to' : 'Removes the channel from'} the favourites (/api/my/streams/present). Own channel: 400. Unknown: 404.`, params: channelIdParams, response: { 200: favoriteResponse, 400: errorBody, 401: errorBody, 404: errorBody } },
      handler: async (request, reply) => {
        const r = await app.liveService.setRelation('favorite', request.member!, request.params.id, method === 'POST');
        return 'refused' in r ? reply.fail(r) : { channelId: request.params.id, isFavorite: r.on, favoriteCount: r.count };
      },
    });
  }
};
export default followRoutes;
