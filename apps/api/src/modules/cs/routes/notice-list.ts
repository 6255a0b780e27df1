import { errorBody, noticeListQuery, noticeListResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/cs/notice-list?offset&limit: important notices first, then the newest. */
const noticeListRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/cs/notice-list',
    { schema: { tags: ['cs'], querystring: noticeListQuery, response: { 200: noticeListResponse, 400: errorBody } } },
    async (request) => {
      const { list, total } = await app.notices.list(request.query);
      return {
        list: list.map((n) => ({ id: n.id, title: n.title, content: n.content, isImportant: n.isImportant, createdAt: n.createdAt.toISOString() })),
        total,
      };
    },
  );
};
export default noticeListRoutes;
