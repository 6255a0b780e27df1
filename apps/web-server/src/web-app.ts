import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { apiOriginFor, brandCssVariables, cookieDomainFor, resolveBrand, type Brand } from '@luvcast/brand-config';
import { PAGE_PROPS_GLOBAL, type PageProps } from '@luvcast/contracts';
import { channelPageKey, matchRemote, REMOTES_MANIFEST_GLOBAL, REMOTES_MANIFEST_PATH, type FirstScreenData, type RemotesManifest } from '@luvcast/shell-contract';
import { registerApiForward } from './api-forward';
import { brandIcon, ICON_FILES, iconLinks, MANIFEST_ICONS, type IconPath } from './brand-icons';
import { preloadLinks, preloadsFor, stylesheetLinks, stylesheetsFor } from './preloads';
import { buildIdOf, buildMismatch, loadRenderBundle, renderWithin } from './server-render';
import { firstBannerImage, firstScreenScript, loadFirstScreenData } from './first-screen';
import { channelPageMarkup, loadChannelPageData, type ChannelPageKind } from './channel-page';
import { deviceOf, firstRender, localeOf, type FirstRenderResult, type InternalApi } from './first-render';
import { SERVICE_WORKER_JS } from './service-worker';
import type { WebServerConfig } from './config';
import type { PortTable } from './ports';
import { robotsTxt, sitemapXml } from './site-files';
import { registerBuildFiles, resolveFile } from './static-files';
import { globalScript } from './inline-script';

/** The api-client's profile query key (libs/api-client profileQuery: apps/shell's first-screen spec keeps them equal). */
export const PROFILE_QUERY_KEY = ['my', 'profile'] as const;

/** The payload of GET /remotes.json, declared once for the web server and the shell. */
export type { RemotesManifest };


function siteOf(request: FastifyRequest): { protocol: string; hostname: string } {
  return { protocol: `${request.protocol}:`, hostname: request.hostname };
}

/** The remotes manifest for a request: each remote on the page's host name at its own port. */
export function remotesManifestFor(request: FastifyRequest, config: WebServerConfig, table: PortTable): RemotesManifest {
  const { protocol, hostname } = siteOf(request);
  return {
    remotes: Object.entries(table.remotes).map(([name, remote]) => {
      const override = config.remotesManifest?.[name];
      const entry = override
        ? override.replaceAll('{hostname}', hostname)
        : `${protocol}//${hostname}:${remote.port}/remoteEntry.js`;
      return { name, entry, prefixes: remote.prefixes };
    }),
  };
}

/** The API's public origin for a site: API_PUBLIC_ORIGIN, else the site host's `api.` host on the API port. */
export function apiPublicOriginFor(site: { protocol: string; hostname: string }, config: WebServerConfig): string {
  return config.apiPublicOrigin ?? apiOriginFor(site, config.apiPublicPort);
}

/** Runtime config of the page: where the API and chat are, for this brand host. */
export function runtimeConfigFor(request: FastifyRequest, config: WebServerConfig) {
  const site = siteOf(request);
  return {
    apiOrigin: apiPublicOriginFor(site, config),
    chatOrigin: config.chatPublicOrigin ?? apiOriginFor(site, config.chatPublicPort),
    brand: resolveBrand(request.hostname).id,
  };
}

/** Web app manifest per brand (spec §2: /manifest.json at the site root). */
export function webManifestFor(request: FastifyRequest) {
  const brand = resolveBrand(request.hostname);
  return {
    name: brand.name,
    short_name: brand.name,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'ko',
    theme_color: brand.colors.primary,
    background_color: brand.colors.background,
    icons: MANIFEST_ICONS,
  };
}

/** Inline script that puts the runtime config on window before the shell's scripts run (`nonce`: the page's CSP nonce). */
export function configScript(value: unknown, nonce?: string): string {
  return globalScript('__LUVCAST_CONFIG__', value, nonce);
}

/** Inline script with the remotes manifest (what GET /remotes.json answers), read by the shell at boot. */
export function remotesScript(manifest: RemotesManifest, nonce?: string): string {
  return globalScript(REMOTES_MANIFEST_GLOBAL, manifest, nonce);
}

/** Inline script with the page props (spec §3), next to the runtime config. */
export function propsScript(value: unknown, nonce?: string): string {
  return globalScript(PAGE_PROPS_GLOBAL, value, nonce);
}

