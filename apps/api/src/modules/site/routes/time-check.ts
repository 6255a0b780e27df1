import { timeCheckParams, timeCheckQuery, timeCheckResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

const timeDoc = 'Server time (clients correct their clock with it).';

/** GET /v2/api/guest/timeCheck, /api/guest/timeCheck/{n} (and ?ver=2): `{ now, epochMs }`. */
const timeCheckRoutes: RoutePlugin = async (app) => {
  app.get('/v2/api/guest/timeCheck', { schema: { tags: ['guest'], description: timeDoc, response: { 200: timeCheckResult } } }, async () => app.siteService.time());
  app.get(
    '/api/guest/timeCheck/:n',
    { schema: { tags: ['guest'], description: `${timeDoc} Any small number n and ?ver=2 answer the same.`, params: timeCheckParams, querystring: timeCheckQuery, response: { 200: timeCheckResult } } },
    async () => app.siteService.time(),
  );
};
export default timeCheckRoutes;
