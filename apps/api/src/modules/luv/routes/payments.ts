import { createPaymentBody, createPaymentResponse, errorBody, paymentIdParams, paymentReceipt, paymentReturnQuery, paymentView, PURCHASE_CANCEL_DAYS } from '@luvcast/contracts';
import { isAllowedOrigin } from '@luvcast/server-auth';
import * as v from 'valibot';
import type { RoutePlugin } from '../../../types';

/** Luv payments: start one, read it and its receipt, and the browser's return from the gateway's checkout page. */
const paymentsRoutes: RoutePlugin = async (app) => {
  app.post('/api/shoppings/payments', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security: [{ accessCookie: [] }],
      description:
        'Starts the payment of a package (Idempotency-Key required: one per press of the pay button): status 1 (requested) and the gateway checkout page the browser goes to. 404 shop.package.notFound, 403 shop.minorCap (under 19, over the monthly cap), 400 shop.unavailable / shop.gateway.failed, 422 idempotency.conflict.',
      body: createPaymentBody,
      response: { 201: createPaymentResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => {
      // the gateway sends the browser back to the site it paid on (which forwards /api to us)
      const origin = request.headers.origin;
      const returnOrigin = typeof origin === 'string' && isAllowedOrigin(origin, request.host, app.config) ? origin : `${request.protocol}://${request.host}`;
      return app.idempotent(request, reply, { required: true }, (tx) => app.shopService.create(request.member!, request.body as v.InferOutput<typeof createPaymentBody>, returnOrigin, tx));
    },
  });

  app.get('/api/shoppings/payments/:paymentId', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security: [{ accessCookie: [] }], description: "One of the member's payments (its status, the virtual account while waiting, whether it can be cancelled).", params: paymentIdParams, response: { 200: paymentView, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => (await app.shopService.view(request.member!, request.params.paymentId)) ?? reply.fail('shop.payment.notFound', 404),
  });

  app.get('/api/shoppings/payments/:paymentId/receipt', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security: [{ accessCookie: [] }], description: 'The receipt of an approved payment (company, buyer, item, supply value and VAT, approval number). 404 until approved.', params: paymentIdParams, response: { 200: paymentReceipt, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => (await app.shopService.receipt(request.member!, request.params.paymentId)) ?? reply.fail('shop.payment.notFound', 404),
  });

  app.get('/api/shoppings/payments/:paymentId/return', {
    schema: {
      tags: ['luv'],
      description: `The gateway's success / fail URL: the browser comes back from the checkout page. The payment is confirmed with the gateway for the amount it should have (approved: its luv reach the wallet; a virtual account: waiting for the deposit), then the browser goes on to the payment page /luv/payments/{paymentId}. Purchases of unspent luv can be cancelled for ${PURCHASE_CANCEL_DAYS} days.`,
      params: paymentIdParams,
      querystring: v.object({ ...paymentReturnQuery.entries, result: v.optional(v.picklist(['success', 'fail'])) }),
      response: { 303: v.null(), 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const payment = await app.shopService.returnFromCheckout(request.params.paymentId, request.query);
      if (!payment) return reply.fail('shop.payment.notFound', 404);
      return reply.redirect(`/luv/payments/${payment.id}`, 303);
    },
  });
};
export default paymentsRoutes;
