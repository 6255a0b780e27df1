import type { SitemapResponse } from '@luvcast/contracts';
import { callApi, type InternalApi } from './first-render';

/** Pages a search engine should not crawl (personal, operator and account screens, the API). */
const PRIVATE_PREFIXES = ['/my/', '/cs/admin', '/cs/inquiries', '/cs/declarations', '/luv/', '/studio', '/following', '/signin', '/signup', '/api/'];

/** The brand site's /robots.txt: everything public may be crawled; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** At most this many URLs (the sitemap protocol's limit per file). */
export const SITEMAP_MAX_URLS = 50_000;
const PAGE = 5000;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

/**
 * The brand site's /sitemap.xml: the home page, the public customer-service lists and every channel
 * open to everyone (GET /api/guest/sitemap, paged), with its live page while it is on air.
 * Throws when the API cannot be read (the caller answers 503: a search engine retries later).
 */
export async function sitemapXml(api: InternalApi, origin: string): Promise<string> {
  const urls: { loc: string; lastmod?: string; changefreq?: string }[] = [
    { loc: `${origin}/`, changefreq: 'always' },
    { loc: `${origin}/cs/notices`, changefreq: 'daily' },
    { loc: `${origin}/cs/guides`, changefreq: 'weekly' },
  ];
  let after = 0;
  while (urls.length < SITEMAP_MAX_URLS) {
    const answer = await callApi(api, `/api/guest/sitemap?after=${after}&limit=${PAGE}`);
    if (answer.status !== 200) throw new Error(`GET /api/guest/sitemap answered ${answer.status}`);
    const page = answer.json() as SitemapResponse;
    for (const c of page.list) {
      urls.push({ loc: `${origin}/channels/${c.channelId}`, lastmod: c.lastModified, changefreq: 'daily' });
      if (c.isLive) urls.push({ loc: `${origin}/channels/${c.channelId}/live`, changefreq: 'always' });
    }
    if (page.next === null) break;
    after = page.next;
  }
  const body = urls
    .slice(0, SITEMAP_MAX_URLS)
    .map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${u.changefreq ? `<changefreq>${u.changefreq}</changefreq>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
}
