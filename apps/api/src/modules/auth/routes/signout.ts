import { resolveBrand } from '@luvcast/brand-config';
import { COOKIES, okResult } from '@luvcast/contracts';
import { accessTokenOf } from '../../../plugins/app/auth';
import type { RoutePlugin } from '../../../types';

/**
 * POST /api/auth/signout: revokes the session (by access token or refresh cookie) if it belongs to
 * the brand of the request host (ADR 0007), clears the cookies; answers ok even without a session.
 */
const signOutRoutes: RoutePlugin = async (app) => {
  app.post('/api/auth/signout', { schema: { tags: ['auth'], response: { 200: okResult } } }, async (request, reply) => {
    await app.authService.signOut({ brand: resolveBrand(request.host).id, accessToken: accessTokenOf(request), refreshToken: request.cookies[COOKIES.refresh] });
    reply.clearSessionCookies();
    return { result: 'ok' as const };
  });
};
export default signOutRoutes;
