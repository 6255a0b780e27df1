import { errorBody, siteFlagsBody, siteStatus } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** PUT /api/admin/site-flags: operators (role O) switch maintenance, emergency and platform switches; others 403, guests 401. */
const siteFlagRoutes: RoutePlugin = async (app) => {
  app.put(
    '/api/admin/site-flags',
    {
      preHandler: app.operatorOnly,
      schema: {
        tags: ['admin'],
        description: 'Operators only (role O): sets maintenance / emergency (on while true) and platform switches (site flag switch:<name>, read by /api/guest/channeling-switching). Answered during maintenance. Same effect as `npm run site`.',
        body: siteFlagsBody,
        response: { 200: siteStatus, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { maintenance, emergency, switches } = request.body;
      request.log.info({ operator: request.member!.loginId, maintenance, emergency, switches }, 'site flags changed');
      return app.siteService.setFlags(request.body);
    },
  );
};
export default siteFlagRoutes;
