import { channelRegisterResponse, errorBody, myChannelProfileResponse, viewMainResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { liveUrls } from '../live-urls';

/** GET /api/my/chennel-register (the spec's spelling), /api/my/channel/profile, /api/my/view-main. */
const myChannelRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  // the spec names POST; GET stays for the clients that already read it
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/my/chennel-register',
      preHandler: app.authenticate,
      schema: { tags: ['my'], security, description: 'Opens the caller\'s channel (one per member; again: the existing one, created false). A plain member becomes a broadcaster (role J).', response: { 200: channelRegisterResponse, 401: errorBody } },
      handler: async (request) => app.liveService.register(request.member!, liveUrls(request, app.config.live)),
    });
  }
  app.get(
    '/api/my/channel/profile',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'The caller\'s channel (null before chennel-register), PI and whether they may go live.', response: { 200: myChannelProfileResponse, 401: errorBody } } },
    async (request) => app.liveService.channelProfile(request.member!, liveUrls(request, app.config.live)),
  );
  app.get(
    '/api/my/view-main',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'The member main page: their channel, followed channels (live first), the latest played streams, counts.', response: { 200: viewMainResponse, 401: errorBody } } },
    async (request) => app.liveService.viewMain(request.member!, liveUrls(request, app.config.live)),
  );
};
export default myChannelRoutes;
