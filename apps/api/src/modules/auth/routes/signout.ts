import { resolveBrand } from '@luvcast/brand-config';
import { COOKIES } from '@luvcast/contracts';
import { hashOpaqueToken, verifyAccessToken } from '@luvcast/server-auth';
import * as v from 'valibot';
import { clearSessionCookies } from '../../../plugins/app/site-cookies';
import { accessTokenOf } from '../../../plugins/app/auth';
import type { RoutePlugin } from '../../../types';

const signOutResult = v.object({ result: v.literal('ok') });

/**
 * GET /api/auth/xsrf: 204; makes sure the XSRF-TOKEN cookie exists (the xsrf plugin sets it).
 * POST /api/auth/signout: revokes the session (by access token or refresh cookie) if it belongs to
 * the brand of the request host (ADR 0007), clears the cookies; answers ok even without a session.
 */
const sessionRoutes: RoutePlugin = async (app) => {
  app.get('/api/auth/xsrf', { schema: { tags: ['auth'] } }, async (_request, reply) => reply.code(204).send());

  app.post('/api/auth/signout', { schema: { tags: ['auth'], response: { 200: signOutResult } } }, async (request, reply) => {
    const brand = resolveBrand(request.host).id;
    const claims = await verifyAccessToken(accessTokenOf(request), app.config.jwtSecret);
    if (claims?.brand === brand) await app.sessions.revokeFamily(claims.sessionId);
    const refresh = request.cookies[COOKIES.refresh];
    if (refresh) {
      const row = await app.sessions.findByTokenHash(hashOpaqueToken(refresh));
      if (row?.brand === brand) await app.sessions.revokeFamily(row.familyId);
    }
    clearSessionCookies(request, reply);
    return { result: 'ok' as const };
  });
};
export default sessionRoutes;
