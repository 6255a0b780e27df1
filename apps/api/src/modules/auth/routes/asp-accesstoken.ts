import { aspTokenBody, aspTokenResult, errorBody } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/**
 * POST /v4/api/asp/accesstoken (signed-in members): a short-lived token an ASP partner page can
 * present for the member. A JWT (HS256, key derived from JWT_SECRET for the purpose "asp", so it
 * is never accepted as a session access token): iss luvcast, aud asp, sub = member id, lid =
 * login ID, asp = the aspCode sent (optional), exp = now + ASP_TOKEN_TTL_S (default 300 s).
 */
const aspAccessTokenRoutes: RoutePlugin = async (app) => {
  app.post(
    '/v4/api/asp/accesstoken',
    { preHandler: app.authenticate, schema: { tags: ['asp'], body: aspTokenBody, response: { 200: aspTokenResult, 401: errorBody } } },
    async (request) => app.authService.aspToken(request.member!, request.body?.aspCode),
  );
};
export default aspAccessTokenRoutes;
