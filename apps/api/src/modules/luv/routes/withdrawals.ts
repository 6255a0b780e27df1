import { errorBody, waitingResponse, withdrawalListResponse, withdrawalPreviewResponse, withdrawalView, withdrawBody, withdrawCancelQuery, withdrawListQuery, withdrawPreviewQuery } from '@luvcast/contracts';
import { ledgerKeyOf } from '../../../plugins/app/idempotency';
import type { RoutePlugin } from '../../../types';

/** Withdrawals of earned luv: preview, apply, cancel, the list and what is waiting. */
const withdrawalsRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  app.get('/api/luv/withdraw-preview', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security, description: "What a withdrawal of `amount` luv pays: gross KRW at the brand's rate, the platform fee, income tax 3% and local tax 0.3% (each rounded down to 10 KRW), net; the minimum and the earnings available.", querystring: withdrawPreviewQuery, response: { 200: withdrawalPreviewResponse, 400: errorBody, 401: errorBody } },
    handler: async (request) => app.withdrawalsService.preview(request.member!, request.query.amount),
  });
  app.post('/api/luv/withdraw', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security,
      description:
        'Applies for a withdrawal (status 1): the luv leave the earnings and wait in the withdrawals pending account. Identity-verified members with an approved bank account, from the minimum up to the earnings. 403 luv.withdraw.identity / luv.withdraw.account, 400 luv.withdraw.minimum / luv.withdraw.exceeds. Takes an Idempotency-Key (the web client sends one).',
      body: withdrawBody,
      response: { 201: withdrawalView, 400: errorBody, 401: errorBody, 403: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => {
      return app.idempotent(request, reply, { required: false }, (tx) => app.withdrawalsService.apply(request.member!, request.body.amount, ledgerKeyOf(request, 'withdraw'), tx));
    },
  });
  app.get('/api/luv/withdraw-cancel', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security, description: 'Cancels a withdrawal not processed yet (status 1 -> 4): the luv go back to the earnings. 400 luv.withdraw.notCancellable, 404 luv.withdraw.notFound.', querystring: withdrawCancelQuery, response: { 200: withdrawalView, 400: errorBody, 401: errorBody, 404: errorBody, 422: errorBody } },
    handler: async (request, reply) => app.idempotent(request, reply, { required: false }, (tx) => app.withdrawalsService.cancel(request.member!, request.query.withdrawId, tx)),
  });
  app.get('/api/luv/withdraw-list', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security, description: "The member's withdrawals, newest first (offset, limit 10): amounts, status (1 requested, 2 processing, 3 paid, 4 cancelled, 5 rejected), the account (masked).", querystring: withdrawListQuery, response: { 200: withdrawalListResponse, 400: errorBody, 401: errorBody } },
    handler: async (request) => app.withdrawalsService.list(request.member!, request.query),
  });
  app.get('/api/luv/waiting', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security, description: 'Luv held by withdrawals not paid yet (requested or processing), and how many.', response: { 200: waitingResponse, 401: errorBody } },
    handler: async (request) => app.withdrawalsService.waiting(request.member!),
  });
};
export default withdrawalsRoutes;
