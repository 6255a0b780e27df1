import { resolveBrand } from '@luvcast/brand-config';
import { errorBody, noticeListQuery, noticeListResponse, type NoticeKind } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** The public lists, one per kind: same query (offset, limit) and answer. */
const LISTS: [string, NoticeKind, string][] = [
  ['/api/cs/notice-list', 'notice', 'Notices'],
  ['/api/cs/develop-notice-list', 'develop', 'Developer notices'],
  ['/api/cs/guide-list', 'guide', 'Help guides'],
];

/**
 * GET /api/cs/notice-list, /develop-notice-list, /guide-list?offset&limit: the rows of that kind
 * shown on the request host's brand (its own and every brand's), important ones first, then the
 * newest. Public.
 */
const noticeListRoutes: RoutePlugin = async (app) => {
  for (const [url, kind, what] of LISTS) {
    app.get(
      url,
      {
        config: { publicCache: { tables: ['notices'] } },
        schema: {
          tags: ['cs'],
          description: `${what} of the request host's brand and of every brand: important ones first, then the newest. A line of \`content\` that is exactly \`/api/cs/static/<file>\` names an image.`,
          querystring: noticeListQuery,
          response: { 200: noticeListResponse, 400: errorBody },
        },
      },
      async (request) => app.noticesService.list(kind, resolveBrand(request.host).id, request.query),
    );
  }
};
export default noticeListRoutes;
