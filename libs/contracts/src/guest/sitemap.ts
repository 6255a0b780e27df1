import * as v from 'valibot';
import { intFromQuery } from '../pagination';

/**
 * GET /api/guest/sitemap?after&limit: the channels a search engine may list (open to everyone:
 * no adult broadcast, no password), by id after `after` (keyset paging), for /sitemap.xml.
 */
export const sitemapQuery = v.object({
  after: v.optional(intFromQuery(0, 2_147_483_647), 0),
  limit: v.optional(intFromQuery(1, 5000), 1000),
});
export type SitemapQuery = v.InferInput<typeof sitemapQuery>;
export const sitemapResponse = v.object({
  list: v.array(v.object({ channelId: v.number(), isLive: v.boolean(), lastModified: v.string() })),
  /** the `after` of the next page; null on the last one */
  next: v.nullable(v.number()),
});
export type SitemapResponse = v.InferOutput<typeof sitemapResponse>;
