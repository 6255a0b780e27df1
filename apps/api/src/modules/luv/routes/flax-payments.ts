import { errorBody, paymentCancelQuery, paymentListResponse, paymentsQuery, paymentView } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** The member's payments and their cancel (the original service's /flax/ paths). */
const flaxPaymentsRoutes: RoutePlugin = async (app) => {
  app.get('/api/shoppings/flax/payments', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security: [{ accessCookie: [] }], description: "The member's payments, newest first (offset, limit 1-100, default 10), with status, receipt fields and whether each can be cancelled.", querystring: paymentsQuery, response: { 200: paymentListResponse, 400: errorBody, 401: errorBody } },
    handler: async (request) => app.shopService.list(request.member!, request.query),
  });
  app.get('/api/shoppings/flax/payments-cancel', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security: [{ accessCookie: [] }],
      description:
        'Cancels a payment: one not paid yet, or an approved one within 7 days whose luv are all still in the wallet (the luv are taken back and the gateway refunds). Answers the payment (status 7). 400 shop.cancel.expired / shop.cancel.spent / shop.cancel.notCancellable, 404 shop.payment.notFound. Takes an Idempotency-Key.',
      querystring: paymentCancelQuery,
      response: { 200: paymentView, 400: errorBody, 401: errorBody, 404: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => app.idempotent(request, reply, { required: false }, (tx) => app.shopService.cancel(request.member!, request.query.paymentId, tx)),
  });
};
export default flaxPaymentsRoutes;
