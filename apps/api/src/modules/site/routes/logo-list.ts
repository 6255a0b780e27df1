import { resolveBrand } from '@luvcast/brand-config';
import { logoListResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/logo-list: the request host's brand's logos showing now; `current` marks the one to show. */
const logoListRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/logo-list',
    { config: { publicCache: { tables: ['logos'] } }, schema: { tags: ['guest'], description: "The logos of the request host's brand showing now (web paths served by the web server), from the logos table; current marks the one to show.", response: { 200: logoListResult } } },
    async (request) => app.siteService.logos(resolveBrand(request.host)),
  );
};
export default logoListRoutes;