/** The media server's public origin for a site: MEDIA_PUBLIC_ORIGIN, else the API's host name on the media port (as the API composes media URLs). */
export function mediaPublicOriginFor(site: { protocol: string; hostname: string }, config: WebServerConfig): string {
  return config.mediaPublicOrigin ?? apiOriginFor(site, config.mediaPublicPort);
}

/** The websocket origin of an http(s) origin (socket.io upgrades on the same host and port). */
const websocketOrigin = (origin: string) => origin.replace(/^http(s?):/, 'ws$1:');

/**
 * The content security policy of every HTML page, naming exactly the origins this brand's page
 * talks to: scripts only from this site, the remotes' origins and the page's own inline scripts
 * (a fresh nonce per response), so markup that slipped into a page could not run; calls only to
 * the brand's API, its chat (http and websocket) and media server; images from the site, the
 * remotes (their bundled assets), the API (stored images: banners, thumbnails, profiles) and the
 * media server (live thumbnails); video from the media server (and blob: for hls.js / mpegts.js);
 * no plugins, no framing by other sites, no <base> tricks, forms only to the site and its API.
 * Stylesheets only from the site and the remotes (the builds' CSS files) and the page's own nonced
 * <style> (the brand's colours); inline `style` attributes are allowed (style-src-attr: React's
 * `style` props, e.g. visually hidden headings and skeleton sizes, are in the server's markup),
 * which cannot run script or load anything the other directives refuse.
 */
export function contentSecurityPolicyFor(request: FastifyRequest, config: WebServerConfig, table: PortTable, nonce: string): string {
  // a relative entry (REMOTES_MANIFEST behind a proxy) is this site's own: 'self' covers it
  const originOf = (entry: string) => (URL.canParse(entry) ? new URL(entry).origin : null);
  const list = (origins: (string | null)[]) => [...new Set(origins.filter((o): o is string => o !== null && o !== 'null'))].join(' ');
  const remotes = list(remotesManifestFor(request, config, table).remotes.map((r) => originOf(r.entry)));
  const site = siteOf(request);
  const { apiOrigin, chatOrigin } = runtimeConfigFor(request, config);
  const media = mediaPublicOriginFor(site, config);
  const sources = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    sources("script-src 'self'", `'nonce-${nonce}'`, remotes),
    sources("style-src 'self'", `'nonce-${nonce}'`, remotes),
    "style-src-attr 'unsafe-inline'",
    sources("img-src 'self' data: blob:", list([apiOrigin, media]), remotes),
    sources("media-src 'self' blob:", list([media, apiOrigin])),
    sources("connect-src 'self'", list([apiOrigin, chatOrigin, websocketOrigin(chatOrigin), media])),
    sources("font-src 'self' data:", remotes),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    sources("form-action 'self'", apiOrigin),
  ].join('; ');
}

