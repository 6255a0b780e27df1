import { LOCALE_HEADER, rulesParams } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /static/{broadcast-rules|viewer-rules|service-rules|privacy-rules}: the terms documents (text/plain) in the caller's locale. */
const rulesRoutes: RoutePlugin = async (app) => {
  app.get('/static/:kind', { schema: { tags: ['guest'], params: rulesParams } }, async (request, reply) => {
    const text = await app.siteService.rules(request.params.kind, request.locale);
    if (text === null) return reply.fail('common.notFound', 404, { code: false });
    // added to the Vary already set (CORS's Origin): a shared cache keeps one answer per origin and locale
    const vary = reply.getHeader('vary');
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .header('Vary', [vary, `${LOCALE_HEADER}, Cookie`].filter(Boolean).join(', '))
      .send(text);
  });
};
export default rulesRoutes;
