import { codeCheckParams } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/refcode/{code} -> text `ok` for an active partner code, else `notfound`. */
const refcodeRoutes: RoutePlugin = async (app) => {
  app.get('/api/guest/refcode/:code', { schema: { tags: ['guest'], params: codeCheckParams, description: 'text/plain: ok | notfound' } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(await app.guestService.refcodeCheck(request.params.code)),
  );
};
export default refcodeRoutes;
