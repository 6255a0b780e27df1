import { errorBody, profileResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/**
 * GET /api/my/profile: the signed-in member's profile with their numeric id and channel id (never
 * cached by shared caches). The access token comes from the cookie or, for programs, a Bearer
 * header (ADR 0010).
 */
const profileRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/my/profile',
    { preHandler: app.authenticate, schema: { tags: ['my'], security: [{ accessCookie: [] }], response: { 200: profileResponse, 401: errorBody } } },
    async (request, reply) => {
      const profile = await app.myService.ownProfile(request.member!.row);
      reply.header('Cache-Control', 'private, max-age=0');
      return { profile: { ...profile, profileImage: request.absoluteUrl(profile.profileImage) } };
    },
  );
};
export default profileRoutes;
