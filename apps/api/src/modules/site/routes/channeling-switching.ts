import { resolveBrand } from '@luvcast/brand-config';
import { channelingSwitching } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/channeling-switching: the platform switches of the request host's brand. */
const channelingSwitchingRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/channeling-switching',
    {
      config: { publicCache: { tables: ['site_flags'] } },
      schema: {
        tags: ['guest'],
        description: "Platform switches (spec §3) for the request's brand: what brand-config offers, unless an operator switched it off (site flag switch:<name> = off, via PUT /api/admin/site-flags).",
        response: { 200: channelingSwitching },
      },
    },
    async (request) => app.siteService.platformSwitches(resolveBrand(request.host)),
  );
};
export default channelingSwitchingRoutes;
