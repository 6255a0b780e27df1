import { errorBody, myPersonalAuthBody, myPersonalAuthResult } from '@luvcast/contracts';
import { isRefusal } from '../../../plugins/app/errors';
import type { RoutePlugin } from '../../../types';

/**
 * POST /api/my/personal-auth `{ authKey }`: the signed-in member applies the authKey their
 * identity popup (GET /api/personal-auth?type=personal) posted back, and becomes identity
 * verified (PI). Answers `{ result: 'ok', PI: true, isAdult }`; the refusals are
 * verificationService.applyToMember's (400 / 403 / 409 `{ msg, code }`), 401 without a session.
 */
const myPersonalAuthRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/my/personal-auth',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['my'],
        security: [{ accessCookie: [] }],
        body: myPersonalAuthBody,
        response: { 200: myPersonalAuthResult, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const applied = await app.verificationService.applyToMember(request.member!.row, request.body.authKey);
      if (isRefusal(applied)) return reply.fail(applied);
      return { result: 'ok' as const, PI: true as const, isAdult: applied.isAdult };
    },
  );
};
export default myPersonalAuthRoutes;
