import { errorBody, messageText } from '@luvcast/contracts';
import { MEMBER_STATUSES } from '@luvcast/db';
import * as v from 'valibot';
import { setMemberStatus } from '../admin.service';
import type { RoutePlugin } from '../../../types';

const loginIdParams = v.object({ loginId: v.pipe(v.string(), v.trim(), v.nonEmpty('auth.id.empty'), v.maxLength(15, 'auth.id.pattern')) });
const statusBody = v.object({ status: v.picklist(MEMBER_STATUSES, 'common.badRequest') });
const memberStatus = v.object({
  loginId: v.string(),
  nickname: v.string(),
  role: v.string(),
  status: v.picklist(MEMBER_STATUSES),
  withdrawn: v.boolean(),
  /** sessions ended by this call (blocking signs the member out everywhere) */
  revokedSessions: v.optional(v.number()),
});

/**
 * Operators (role O) look up a member and block or unblock them. A blocked member's sign-in
 * answers 423 차단된 계정입니다., and every open session of theirs ends at once (their next call
 * answers 401 and the refresh fails). Same effect as `npm run member -- block <loginId>` (apps/api/src/cli/members.ts).
 */
const adminMemberRoutes: RoutePlugin = async (app) => {
  const notFound = (locale: string) => ({ msg: messageText('auth.find.notFound', locale), code: 'auth.find.notFound' });

  app.get(
    '/api/admin/members/:loginId',
    { preHandler: app.operatorOnly, schema: { tags: ['admin'], params: loginIdParams, response: { 200: memberStatus, 401: errorBody, 403: errorBody, 404: errorBody } } },
    async (request, reply) => {
      const m = await app.members.findByLoginId(request.params.loginId);
      if (!m) return reply.code(404).send(notFound(request.locale));
      return { loginId: m.loginId, nickname: m.nickname, role: m.role, status: m.status, withdrawn: Boolean(m.expiredAt) };
    },
  );

  app.put(
    '/api/admin/members/:loginId/status',
    {
      preHandler: app.operatorOnly,
      schema: {
        tags: ['admin'],
        description: 'Operators only (role O): block (status blocked) or unblock (active) a member; blocking ends all their sessions.',
        params: loginIdParams,
        body: statusBody,
        response: { 200: memberStatus, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const m = await app.members.findByLoginId(request.params.loginId);
      if (!m) return reply.code(404).send(notFound(request.locale));
      if (m.id === request.member!.id) return reply.code(400).send({ msg: messageText('admin.member.self', request.locale), code: 'admin.member.self' });
      const { status } = request.body;
      const revokedSessions = await setMemberStatus(app, m, status);
      request.log.info({ operator: request.member!.loginId, member: m.loginId, status, revokedSessions }, 'member status changed');
      return { loginId: m.loginId, nickname: m.nickname, role: m.role, status, withdrawn: Boolean(m.expiredAt), revokedSessions };
    },
  );
};
export default adminMemberRoutes;
