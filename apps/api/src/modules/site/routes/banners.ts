import { bannersResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { absoluteUrl } from '../../../plugins/app/absolute-urls';

/** GET /api/guest/banners: the active banners in display order. */
const bannersRoutes: RoutePlugin = async (app) => {
  app.get('/api/guest/banners', { schema: { tags: ['guest'], response: { 200: bannersResponse } } }, async (request) => {
    const rows = await app.banners.listActive();
    return { list: rows.map((b) => ({ ...b, imageUrl: absoluteUrl(request, b.imageUrl) })) };
  });
};
export default bannersRoutes;
