import { popupsResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { POPUP_DAYS } from '../cs.service';

/** GET /api/guest/popups: the important notices of the last 30 days, newest first. */
const popupsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/popups',
    { schema: { tags: ['guest'], description: `Popups: the important notices of the last ${POPUP_DAYS} days, newest first.`, response: { 200: popupsResult } } },
    async () => app.csService.popups(),
  );
};
export default popupsRoutes;