/** Headers of every HTML answer besides the policy: no MIME sniffing, the origin only to other sites. */
export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** `:root` with the brand's colours (what the shell's applyBrand sets), for a server-rendered page. */
export function brandStyle(brand: Brand, nonce: string): string {
  const variables = Object.entries(brandCssVariables(brand))
    .map(([name, value]) => `${name}:${value.replace(/[<>;{}]/g, '')}`)
    .join(';');
  return `<style nonce="${nonce}">:root{${variables}}</style>`;
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether the process is stopping: GET /health/ready answers 503 `draining` from then on (main.ts sets it on SIGTERM). */
export interface WebLifecycle {
  shuttingDown: boolean;
}

/** The shell's site: static files, SPA fallback, /remotes.json, /config.json, /manifest.json, /health, /health/ready. */
export async function createWebApp(config: WebServerConfig, table: PortTable, lifecycle: WebLifecycle = { shuttingDown: false }): Promise<FastifyInstance> {
  // return503OnClosing off: during the drain, a request on an open keep-alive connection is served
  // (with Connection: close), not refused (libs/server-lifecycle)
  const app = Fastify({ logger: false, trustProxy: config.trustProxy, return503OnClosing: false });
  // liveness (the process answers) and readiness (503 draining once SIGTERM came), for the proxy
  // or orchestrator in front (docs/adr/0018-cluster.md)
  app.get('/health', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return lifecycle.shuttingDown ? reply.code(503).send({ status: 'draining' }) : { status: 'ready' };
  });
  // the pages (made per request, with their server-rendered markup) compressed by Accept-Encoding;
  // build files come precompressed (@fastify/static), API answers pass through as they are
  await app.register(fastifyCompress, { customTypes: /^text\/html\b/, encodings: ['br', 'gzip'] });
  const shellDir = path.join(config.distDir, 'shell');
  const indexPath = path.join(shellDir, 'index.html');

  /** Extra markup of one page: tags for the head, and for the end of the body; reads its first screen carries too. */
  type PageMarkup = { head: string; body: string; data?: FirstScreenData };
  /** The server-rendered first screen: the markup of #root and the stylesheets it needs. */
  type Rendered = { html: string; stylesheets: string[] };

  const renderIndex = async (
    request: FastifyRequest,
    reply: FastifyReply,
    props: Partial<PageProps>,
    markup?: PageMarkup,
    firstScreen?: { data: FirstScreenData; head: string },
    rendered?: Rendered | null,
  ) => {
    // read per request: a rebuilt shell is served without a restart (the file is small)
    const html = await readFile(indexPath, 'utf8');
    const nonce = randomBytes(16).toString('base64');
    reply.header('Content-Security-Policy', contentSecurityPolicyFor(request, config, table, nonce)).headers(HTML_SECURITY_HEADERS);
    // the remotes manifest inline (no /remotes.json round trip) and preload hints for the remote
    // that renders this path: its entry and exposed routes files load beside the shell's script
    const manifest = remotesManifestFor(request, config, table);
    const pathname = new URL(request.url, 'http://site.invalid').pathname;
    const locale = localeOf((props as { locale?: string } | null)?.locale);
    const hints = config.pagePreloads ? await preloadsFor(manifest, pathname, config.distDir, table, `${request.protocol}://${request.host}`, locale).catch(() => []) : [];
    // a server-rendered page links its stylesheets below: a preload of the same files would be a second hint
    const preloads = rendered ? hints.filter((hint) => hint.as !== 'style') : hints;
    const brand = resolveBrand(request.hostname);
    // a server-rendered page: its stylesheets and the brand's colours first, so it paints styled
    const styles = rendered ? `${stylesheetLinks(rendered.stylesheets)}${brandStyle(brand, nonce)}` : '';
    // before </head>: it runs while the page parses, before the shell's deferred script
    // replacer functions: `$&`, `$'` in page data (a nickname, a title) must stay text
    const head = `${styles}${preloadLinks(preloads)}${iconLinks(brand)}${markup?.head ?? ''}${configScript(runtimeConfigFor(request, config), nonce)}${remotesScript(manifest, nonce)}${propsScript(props, nonce)}${firstScreen ? `${firstScreen.head}${firstScreenScript(firstScreen.data, nonce)}` : ''}</head>`;
    let page = html.replace('</head>', () => head).replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(brand.name)}</title>`);
    if (rendered) {
      // what the shell's boot sets on <html> (applyBrand, the locale), and the markup it hydrates
      const lang = escapeText(props.locale ?? 'ko');
      const appType = props.appType ? ` data-app-type="${escapeText(props.appType)}"` : '';
      page = page
        .replace(/<html[^>]*>/, () => `<html lang="${lang}" data-brand="${escapeText(brand.id)}"${appType}>`)
        .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${rendered.html}</div>`);
    }
    if (!markup?.body) return page;
    const body = `${markup.body}</body>`;
    return page.includes('</body>') ? page.replace('</body>', () => body) : `${page}${markup.body}`;
  };

  // load the render bundle now (a 5 MB module), not with the first visitor's page
  if (config.serverRender) void loadRenderBundle(config.renderBundle);

  /** Mismatches already reported (once each: every page of that remote would repeat it). */
  const reportedMismatches = new Set<string>();

  /**
   * The page's first screen rendered on the server, or null: client-rendered as before when server
   * rendering is off, the bundle is missing or was built from other client builds than the served
   * ones (a remote deployed alone), or the render fails or overruns its budget (logged).
   */
  const serverRender = async (request: FastifyRequest, props: PageProps, data: FirstScreenData): Promise<Rendered | null> => {
    if (!config.serverRender) return null;
    const bundle = await loadRenderBundle(config.renderBundle);
    if (!bundle) return null;
    const manifest = remotesManifestFor(request, config, table);
    const pathname = new URL(request.url, 'http://site.invalid').pathname;
    const remote = matchRemote(manifest.remotes, pathname);
    if (config.serverRenderBuilds === 'check') {
      const project = remote ? table.remotes[remote.name]?.project : undefined;
      const mismatch = buildMismatch(bundle.builds, {
        shell: await buildIdOf(shellDir),
        remote: remote ? { name: remote.name, build: project ? await buildIdOf(path.join(config.distDir, project)) : null } : undefined,
      });
      if (mismatch) {
        if (!reportedMismatches.has(mismatch)) console.warn(`web-server: pages client-rendered: ${mismatch}`);
        reportedMismatches.add(mismatch);
        return null;
      }
    }
    try {
      const runtimeConfig = runtimeConfigFor(request, config);
      const input = { url: request.url, hostname: request.hostname, locale: props.locale, pageProps: props, firstScreenData: data, manifest, runtimeConfig };
      const [out, stylesheets] = await Promise.all([
        renderWithin(bundle, input, config.serverRenderBudgetMs),
        stylesheetsFor(manifest, pathname, config.distDir, table, `${request.protocol}://${request.host}`),
      ]);
      return { html: out.html, stylesheets };
    } catch (error) {
      console.error(`web-server: ${request.url} client-rendered, the server render failed:`, error);
      return null;
    }
  };

  /** The API server to server, with the public api. Host of this site host (brand, cookie domain). */
  const apiHostFor = (site: { protocol: string; hostname: string }) => new URL(apiPublicOriginFor(site, config)).host;
  const internalApiFor = (request: FastifyRequest): InternalApi => ({ url: config.apiInternalUrl, host: apiHostFor(siteOf(request)) });

  /**
   * Every HTML page: status (redirects), session lookup, cookies, page props; `pageMarkup` adds a
   * page's own data (the channel pages) once the visitor's session is known.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pageMarkup?: (result: Extract<FirstRenderResult, { kind: 'page' }>) => Promise<PageMarkup>) => {
    const url = new URL(request.url, 'http://site.invalid');
    let result: FirstRenderResult | null = null;
    // the first screen's public reads, in parallel with the status and session calls
    const firstScreen = loadFirstScreenData(internalApiFor(request), {
      pathname: url.pathname,
      query: Object.fromEntries(url.searchParams),
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    try {
      result = await firstRender(
        internalApiFor(request),
        {
          pathname: url.pathname,
          search: url.search,
          query: Object.fromEntries(url.searchParams),
          cookieHeader: request.headers.cookie,
          userAgent: request.headers['user-agent'],
          cookieDomain: cookieDomainFor(`api.${request.hostname}`),
          secure: request.protocol === 'https',
        },
      );
    } catch (error) {
      // page data load error: empty page props (spec §8)
      request.log.error(error);
    }
    reply.header('Cache-Control', 'no-store');
    if (result?.setCookies.length) reply.header('set-cookie', result.setCookies);
    if (result?.kind === 'redirect') return reply.redirect(result.location, 302);
    let markup: PageMarkup | undefined;
    if (pageMarkup && result?.kind === 'page') {
      try {
        markup = await pageMarkup(result);
      } catch (error) {
        request.log.error(error);
      }
    }
    const loaded = await firstScreen;
    // the session changed while the page was made (an access token refreshed, a session ended): the
    // reads went out with the old cookies, so only what is the same for everyone is inlined (a first
    // visit's anonymous id and locale cookies are no session change: it keeps the whole first screen)
    const shared = result?.kind === 'page' && result.sessionChanged ? loaded.filter((d) => d.key[0] === 'guest' && (d.key[1] === 'banners' || d.key[1] === 'themes')) : loaded;
    // a visitor known to be signed out: their profile read is null (the page says 로그인 at once,
    // with no profile call); a member's profile comes in the page props' `me`
    // (the page's own reads, such as the channel page's, were made with the session's final cookies)
    const data: FirstScreenData = [...shared, ...(markup?.data ?? []), ...(result?.kind === 'page' && result.signedOut ? [{ key: PROFILE_QUERY_KEY, data: null }] : [])];
    const banner = firstBannerImage(data);
    // the home page's largest paint is its first banner: fetched with the HTML, not after the scripts
    const bannerHint = banner ? `<link rel="preload" as="image" href="${banner.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" fetchpriority="high">` : '';
    // the first screen as markup, from exactly the props and data the page carries (so the browser's
    // first render, which hydrates it, starts from the same state)
    const rendered = result?.kind === 'page' ? await serverRender(request, result.props, data) : null;
    reply.type('text/html; charset=utf-8');
    return renderIndex(request, reply, result?.kind === 'page' ? result.props : {}, markup, { data, head: bannerHint }, rendered);
  };

  /** /channels/{id} and /channels/{id}/live: the page, plus the channel's data for programs that read the HTML. */
  const sendChannelPage = (kind: ChannelPageKind) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) =>
    sendPage(request, reply, async (result) => {
      const data = await loadChannelPageData(internalApiFor(request), {
        channelId: request.params.id,
        kind,
        cookieHeader: result.cookieHeader,
        device: deviceOf(request.headers['user-agent']),
        signedIn: result.props.me !== null,
      });
      const id = Number(request.params.id);
      // the channel page's own read, for its first screen (the live page reads the stream itself)
      const reads: FirstScreenData = kind === 'channel' && data.page && Number.isSafeInteger(id) ? [{ key: channelPageKey(id), data: data.page }] : [];
      return { ...channelPageMarkup(kind, data, resolveBrand(request.hostname).name), data: reads };
    });

  app.get(REMOTES_MANIFEST_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return remotesManifestFor(request, config, table);
  });
  app.get('/config.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return runtimeConfigFor(request, config);
  });
  app.get('/manifest.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/manifest+json');
    return webManifestFor(request);
  });
  app.get('/service-worker.js', async (_request, reply) => {
    // site-root scope; revalidated on every load so a new shell build installs a new worker
    reply.header('Cache-Control', 'no-cache').header('Service-Worker-Allowed', '/').type('text/javascript');
    return SERVICE_WORKER_JS;
  });
  for (const file of Object.keys(ICON_FILES) as IconPath[]) {
    app.get(file, async (request, reply) => {
      const icon = await brandIcon(resolveBrand(request.hostname), file);
      reply.header('Cache-Control', 'public, max-age=86400').header('ETag', icon.etag);
      if (request.headers['if-none-match'] === icon.etag) return reply.code(304).send();
      return reply.type(icon.type).send(icon.body);
    });
  }
  /** The site's own origin as the visitor sees it (host and port). */
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  app.get('/robots.txt', async (request, reply) => {
    // built from the Host header: a shared cache keys them on it
    reply.header('Cache-Control', 'public, max-age=3600').header('Vary', 'Host').type('text/plain; charset=utf-8');
    return robotsTxt(originOf(request));
  });
  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const xml = await sitemapXml(internalApiFor(request), originOf(request));
      return reply.header('Cache-Control', 'public, max-age=3600').header('Vary', 'Host').type('application/xml; charset=utf-8').send(xml);
    } catch (error) {
      request.log.error(error);
      return reply.code(503).header('Retry-After', '300').type('text/plain').send('Service Unavailable');
    }
  });
  app.get('/', (request, reply) => sendPage(request, reply));
  app.get('/index.html', (request, reply) => sendPage(request, reply));
  // HTML whatever the Accept header says: recorders ask with `application/json, text/plain, */*`
  app.get('/channels/:id', sendChannelPage('channel'));
  app.get('/channels/:id/live', sendChannelPage('live'));
  await registerApiForward(app, { apiInternalUrl: config.apiInternalUrl, apiHostFor });
  await registerBuildFiles(app, shellDir);

  /** Any other path: a build file, else a page (the SPA's routes), else 404. */
  const fileOrPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const found = await resolveFile(shellDir, request.url);
      if (found && found.file !== indexPath) return reply.sendFile(found.relative);
    }
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]) && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not Found');
    return sendPage(request, reply);
  };
  // a route (not only the not-found handler): routes get the compression of their pages
  app.get('/*', fileOrPage);
  app.setNotFoundHandler(fileOrPage);

  return app;
}

export interface StaticServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/**
 * Serves one build folder (a remote) on its own port with CORS for any origin. remoteEntry.js is
 * revalidated on every load (a redeployed remote shows up at once), hashed chunks are immutable.
 */
export async function serveStatic({ dir: given, port, host = '127.0.0.1' }: { dir: string; port: number; host?: string }): Promise<StaticServer> {
  const dir = path.resolve(given);
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Access-Control-Allow-Origin', '*');
    return payload;
  });
  await registerBuildFiles(app, dir);
  app.setNotFoundHandler(async (request, reply) => {
    const found = request.method === 'GET' || request.method === 'HEAD' ? await resolveFile(dir, request.url) : null;
    if (!found) return reply.code(404).type('text/plain').send('Not Found');
    return reply.sendFile(found.relative);
  });
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${host}:${actualPort}`, port: actualPort, close: () => app.close() };
}
