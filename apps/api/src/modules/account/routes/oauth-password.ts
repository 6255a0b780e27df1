import { errorBody, okResult, passwordResetBody } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/**
 * PUT /api/oauth/password {loginId, authToken, password}: password reset with the token of
 * POST /api/auth/signin/find-password/confirm (one use); ends every session of the member.
 */
const oauthPasswordRoutes: RoutePlugin = async (app) => {
  app.put(
    '/api/oauth/password',
    {
      schema: {
        tags: ['auth'],
        description: 'Sets a new password with the authToken of POST /api/auth/signin/find-password/confirm (valid 10 minutes, one use). Every session of the member ends. Bad or used token: 400 auth.resetToken.invalid.',
        body: passwordResetBody,
        response: { 200: okResult, 400: errorBody },
      },
    },
    async (request, reply) => {
      if (!(await app.accountService.resetPassword(request.body))) return reply.fail('auth.resetToken.invalid', 400);
      return { result: 'ok' as const };
    },
  );
};
export default oauthPasswordRoutes;
