import { siteStatus } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/status: the first render's maintenance / emergency status (answered during maintenance too). */
const statusRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/status',
    { schema: { tags: ['guest'], description: 'Maintenance and emergency flags for the first render; answered during maintenance too.', response: { 200: siteStatus } } },
    async () => app.siteService.status(),
  );
};
export default statusRoutes;
