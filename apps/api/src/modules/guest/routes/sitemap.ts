import { errorBody, sitemapQuery, sitemapResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/sitemap?after&limit: the channels the web server's /sitemap.xml lists. */
const sitemapRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/sitemap',
    { schema: { tags: ['guest'], querystring: sitemapQuery, response: { 200: sitemapResponse, 400: errorBody } } },
    async (request, reply) => {
      const { after, limit } = request.query;
      const rows = await app.channels.sitemap({ after, limit });
      reply.header('Cache-Control', 'public, max-age=3600');
      return {
        list: rows.map((r) => ({ channelId: r.channelId, isLive: r.isLive, lastModified: r.lastModified.toISOString() })),
        next: rows.length === limit ? rows[rows.length - 1].channelId : null,
      };
    },
  );
};
export default sitemapRoutes;
