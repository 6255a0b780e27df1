import { errorBody, suggestionListQuery, suggestionListResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/suggestion-list?memberId&limit: channels to watch, live ones first (not the caller's own). */
const suggestionListRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/suggestion-list',
    { schema: { tags: ['guest'], querystring: suggestionListQuery, response: { 200: suggestionListResponse, 400: errorBody } } },
    async (request) => ({
      list: (await app.liveService.suggestions(request.query)).map((c) => ({
        ...c,
        thumbnailUrl: request.absoluteUrl(c.thumbnailUrl),
        profileImage: request.absoluteUrl(c.profileImage),
      })),
    }),
  );
};
export default suggestionListRoutes;
