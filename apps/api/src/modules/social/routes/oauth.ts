import { resolveBrand } from '@luvcast/brand-config';
import { errorBody, oauthAuthorizeQuery, oauthCallbackBody, oauthCallbackResult, socialProviderParams } from '@luvcast/contracts';
import { isRefusal } from '../../../plugins/app/errors';
import type { RoutePlugin } from '../../../types';
import { OAUTH_STATE_COOKIE } from '../social.service';
import { answerSignIn } from './signin-oauth';

/**
 * The authorization-code flow of social login (the /auth/oauth/{provider} resource):
 * - GET /api/auth/oauth/{provider}/authorize?callbackURL= (also /auth/oauth/... for a top-level
 *   navigation, which carries no client header) -> 302 to the provider. The state is a signed (not
 *   encrypted) JWT carrying only sha256 of the random HttpOnly luv_oauth_state cookie, and is spent
 *   once (nonces `oauth-state:<hash>`); PKCE S256 with a verifier derived from that cookie and the
 *   server key (never sent to the browser). Whoever sees the callback URL (code + state) learns
 *   neither the cookie nor the verifier, so the code is redeemable only with that cookie.
 *   redirect_uri = <site origin>/callback/{provider}/authorize (site = callbackURL's origin when
 *   allowed, else the Referer's, else this API host's site).
 * - POST /api/auth/oauth/{provider}/callback {code, state} -> signed in `{ result: 'ok', me }`
 *   (session cookies) or `{ result: 'signup', signup: true, signupToken, nickname?, email? }`.
 * Failures answer 400 with the auth.social.unknownError text unless a more precise one exists
 * (auth.social.unavailable for a provider without a client id or switched off for the brand; a
 * withdrawn member 400 탈퇴한 계정입니다.; a blocked one 423).
 */
const oauthRoutes: RoutePlugin = async (app) => {
  for (const path of ['/api/auth/oauth/:provider/authorize', '/auth/oauth/:provider/authorize']) {
    app.get(path, { schema: { tags: ['auth'], params: socialProviderParams, querystring: oauthAuthorizeQuery, response: { 400: errorBody } } }, async (request, reply) => {
      const started = await app.socialService.authorize({
        brand: resolveBrand(request.host),
        provider: request.params.provider,
        callbackURL: request.query.callbackURL,
        referer: request.headers.referer,
        host: request.host,
        protocol: request.protocol,
      });
      if (isRefusal(started)) return reply.fail(started);
      reply.setSiteCookie(OAUTH_STATE_COOKIE, started.binding, { httpOnly: true, maxAge: app.config.oauthStateTtlS });
      return reply.redirect(started.location, 302);
    });
  }

  app.post(
    '/api/auth/oauth/:provider/callback',
    { schema: { tags: ['auth'], params: socialProviderParams, body: oauthCallbackBody, response: { 200: oauthCallbackResult, 400: errorBody, 423: errorBody } } },
    async (request, reply) => {
      const { provider } = request.params;
      const brand = resolveBrand(request.host);
      const refuse = () => reply.fail('auth.social.unknownError', 400, { code: false });
      if (!(await app.socialService.available(brand, provider))) return reply.fail('auth.social.unavailable', 400, { code: false });
      const cookie = request.cookies[OAUTH_STATE_COOKIE];
      const claims = await app.socialService.spendState(provider, request.body.state, cookie);
      if (!claims || !cookie) return refuse();
      reply.clearSiteCookie(OAUTH_STATE_COOKIE, { httpOnly: true });
      const profile = await app.socialService.profileFromCode(provider, { code: request.body.code, state: request.body.state, claims, cookie }, request.log);
      if (!profile) return refuse();
      return answerSignIn(reply, await app.socialService.signInOrSignup(brand, provider, profile, 'PCWEB', claims.callbackURL || undefined));
    },
  );
};
export default oauthRoutes;
