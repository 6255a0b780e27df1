import { errorBody, personalAuthQuery, personalAuthResult } from '@luvcast/contracts';
import { isRefusal } from '../../../plugins/app/errors';
import type { RoutePlugin } from '../../../types';

/**
 * Identity (personal) verification.
 * GET /api/personal-auth?type and GET /api/auth/signup/personal-auth?type answer `{ result: 'ok',
 * url }`: the popup to open (the development provider's page GET /dev/identity on this API). The
 * opener's origin (query `origin`, else the Origin / Referer header) must be an allowed brand
 * origin: it is the only target the popup posts its message to.
 * The popup posts `{ result: 'success' | 'fail', redirectUrl, authKey }` to the opener and closes;
 * the authKey is random, identity_verifications.auth_key_hash = hashOpaqueToken(authKey).
 */
const personalAuthRoutes: RoutePlugin = async (app) => {
  for (const path of ['/api/personal-auth', '/api/auth/signup/personal-auth']) {
    app.get(path, { schema: { tags: ['auth'], querystring: personalAuthQuery, response: { 200: personalAuthResult, 400: errorBody } } }, async (request, reply) => {
      const popup = app.verificationService.identityPopup({
        apiOrigin: `${request.protocol}://${request.host}`,
        host: request.host,
        type: request.query.type,
        origins: [request.query.origin, request.headers.origin, request.headers.referer],
        redirectUrl: request.query.redirectUrl,
      });
      if (isRefusal(popup)) return reply.fail(popup);
      return { result: 'ok' as const, url: popup.url };
    });
  }
};
export default personalAuthRoutes;
