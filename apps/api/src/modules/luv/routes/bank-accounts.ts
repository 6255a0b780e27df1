import multipart from '@fastify/multipart';
import { accountChangeFields, bankAccountView, BANKBOOK_MAX_BYTES, errorBody, myBanksResponse } from '@luvcast/contracts';
import * as v from 'valibot';
import type { RoutePlugin } from '../../../types';
import { readMultipart } from '../../../uploads';
import { RequestValidationError } from '../../../valibot';

/**
 * The bank account for withdrawals: GET /api/my/banks and POST /api/cs/accountChange (multipart:
 * the spec's fields and the bank-book copy in the file field `bankbook`). @fastify/multipart is
 * registered in this plugin only (one file, 5 MB, a few short fields).
 */
const bankAccountsRoutes: RoutePlugin = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: BANKBOOK_MAX_BYTES, fields: 10, fieldSize: 1000, parts: 12 } });
  const security = [{ accessCookie: [] }];
  app.get('/api/my/banks', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security, description: "The banks one may choose, and the member's account for withdrawals (masked; pending, approved or rejected with the reason).", response: { 200: myBanksResponse, 401: errorBody } },
    handler: async (request) => app.bankAccountsService.banks(request.member!),
  });
  app.post('/api/cs/accountChange', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security,
      consumes: ['multipart/form-data'],
      description:
        'Applies for the bank account withdrawals are paid to (multipart/form-data): memberId (the login id), phone, bankCode, bankHolderName (the verified name), bankAccount, business_number, and the bank-book copy in the file field `bankbook` (JPG, PNG or PDF by its content, 5 MB). Pending until an operator approves it. 400 with the field rule, 403 bank.memberMismatch, 413 bank.file.size, 415 bank.file.type.',
      response: { 200: bankAccountView, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody, 415: errorBody },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) return reply.fail('bank.file.required', 400);
      const body = await readMultipart(request, 'bankbook');
      if ('failed' in body) return body.failed === 'size' ? reply.fail('bank.file.size', 413) : reply.fail('common.badRequest', 400);
      const parsed = v.safeParse(accountChangeFields, body.fields);
      if (!parsed.success) throw new RequestValidationError(parsed.issues);
      const r = await app.bankAccountsService.apply(request.member!, parsed.output, body.files[0] ?? null);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
};
export default bankAccountsRoutes;
