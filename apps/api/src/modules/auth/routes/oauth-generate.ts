import { errorBody, generateBody, okResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

const GENERATE_DOC =
  "Issues a fresh access token (cookie) for the signed-in caller's own session; userId must be the caller's login ID, else 403.";

/** POST /api/oauth/generate {userId}: a fresh access token (cookie) for the caller's own session. */
const oauthGenerateRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/oauth/generate',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], description: GENERATE_DOC, body: generateBody, response: { 200: okResult, 401: errorBody, 403: errorBody } },
    },
    async (request, reply) => {
      const me = request.member!;
      if (request.body.userId !== me.loginId) return reply.fail('common.forbidden', 403, { code: false });
      reply.setSessionCookies(await app.authService.freshAccess(me));
      return { result: 'ok' as const };
    },
  );
};
export default oauthGenerateRoutes;
