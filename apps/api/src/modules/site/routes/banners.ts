import { resolveBrand } from '@luvcast/brand-config';
import { bannersNewStyleResponse, bannersResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/**
 * The banners of the request host's brand: GET /api/guest/banners (the active banners in display order) and
 * GET /api/guest/banners-newstyle (the same rows in the new layout); image URLs absolute.
 */
const bannersRoutes: RoutePlugin = async (app) => {
  app.get('/api/guest/banners', { config: { publicCache: { tables: ['banners'] } }, schema: { tags: ['guest'], description: "The active banners of the request host's brand (a bell visitor never sees a luv banner), in display order, absolute image URLs.", response: { 200: bannersResponse } } }, async (request) => ({
    list: (await app.siteService.banners(resolveBrand(request.host))).map((b) => ({ ...b, imageUrl: request.absoluteUrl(b.imageUrl) })),
  }));

  app.get(
    '/api/guest/banners-newstyle',
    { config: { publicCache: { tables: ['banners'] } }, schema: { tags: ['guest'], description: 'The active banners (same rows as /api/guest/banners) in the new layout: absolute image URLs for PC and mobile, position from 0.', response: { 200: bannersNewStyleResponse } } },
    async (request) => ({
      list: (await app.siteService.banners(resolveBrand(request.host))).map((b, position) => {
        const imageUrl = request.absoluteUrl(b.imageUrl);
        return { id: b.id, title: b.title, imageUrl, mobileImageUrl: imageUrl, linkUrl: b.linkUrl, position };
      }),
    }),
  );
};
export default bannersRoutes;
