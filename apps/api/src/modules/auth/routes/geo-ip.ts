import { geoIpResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/auth/geo-ip -> `{ country }`: the caller's country (see authService.countryOf). */
const geoIpRoutes: RoutePlugin = async (app) => {
  app.get('/api/auth/geo-ip', { schema: { tags: ['auth'], response: { 200: geoIpResult } } }, async (request) => ({
    country: app.authService.countryOf(request.headers, request.ip),
  }));
};
export default geoIpRoutes;
