import { errorBody, passwordChangeBody, passwordChangeResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** PUT /api/my/password: the signed-in member changes their password (the current one first). */
const passwordRoutes: RoutePlugin = async (app) => {
  app.put('/api/my/password', {
    preHandler: app.authenticate,
    schema: {
      tags: ['my'],
      security: [{ accessCookie: [] }],
      description:
        "Changes the password: currentPassword, password (the sign-up rules) and confirmPassword. Every other session of the member ends; the caller's stays. 400 my.password.current / my.password.same / a field rule, 429 my.password.tooMany (5 tries in 10 minutes).",
      body: passwordChangeBody,
      response: { 200: passwordChangeResult, 400: errorBody, 401: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.myService.changePassword(request.member!, request.body);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
};
export default passwordRoutes;
