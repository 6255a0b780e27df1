import { loginIdCheckParams } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/find-loginId/{id} -> text `ok` when an account (not withdrawn) has this ID, else `notfound`. */
const findLoginIdRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/find-loginId/:id',
    { schema: { tags: ['guest'], params: loginIdCheckParams, description: 'text/plain: ok when a member (not withdrawn) has this login ID, notfound otherwise (find ID / password flows)' } },
    async (request, reply) => reply.type('text/plain; charset=utf-8').send(await app.guestService.findLoginId(request.params.id)),
  );
};
export default findLoginIdRoutes;
