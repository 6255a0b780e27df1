import { dailyQuery, dailyResponse, errorBody, giftListQuery, giftListResponse, receivedLuvSumResponse, receivedResponse } from '@luvcast/contracts';
import type { GiftFilter } from '@luvcast/db';
import type { RoutePlugin } from '../../../types';

/** The wallet pages' gift lists and sums (offset, limit: default 10). */
const giftListsRoutes: RoutePlugin = async (app) => {
  const lists: [path: string, side: 'received' | 'sent', filter: GiftFilter, what: string][] = [
    ['/api/luv/receivedluv-list', 'received', 'luv', 'luv a broadcaster received in gifts, with the senders'],
    ['/api/luv/sentluv-list', 'sent', 'luv', 'luv the member sent in gifts, with the broadcasters'],
    ['/api/luv/receiveditem-list', 'received', 'item', 'gift items a broadcaster received'],
    ['/api/luv/sentitem-list', 'sent', 'item', 'gift items the member sent'],
  ];
  for (const [path, side, filter, what] of lists) {
    app.get(path, {
      preHandler: app.authenticate,
      schema: { tags: ['luv'], security: [{ accessCookie: [] }], description: `The ${what}, newest first; total and sum over all pages.`, querystring: giftListQuery, response: { 200: giftListResponse, 400: errorBody, 401: errorBody } },
      handler: async (request) => app.giftsService[side](request.member!, filter, request.query),
    });
  }
  app.get('/api/luv/receivedluv-sum', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security: [{ accessCookie: [] }], description: 'Luv received in gifts (all time) and the earnings not withdrawn yet.', response: { 200: receivedLuvSumResponse, 401: errorBody } },
    handler: async (request) => {
      const { receivedLuvSum, earnings } = await app.giftsService.receivedSum(request.member!);
      return { receivedLuvSum, earnings };
    },
  });
  app.get('/api/luv/received', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security: [{ accessCookie: [] }], description: "A broadcaster's earnings at a glance: not withdrawn, received in all, number of gifts.", response: { 200: receivedResponse, 401: errorBody } },
    handler: async (request) => app.giftsService.receivedSum(request.member!),
  });
  app.get('/api/luv/daily', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security: [{ accessCookie: [] }], description: 'Luv per day (Asia/Seoul) over the last `days` (1-366, default 30): received in gifts (side=received, broadcasters) or sent (side=sent, default) — the wallet chart.', querystring: dailyQuery, response: { 200: dailyResponse, 400: errorBody, 401: errorBody } },
    handler: async (request) => app.giftsService.daily(request.member!, request.query.side, request.query.days),
  });
};
export default giftListsRoutes;
