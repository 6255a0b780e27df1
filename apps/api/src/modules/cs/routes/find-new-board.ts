import { resolveBrand } from '@luvcast/brand-config';
import { newBoardResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { NEW_BOARD_DAYS } from '../cs.service';

/** GET /api/guest/find-new-board: the "new" badge of the customer-service board. */
const findNewBoardRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/find-new-board',
    { schema: { tags: ['guest'], description: `The "new" badge of the customer-service board: isNew when a notice of the request host's brand (or of every brand) was posted in the last ${NEW_BOARD_DAYS} days.`, response: { 200: newBoardResult } } },
    async (request) => app.csService.newBoard(resolveBrand(request.host).id),
  );
};
export default findNewBoardRoutes;
