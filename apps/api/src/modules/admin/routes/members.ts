import { adminMemberParams, adminMemberStatus, errorBody, memberStatusBody } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { memberStatusOf } from '../admin.service';

/**
 * Operators (role O) look up a member and block or unblock them (GET /api/admin/members/{loginId},
 * PUT /api/admin/members/{loginId}/status). Same effect as `npm run member -- block <loginId>`.
 */
const adminMemberRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/admin/members/:loginId',
    { preHandler: app.operatorOnly, schema: { tags: ['admin'], params: adminMemberParams, response: { 200: adminMemberStatus, 401: errorBody, 403: errorBody, 404: errorBody } } },
    async (request, reply) => {
      const m = await app.adminService.findMember(request.params.loginId);
      return m ? memberStatusOf(m) : reply.fail('auth.find.notFound', 404);
    },
  );

  app.put(
    '/api/admin/members/:loginId/status',
    {
      preHandler: app.operatorOnly,
      schema: {
        tags: ['admin'],
        description: 'Operators only (role O): block (status blocked) or unblock (active) a member; blocking ends all their sessions.',
        params: adminMemberParams,
        body: memberStatusBody,
        response: { 200: adminMemberStatus, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const m = await app.adminService.findMember(request.params.loginId);
      if (!m) return reply.fail('auth.find.notFound', 404);
      if (m.id === request.member!.id) return reply.fail('admin.member.self', 400);
      const { status } = request.body;
      const revokedSessions = await app.adminService.setMemberStatus(m, status);
      request.log.info({ operator: request.member!.loginId, member: m.loginId, status, revokedSessions }, 'member status changed');
      return { ...memberStatusOf(m), status, revokedSessions };
    },
  );
};
export default adminMemberRoutes;
