import { errorBody, okResult } from '@luvcast/contracts';
import * as v from 'valibot';
import { PAYMENT_WEBHOOK_PATH } from '../../../config';
import type { RoutePlugin } from '../../../types';

/**
 * POST /api/shoppings/payments/webhook: the gateway's signed notices (a virtual account's deposit).
 * Its own JSON parser keeps the body as the exact text the signature covers (this plugin is
 * encapsulated, so the parser serves this route only).
 */
const paymentWebhookRoutes: RoutePlugin = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  app.post(PAYMENT_WEBHOOK_PATH, {
    schema: {
      tags: ['luv'],
      description: 'Webhook of the payment gateway, signed `Sandbox-Signature: t=<unix s>,v1=<HMAC-SHA256(webhook secret, "<t>.<body>")>` (5 minutes tolerance). A deposit of the right amount approves its waiting payment (the luv reach the wallet); another amount marks it 6 (wrong deposit). A repeated event changes nothing. 401 shop.webhook.signature.',
      body: v.string(),
      response: { 200: okResult, 401: errorBody },
    },
    handler: async (request, reply) => {
      const signature = request.headers['sandbox-signature'];
      const ok = await app.shopService.webhook(typeof signature === 'string' ? signature : undefined, request.body);
      return ok ? { result: 'ok' as const } : reply.fail('shop.webhook.signature', 401);
    },
  });
};
export default paymentWebhookRoutes;
