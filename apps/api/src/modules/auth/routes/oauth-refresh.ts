import { resolveBrand } from '@luvcast/brand-config';
import { COOKIES, okResult, refreshBody, refreshError } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** POST /api/oauth/refresh (form-encoded `refreshToken`, else the refresh cookie): rotation (authService.refresh). */
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
        description: 'Rotates the refresh token: the presented token (form field refreshToken, else the flx_oauth_refresh cookie) is marked rotated and a successor is issued in the same family with a new access token (cookies). Presenting an already rotated token again within 10 s (two tabs refreshing at once) yields a sibling successor, up to 3 successors per token (more within the 10 s answer 401 { msg: "ERROR" } and leave the session and cookies alone); later, it revokes the whole family (every access token of it stops working). Unknown, expired, revoked or reused tokens answer 401 { msg: "ERROR" }.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: refreshBody,
        response: { 200: okResult, 401: refreshError },
      },
    },
    async (request, reply) => {
      // a session belongs to the brand whose site opened it (ADR 0007): another brand's host
      // refuses its token before rotation, so the token is neither spent nor its family revoked
      const outcome = await app.authService.refresh(request.body?.refreshToken || request.cookies[COOKIES.refresh], resolveBrand(request.host).id);
      // a token whose successors are used up within the grace: the tabs that got them hold valid
      // cookies in the same jar, so neither the family nor the cookies are touched
      if (outcome.kind === 'capped') return reply.code(401).send({ msg: 'ERROR' as const });
      if (outcome.kind === 'refused') {
        if (outcome.reusedFamily) request.log.warn({ familyId: outcome.reusedFamily }, 'refresh token reused: session family revoked');
        reply.clearSessionCookies();
        return reply.code(401).send({ msg: 'ERROR' as const });
      }
      reply.setSessionCookies(outcome.session);
      return { result: 'ok' as const };
    },
  );
};
export default oauthRefreshRoutes;
