import { resolveBrand } from '@luvcast/brand-config';
import { channelCardPage, errorBody, liveListQuery } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { liveUrls } from '../live-urls';

/** GET /api/lives?theme&keyword&offset&limit: who is live now, most viewers first (the home page polls it every 10 s). */
const livesRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/lives',
    {
      schema: {
        tags: ['live'],
        description: 'Channels live now on the caller\'s brand, most viewers first; theme: a theme id or code of /api/guest/themes; keyword: part of the nickname, login ID or title. Cards of live channels carry the live stream id and its thumbnail on the media server.',
        querystring: liveListQuery,
        response: { 200: channelCardPage, 400: errorBody },
      },
    },
    async (request) => app.liveService.liveList(resolveBrand(request.host), request.query, liveUrls(request, app.config.live)),
  );
};
export default livesRoutes;
