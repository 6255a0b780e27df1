import { errorBody, exchangeApplyBody, exchangeApplyResponse, exchangeNowResponse, exchangeRateResponse, exchangeStatusResponse, exchangeTotalResponse } from '@luvcast/contracts';
import type { FastifyReply } from 'fastify';
import type { ExchangeEventRow } from '@luvcast/db';
import { ledgerKeyOf } from '../../../plugins/app/idempotency';
import type { RoutePlugin } from '../../../types';

/** The exchange event: its terms, amounts and status, and applying (earnings -> wallet luv with a bonus). */
const exchangeRoutes: RoutePlugin = async (app) => {
  const none = '404 event.exchange.none when no event was ever held.';
  /** The event the calls answer for, or the refusal. */
  const withEvent = async <T>(reply: FastifyReply, answer: (e: ExchangeEventRow) => Promise<T> | T) => {
    const event = await app.exchangeService.current();
    return event ? answer(event) : reply.fail('event.exchange.none', 404);
  };
  app.get('/api/events/exchange/rate', {
    schema: { tags: ['luv'], description: `The exchange event's terms (the one running, else the next, else the last): bonus, wallet luv per earned luv, minimum, limit per member, period. ${none}`, response: { 200: exchangeRateResponse, 404: errorBody } },
    handler: async (_request, reply) => withEvent(reply, (e) => app.exchangeService.rate(e)),
  });
  app.get('/api/events/exchange/amount/total', {
    schema: { tags: ['luv'], description: `Earned luv the whole event takes. ${none}`, response: { 200: exchangeTotalResponse, 404: errorBody } },
    handler: async (_request, reply) => withEvent(reply, async (e) => ({ eventId: e.id, total: (await app.exchangeService.amounts(e)).total })),
  });
  app.get('/api/events/exchange/amount/now', {
    schema: { tags: ['luv'], description: `Earned luv exchanged so far by everyone, and what is left of the total. ${none}`, response: { 200: exchangeNowResponse, 404: errorBody } },
    handler: async (_request, reply) => withEvent(reply, async (e) => ({ eventId: e.id, ...(await app.exchangeService.amounts(e)) })),
  });
  app.get('/api/events/exchange/status', {
    schema: { tags: ['luv'], description: `The event's status (upcoming, open, ended, soldOut) and period; signed in, what the caller exchanged, may still exchange, and holds in earnings. ${none}`, response: { 200: exchangeStatusResponse, 404: errorBody } },
    handler: async (request, reply) => {
      const member = await app.identify(request);
      return withEvent(reply, (e) => app.exchangeService.status(e, member));
    },
  });
  app.post('/api/events/exchange/apply', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security: [{ accessCookie: [] }],
      description:
        'Exchanges `amount` earned luv (in hundreds) for wallet luv plus the bonus, in one transfer (takes an Idempotency-Key; the web sends one). 400 event.exchange.amount / event.exchange.minimum / event.exchange.memberCap / event.exchange.earnings, 404 event.exchange.none, 409 event.exchange.closed / event.exchange.soldOut, 422 idempotency.conflict.',
      body: exchangeApplyBody,
      response: { 200: exchangeApplyResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => {
      return app.idempotent(request, reply, { required: false }, (tx) => app.exchangeService.apply(request.member!, request.body.amount, ledgerKeyOf(request, 'exchange'), tx));
    },
  });
};
export default exchangeRoutes;
