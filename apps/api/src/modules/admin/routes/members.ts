import { adminMemberDetail, adminMemberParams, adminMemberSearchQuery, adminMemberSearchResponse, adminMemberStatus, errorBody, memberStatusBody } from '@luvcast/contracts';
import { staffScope } from '../../../plugins/app/auth';
import type { RoutePlugin } from '../../../types';
import { memberStatusOf } from '../admin.service';

/**
 * Operators find members (GET /api/admin/members?query), look one up (GET
 * /api/admin/members/{loginId}) and block or unblock them (PUT /api/admin/members/{loginId}/status;
 * same effect as `npm run member -- block <loginId>`). Role O: every member; role S: the members of
 * their brand only (another brand's member is 404 for them).
 */
const adminMemberRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/admin/members',
    {
      preHandler: app.staffOnly,
      schema: {
        tags: ['admin'],
        description: 'Operators (O, S: their brand only): members whose login ID is the query or starts with it, or whose nickname starts with it (2 to 15 characters), in login ID order.',
        querystring: adminMemberSearchQuery,
        response: { 200: adminMemberSearchResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => app.adminService.search(request.member!, request.query.query, request.query),
  );

  app.get(
    '/api/admin/members/:loginId',
    {
      preHandler: app.staffOnly,
      schema: {
        tags: ['admin'],
        description: 'Operators (O, S: their brand only): a member with their sanctions in force, the latest reports about them and what operators did to them (20 each).',
        params: adminMemberParams,
        response: { 200: adminMemberDetail, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const r = await app.adminService.detail(request.member!, request.params.loginId);
      return 'refused' in r ? reply.fail(r) : r;
    },
  );

  app.put(
    '/api/admin/members/:loginId/status',
    {
      preHandler: app.staffOnly,
      schema: {
        tags: ['admin'],
        description:
          "Operators (O, S: their brand only): block (status blocked) or unblock (active) a member, with a reason (logged in the operators' log); blocking ends all their sessions. 400 admin.member.self (own account), 403 admin.member.operator (role S on an operator's account), 404 another brand's member for role S.",
        params: adminMemberParams,
        body: memberStatusBody,
        response: { 200: adminMemberStatus, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const staff = request.member!;
      const m = await app.adminService.staffMember(staff, request.params.loginId);
      if (!m) return reply.fail('auth.find.notFound', 404);
      if (m.id === staff.id) return reply.fail('admin.member.self', 400);
      // a brand operator does not lock out operators (their own brand's either)
      if (staffScope(staff) !== null && (m.role === 'O' || m.role === 'S')) return reply.fail('admin.member.operator', 403);
      const { status, reason } = request.body;
      const revokedSessions = await app.adminService.setMemberStatus(m, status, { operatorId: staff.id, reason: reason ?? '' });
      request.log.info({ operator: staff.loginId, member: m.loginId, status, revokedSessions }, 'member status changed');
      return { ...memberStatusOf(m), status, revokedSessions };
    },
  );
};
export default adminMemberRoutes;
