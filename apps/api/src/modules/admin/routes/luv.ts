import { adminBankAccountListResponse, adminMemberParams, idField, bankAccountReviewBody, bankAccountView, errorBody, withdrawalReviewBody, withdrawalView } from '@luvcast/contracts';
import * as v from 'valibot';
import type { Db } from '@luvcast/db';
import type { RoutePlugin } from '../../../types';
import { viewOfWithdrawal } from '../../luv/withdrawals.service';

const withdrawalParams = v.object({ id: idField('luv.withdraw.notFound') });

/**
 * Operators: bank accounts to approve with their bank-book copy (role O every member's, role S their
 * brand's members' only: another brand's is 404) and withdrawals to pay (role O).
 */
const adminLuvRoutes: RoutePlugin = async (app) => {
  app.get('/api/admin/bank-accounts', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: 'Bank account applications waiting for an operator, oldest first (role S: their brand\'s members\' only), with the whole account number to compare with the bank book.', response: { 200: adminBankAccountListResponse, 401: errorBody, 403: errorBody } },
    handler: async (request) => ({ list: await app.bankAccountsService.pending(request.member!) }),
  });
  app.put('/api/admin/bank-accounts/:loginId', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: "Approves or rejects (a reason needed: 400 bank.review.reason) a member's pending bank-account application, the one with `accountNumber` when given (409 bank.review.changed when it was decided or replaced meanwhile); logged in the operators' log.", params: adminMemberParams, body: bankAccountReviewBody, response: { 200: bankAccountView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } },
    handler: async (request, reply) => {
      const r = await app.bankAccountsService.review(request.member!, request.params.loginId, request.body);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.get('/api/admin/bank-accounts/:loginId/bankbook', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: "The member's bank-book copy as uploaded (JPG, PNG or PDF), for the operator who reviews it.", params: adminMemberParams, response: { 401: errorBody, 403: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const file = await app.bankAccountsService.bankbook(request.member!, request.params.loginId);
      if (!file) return reply.fail('bank.notFound', 404);
      return reply.header('content-type', file.type).header('cache-control', 'private, no-store').header('content-disposition', 'inline').send(file.bytes as never);
    },
  });
  app.get('/api/admin/withdrawals', {
    preHandler: app.operatorOnly,
    schema: { tags: ['admin'], description: 'Withdrawals to handle (requested or processing), oldest first.', response: { 200: v.object({ list: v.array(withdrawalView) }), 401: errorBody, 403: errorBody } },
    handler: async () => ({ list: (await app.withdrawals.queue()).map(viewOfWithdrawal) }),
  });
  app.put('/api/admin/withdrawals/:id', {
    preHandler: app.operatorOnly,
    schema: {
      tags: ['admin'],
      description: 'An operator handles a withdrawal: process (1 -> 2), pay (-> 3: the held luv go to withdrawals paid, tax withheld and platform revenue), reject (-> 5 with a reason: the luv back to the earnings). 409 luv.withdraw.notReviewable.',
      params: withdrawalParams,
      body: withdrawalReviewBody,
      response: { 200: withdrawalView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.db.transaction((tx) => app.withdrawalsService.review(request.member!, request.params.id, request.body.action, request.body.reason, tx as unknown as Db));
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
};
export default adminLuvRoutes;
