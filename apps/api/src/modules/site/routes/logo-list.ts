import { resolveBrand } from '@luvcast/brand-config';
import { logoListResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/logo-list: every brand's logo, `current` for the request host's brand. */
const logoListRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/logo-list',
    { schema: { tags: ['guest'], description: 'Every brand logo (web paths served by the web server); current marks the brand of the request host.', response: { 200: logoListResult } } },
    async (request) => app.siteService.logos(resolveBrand(request.host)),
  );
};
export default logoListRoutes;
