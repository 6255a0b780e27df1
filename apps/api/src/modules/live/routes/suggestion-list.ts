import { errorBody, suggestionListQuery, suggestionListResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { absoluteUrl } from '../../../plugins/app/absolute-urls';

/** GET /api/guest/suggestion-list?memberId&limit: channels to watch, live ones first (not the caller's own). */
const suggestionListRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/suggestion-list',
    { schema: { tags: ['guest'], querystring: suggestionListQuery, response: { 200: suggestionListResponse, 400: errorBody } } },
    async (request) => {
      const { memberId, limit } = request.query;
      const rows = await app.channels.suggestions({ limit, excludeLoginId: memberId || undefined });
      return {
        list: rows.map((c) => ({ ...c, thumbnailUrl: absoluteUrl(request, c.thumbnailUrl), profileImage: absoluteUrl(request, c.profileImage) })),
      };
    },
  );
};
export default suggestionListRoutes;
