import { errorBody, noticeListQuery, noticeListResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/cs/notice-list?offset&limit: important notices first, then the newest. */
const noticeListRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/cs/notice-list',
    { schema: { tags: ['cs'], querystring: noticeListQuery, response: { 200: noticeListResponse, 400: errorBody } } },
    async (request) => app.csService.noticeList(request.query),
  );
};
export default noticeListRoutes;
