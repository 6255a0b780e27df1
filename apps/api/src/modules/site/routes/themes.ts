import { resolveBrand } from '@luvcast/brand-config';
import { broadcastThemesResponse, errorBody, themesQuery } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/themes?device: the broadcast themes of the request host's brand, `[{key, value, text}]`. */
const themesRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/themes',
    {
      config: { publicCache: { tables: ['themes'] } },
      schema: {
        tags: ['guest'],
        description: "The broadcast themes (categories) the request host's brand offers, in display order: key the theme id (themeId of /api/m/channel/config), value its code, text its label. device is accepted as the clients send it.",
        querystring: themesQuery,
        response: { 200: broadcastThemesResponse, 400: errorBody },
      },
    },
    async (request) => app.siteService.themes(resolveBrand(request.host)),
  );
};
export default themesRoutes;
