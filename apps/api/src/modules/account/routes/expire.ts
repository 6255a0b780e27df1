import { errorBody, expireBody, okResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** POST /api/auth/expire: withdrawal of the signed-in member (accountService.expire); the cookies are cleared. */
const expireRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/auth/expire',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        description: "Membership withdrawal of the signed-in member (loginId must be theirs, else 403). Spends a verification of type expire (identity result of this member or matching phone, or phone token of purpose expire with the member's phone); stamps expired_at, ends every session and clears the cookies. A withdrawn member cannot sign in.",
        body: expireBody,
        response: { 200: okResult, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const refused = await app.accountService.expire(request.member!, request.body);
      if (refused) return reply.fail(refused);
      reply.clearSessionCookies();
      return { result: 'ok' as const };
    },
  );
};
export default expireRoutes;
