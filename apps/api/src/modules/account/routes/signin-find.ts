import {
  errorBody,
  findIdConfirmBody,
  findIdConfirmResult,
  findPasswordConfirmBody,
  findPasswordConfirmResult,
  signInFindQuery,
  signInFindResult,
} from '@luvcast/contracts';
import { isRefusal } from '../../../plugins/app/errors';
import type { RoutePlugin } from '../../../types';

const FIND_DOC =
  'Which verification the find flow of this login ID takes: phone for foreign members, identity otherwise (type id without loginId: identity). Unknown or withdrawn login ID: 404 auth.find.notFound.';

const FIND_ID_DOC =
  'Spends a verification of type id (identity authKey, or phone token of purpose id/find-id) and answers the masked login IDs registered with its phone number (first 3 characters shown). No verification: 400 auth.verification.required; no member: 404 auth.find.notFound (the verification is kept).';

const FIND_PASSWORD_DOC =
  'Spends a verification of type password whose phone matches the member of loginId and answers an authToken (10 minutes, one use) for PUT /api/oauth/password. Otherwise 400 auth.verification.required.';

/**
 * Find ID / find password (the /api/auth/signin/find resource): which verification a flow takes,
 * then a confirm step that spends one verification (identity result by authKey, or confirmed
 * phone verification by phoneVerificationToken) of the flow's type.
 */
const signInFindRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/auth/signin/find',
    {
      schema: { tags: ['auth'], description: FIND_DOC, querystring: signInFindQuery, response: { 200: signInFindResult, 404: errorBody } },
    },
    async (request, reply) => {
      const verification = await app.accountService.findVerification(request.query.loginId, request.query.type);
      if (!verification) return reply.fail('auth.find.notFound', 404);
      return { result: 'ok' as const, verification };
    },
  );

  app.post(
    '/api/auth/signin/find-id/confirm',
    {
      schema: { tags: ['auth'], description: FIND_ID_DOC, body: findIdConfirmBody, response: { 200: findIdConfirmResult, 400: errorBody, 404: errorBody } },
    },
    async (request, reply) => {
      const found = await app.accountService.confirmFindId(request.body);
      if (isRefusal(found)) return reply.fail(found);
      return { result: 'ok' as const, loginIds: found.loginIds };
    },
  );

  app.post(
    '/api/auth/signin/find-password/confirm',
    {
      schema: { tags: ['auth'], description: FIND_PASSWORD_DOC, body: findPasswordConfirmBody, response: { 200: findPasswordConfirmResult, 400: errorBody } },
    },
    async (request, reply) => {
      const reset = await app.accountService.confirmFindPassword(request.body);
      if (!reset) return reply.fail('auth.verification.required', 400);
      return { result: 'ok' as const, ...reset };
    },
  );
};
export default signInFindRoutes;
