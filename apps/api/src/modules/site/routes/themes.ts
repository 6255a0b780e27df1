import { resolveBrand } from '@luvcast/brand-config';
import { themesQuery, themesResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/themes?device: the themes in the request host's brand colours. */
const themesRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/themes',
    { schema: { tags: ['guest'], description: "The themes (DARK, BLUE) in the request's brand colours; BLUE is the default, DARK on apps.", querystring: themesQuery, response: { 200: themesResult } } },
    async (request) => app.siteService.themes(resolveBrand(request.host), request.query.device),
  );
};
export default themesRoutes;
