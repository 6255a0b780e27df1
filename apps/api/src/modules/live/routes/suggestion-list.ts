import { resolveBrand } from '@luvcast/brand-config';
import { errorBody, suggestionListQuery, suggestionListResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { liveUrls } from '../live-urls';

/** GET /api/guest/suggestion-list?memberId&limit: channels to watch, live ones first (not the caller's own). */
const suggestionListRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/suggestion-list',
    { schema: { tags: ['guest'], description: 'Channels to watch: live ones first (most viewers), then the newest; adult channels only on brands with adult broadcasts.', querystring: suggestionListQuery, response: { 200: suggestionListResponse, 400: errorBody } } },
    async (request) => ({ list: await app.liveService.suggestions(resolveBrand(request.host), request.query, liveUrls(request, app.config.live)) }),
  );
};
export default suggestionListRoutes;
