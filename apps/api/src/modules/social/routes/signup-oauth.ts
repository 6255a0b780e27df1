import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveBrand } from '@luvcast/brand-config';
import { COOKIES, signInResult, signUpError, socialProviderParams, socialSignUpBody, type SocialProvider } from '@luvcast/contracts';
import type * as v from 'valibot';
import { isRefusal } from '../../../plugins/app/errors';
import type { RoutePlugin } from '../../../types';
import { meOf } from '../../auth/auth.service';

/**
 * Social sign-up (socialService.signUp), answered like the password sign-ups: `{ result: 'ok', me }`
 * with the session cookies, refusals 400 `{ error, error_msg, code }`.
 * - POST /api/auth/signup/oauth/{provider} {signupToken | accessToken, nickname, loginId?, ...}
 * - POST /v3/api/m/signup/kakao (spec §7): new broadcasters sign up with Kakao here; the member is a
 *   broadcaster (role J) with a channel.
 */
const signUpOAuthRoutes: RoutePlugin = async (app) => {
  const signUp = async (request: FastifyRequest, reply: FastifyReply, provider: SocialProvider, body: v.InferOutput<typeof socialSignUpBody>, broadcaster: boolean) => {
    const outcome = await app.socialService.signUp({ brand: resolveBrand(request.host), provider, body, broadcaster, partnerCookie: request.cookies[COOKIES.partnerCode] });
    if (isRefusal(outcome)) return reply.failSignUp(outcome.key, outcome.status);
    reply.setSessionCookies(outcome.session);
    return { result: 'ok' as const, me: meOf(outcome.member) };
  };

  app.post(
    '/api/auth/signup/oauth/:provider',
    { schema: { tags: ['auth'], params: socialProviderParams, body: socialSignUpBody, response: { 200: signInResult, 400: signUpError } } },
    (request, reply) => signUp(request, reply, request.params.provider, request.body, false),
  );

  app.post(
    '/v3/api/m/signup/kakao',
    { schema: { tags: ['auth'], body: socialSignUpBody, response: { 200: signInResult, 400: signUpError } } },
    (request, reply) => signUp(request, reply, 'kakao', request.body, true),
  );
};
export default signUpOAuthRoutes;
