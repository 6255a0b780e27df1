import { currencyUseQuery, currencyUseResponse, errorBody } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /v4/api/asp/lex/use/list: the original clients' list of what the member's currency (lex, luv, coin) paid for. */
const currencyUseRoutes: RoutePlugin = async (app) => {
  app.get('/v4/api/asp/lex/use/list', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security: [{ accessCookie: [] }],
      description: "What the member's wallet paid for — gifts, items, subscriptions — newest first (offset, limit 10), with the sum over all pages. The currency is the brand's (lex on the lex brand).",
      querystring: currencyUseQuery,
      response: { 200: currencyUseResponse, 400: errorBody, 401: errorBody },
    },
    handler: async (request) => {
      const { offset, limit } = request.query;
      const r = await app.ledger.spendingOf(request.member!.id, { offset, limit });
      return { list: r.list.map((l) => ({ useId: l.id, kind: l.kind, amount: l.amount, memo: l.memo, usedAt: l.at.toISOString() })), total: r.total, sum: r.sum, offset, limit };
    },
  });
};
export default currencyUseRoutes;
