import { resolveBrand } from '@luvcast/brand-config';
import { COOKIES, refreshBody, refreshError, refreshResult } from '@luvcast/contracts';
import { bearerTokenOf } from '../../../plugins/app/program-requests';
import type { RoutePlugin } from '../../../types';

/**
 * POST /api/oauth/refresh (form-encoded or JSON `refreshToken`, else the refresh cookie): rotation
 * (authService.refresh). A token presented in the body (programs, ADR 0010) gets the new pair in
 * the body too; with `Authorization: Bearer` the refresh cookie is not read (that request's
 * authority is its header alone).
 */
const oauthRefreshRoutes: RoutePlugin = async (app) => {
  // the spec's refresh call is form-encoded; this parser is scoped to this route
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/api/oauth/refresh',
    {
      schema: {
        tags: ['auth'],
        description: 'Rotates the refresh token: the presented token (form field refreshToken, else the flx_oauth_refresh cookie) is marked rotated and a successor is issued in the same family with a new access token (cookies). Presenting an already rotated token again within 10 s (two tabs refreshing at once) yields a sibling successor, up to 3 successors per token (more within the 10 s answer 401 { msg: "ERROR" } and leave the session and cookies alone); later, it revokes the whole family (every access token of it stops working). Unknown, expired, revoked or reused tokens answer 401 { msg: "ERROR" }. A token presented in the body also gets the new pair in the body (access_token, refresh_token, token_type Bearer, expires_in), for programs that hold no cookies.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: refreshBody,
        response: { 200: refreshResult, 401: refreshError },
      },
    },
    async (request, reply) => {
      // a session belongs to the brand whose site opened it (ADR 0007): another brand's host
      // refuses its token before rotation, so the token is neither spent nor its family revoked
      const presented = request.body?.refreshToken || undefined;
      const fromCookie = bearerTokenOf(request) ? undefined : request.cookies[COOKIES.refresh];
      const outcome = await app.authService.refresh(presented ?? fromCookie, resolveBrand(request.host).id);
      // a token whose successors are used up within the grace: the tabs that got them hold valid
      // cookies in the same jar, so neither the family nor the cookies are touched
      if (outcome.kind === 'capped') return reply.code(401).send({ msg: 'ERROR' as const });
      if (outcome.kind === 'refused') {
        if (outcome.reusedFamily) request.log.warn({ familyId: outcome.reusedFamily }, 'refresh token reused: session family revoked');
        reply.clearSessionCookies();
        return reply.code(401).send({ msg: 'ERROR' as const });
      }
      reply.setSessionCookies(outcome.session);
      if (!presented) return { result: 'ok' as const };
      const { accessToken, refreshToken } = outcome.session;
      return { result: 'ok' as const, access_token: accessToken, refresh_token: refreshToken, token_type: 'Bearer' as const, expires_in: app.config.accessTokenTtlS };
    },
  );
};
export default oauthRefreshRoutes;
