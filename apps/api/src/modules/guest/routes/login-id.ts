import { loginIdCheckParams } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/loginId/{id} -> text `overlap` when taken, `ok` when free. */
const loginIdRoutes: RoutePlugin = async (app) => {
  app.get('/api/guest/loginId/:id', { schema: { tags: ['guest'], params: loginIdCheckParams, description: 'text/plain: overlap | ok' } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(await app.guestService.loginIdCheck(request.params.id)),
  );
};
export default loginIdRoutes;
