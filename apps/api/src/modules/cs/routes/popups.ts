import { resolveBrand } from '@luvcast/brand-config';
import { popupsResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/popups: the popups of the request host's brand showing now, in display order. */
const popupsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/popups',
    { config: { publicCache: { tables: ['popups'] } }, schema: { tags: ['guest'], description: "Popups of the request host's brand showing now (between their start and end), in display order; absolute image URLs.", response: { 200: popupsResult } } },
    async (request) => {
      const { list } = await app.csService.popups(resolveBrand(request.host).id);
      return { list: list.map((p) => ({ ...p, imageUrl: request.absoluteUrl(p.imageUrl) })) };
    },
  );
};
export default popupsRoutes;
