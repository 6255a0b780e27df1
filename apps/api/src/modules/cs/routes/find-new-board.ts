import { newBoardResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { NEW_BOARD_DAYS } from '../cs.service';

/** GET /api/guest/find-new-board: the "new" badge of the customer-service board. */
const findNewBoardRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/find-new-board',
    { schema: { tags: ['guest'], description: `The "new" badge of the customer-service board: isNew when a notice was posted in the last ${NEW_BOARD_DAYS} days.`, response: { 200: newBoardResult } } },
    async () => app.csService.newBoard(),
  );
};
export default findNewBoardRoutes;
