import { nicknameCheckParams } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/nickname/{nickname} -> text `overlap` when taken, `ok` when free. */
const nicknameRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/nickname/:nickname',
    { schema: { tags: ['guest'], params: nicknameCheckParams, description: 'text/plain: overlap | ok (the nickname is URL-encoded in the path)' } },
    async (request, reply) => reply.type('text/plain; charset=utf-8').send(await app.guestService.nicknameCheck(request.params.nickname)),
  );
};
export default nicknameRoutes;
