import { resolveBrand } from '@luvcast/brand-config';
import { errorBody, oauthCallbackResult, socialProviderParams, socialSignInBody } from '@luvcast/contracts';
import type { FastifyReply } from 'fastify';
import { isRefusal } from '../../../plugins/app/errors';
import type { Refusal, RoutePlugin } from '../../../types';
import type { SocialSignInOutcome } from '../social.service';

/** Answers a social sign-in: the refusal, the sign-up shape, or the session cookies and `{ result: 'ok', me }`. */
export function answerSignIn(reply: FastifyReply, outcome: Refusal | SocialSignInOutcome) {
  if (isRefusal(outcome)) return reply.fail(outcome);
  if (outcome.result === 'signup') return outcome;
  const { session, ...answer } = outcome;
  reply.setSessionCookies(session);
  return answer;
}

/**
 * POST /api/auth/signin/oauth/{provider} {accessToken, device?}: validates a provider access token
 * the client holds (issued to one of OAUTH_<P>_TOKEN_AUDIENCES where the provider can tell, then its
 * user info: socialService.profileFromToken) and signs the linked member in (or answers the sign-up
 * shape). Refusals as the callback's (routes/oauth.ts).
 */
const signInOAuthRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/auth/signin/oauth/:provider',
    { schema: { tags: ['auth'], params: socialProviderParams, body: socialSignInBody, response: { 200: oauthCallbackResult, 400: errorBody, 423: errorBody } } },
    async (request, reply) => {
      const { provider } = request.params;
      const brand = resolveBrand(request.host);
      if (!(await app.socialService.available(brand, provider))) return reply.fail('auth.social.unavailable', 400, { code: false });
      const profile = await app.socialService.profileFromToken(provider, request.body.accessToken);
      if (!profile) return reply.fail('auth.social.unknownError', 400, { code: false });
      return answerSignIn(reply, await app.socialService.signInOrSignup(brand, provider, profile, request.body.device));
    },
  );
};
export default signInOAuthRoutes;
