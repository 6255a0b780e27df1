import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { loadConfig, ConfigError } from './config';
import { ports } from './ports';
import { createWebApp, serveStatic } from './web-app';

const names = Object.keys(ports.remotes);
let dist: string;
let app: FastifyInstance;
let base = '';

interface Res {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: () => any;
}
/** A real HTTP request (light-my-request's inject needs ESM-only deps the node jest project cannot load). */
function request(target: FastifyInstance | string, { url, headers = {} }: { url: string; headers?: Record<string, string> }): Promise<Res> {
  const origin = typeof target === 'string' ? target : base;
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${url}`, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) }));
      })
      .on('error', reject);
  });
}
async function listen(a: FastifyInstance): Promise<string> {
  await a.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(a.server.address() as any).port}`;
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-server-'));
  mkdirSync(path.join(dist, 'shell'));
  writeFileSync(path.join(dist, 'shell', 'index.html'), '<html><head><title>x</title></head><body>shell</body></html>');
  writeFileSync(path.join(dist, 'shell', 'main.0123456789.js'), 'console.log(1)');
  // the production build's pre-compressed copies (contents marked to tell them apart)
  writeFileSync(path.join(dist, 'shell', 'main.0123456789.js.br'), 'brotli bytes');
  writeFileSync(path.join(dist, 'shell', 'main.0123456789.js.gz'), 'gzip bytes');
  mkdirSync(path.join(dist, 'cs-mfe'));
  writeFileSync(path.join(dist, 'cs-mfe', 'remoteEntry.js'), 'var cs_mfe;');
  // what the federation manifest plugin writes next to remoteEntry.js (tools/webpack)
  writeFileSync(
    path.join(dist, 'cs-mfe', 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        {
          path: './routes',
          assets: { js: { sync: ['__federation_expose_routes.0a1b2c3d4e.js'], async: ['77.0a1b2c3d4e.js', 'i18n-cs-mfe-ko-messages.1a1b2c3d4e.js', 'i18n-cs-mfe-en-messages.2a1b2c3d4e.js'] }, css: { sync: [], async: [] } },
        },
      ],
    }),
  );
  app = await createWebApp(loadConfig({ WEB_DIST_DIR: dist }, names, '/'), ports);
  base = await listen(app);
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web server', () => {
  it('answers /remotes.json with every remote on the page host, its port and prefixes, uncached', async () => {
    const res = await request(app, { url: '/remotes.json', headers: { host: 'lex.localhost:4200' } });
    expect(res.headers['cache-control']).toBe('no-store');
    const { remotes } = res.json();
    expect(remotes.map((r: any) => r.name).sort()).toEqual([...names].sort());
    expect(remotes.find((r: any) => r.name === 'auth_mfe')).toEqual({
      name: 'auth_mfe',
      entry: 'http://lex.localhost:4201/remoteEntry.js',
      prefixes: ports.remotes.auth_mfe.prefixes,
    });
  });

  it('takes remote entries from REMOTES_MANIFEST when set', async () => {
    const other = await createWebApp(
      loadConfig({ WEB_DIST_DIR: dist, REMOTES_MANIFEST: JSON.stringify({ cs_mfe: 'https://cdn.example/cs/{hostname}/remoteEntry.js' }) }, names, '/'),
      ports,
    );
    const otherBase = await listen(other);
    const { remotes } = (await request(otherBase, { url: '/remotes.json', headers: { host: 'bell.localhost:4200' } })).json();
    expect(remotes.find((r: any) => r.name === 'cs_mfe').entry).toBe('https://cdn.example/cs/bell.localhost/remoteEntry.js');
    expect(remotes.find((r: any) => r.name === 'luv_mfe').entry).toBe('http://bell.localhost:4204/remoteEntry.js');
    await other.close();
  });

  it("serves pages when a remote's entry is relative to the site (behind a proxy): the CDN's origin and 'self' in the policy", async () => {
    const other = await createWebApp(
      loadConfig({ WEB_DIST_DIR: dist, REMOTES_MANIFEST: JSON.stringify({ cs_mfe: '/remotes/cs/remoteEntry.js', luv_mfe: 'https://cdn.example/luv/remoteEntry.js' }) }, names, '/'),
      ports,
    );
    const otherBase = await listen(other);
    const page = await request(otherBase, { url: '/', headers: { host: 'luv.localhost:4200', accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-[^']+'[^;]* https:\/\/cdn\.example/);
    await other.close();
  });

  it('inlines the runtime config with the brand host API origin into the page', async () => {
    const res = await request(app, { url: '/my/profile', headers: { host: 'luv.localhost:4200', accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('window.__LUVCAST_CONFIG__={"apiOrigin":"http://api.luv.localhost:4000","chatOrigin":"http://api.luv.localhost:4100","brand":"luv"}');
    const plain = await request(app, { url: '/config.json', headers: { host: 'localhost:4200' } });
    expect(plain.json()).toEqual({ apiOrigin: 'http://localhost:4000', chatOrigin: 'http://localhost:4100', brand: 'luv' });
  });

  it("sends every page with a content security policy that lets only this site's, the remotes' and the page's own nonce'd scripts run", async () => {
    const first = await request(app, { url: '/cs/inquiries', headers: { host: 'luv.localhost:4200', accept: 'text/html' } });
    const csp = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' http://luv.localhost:4201 http://luv.localhost:4202`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // the inline scripts (runtime config, remotes manifest, page props, the first screen's data: a
    // guest's profile) carry the nonce; the next page has another one
    expect(first.body.match(/<script nonce="([^"]+)">/g)).toEqual([`<script nonce="${nonce}">`, `<script nonce="${nonce}">`, `<script nonce="${nonce}">`, `<script nonce="${nonce}">`]);
    // stylesheets only from files and the page's nonce'd <style>; React's style attributes stay allowed
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}' http://luv.localhost:4201`);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    const second = await request(app, { url: '/', headers: { host: 'luv.localhost:4200', accept: 'text/html' } });
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
  });

  it('sends no-sniff and a strict-origin referrer policy with every page', async () => {
    for (const url of ['/', '/signin', '/cs/notices']) {
      const page = await request(app, { url, headers: { host: 'luv.localhost:4200', accept: 'text/html' } });
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it("lets a page reach exactly its brand's API, chat, media and remote origins, no other http(s) site", async () => {
    const page = await request(app, { url: '/', headers: { host: 'lex.localhost:4200', accept: 'text/html' } });
    const directives = Object.fromEntries(
      String(page.headers['content-security-policy'])
        .split('; ')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    const remotes = names.map((n) => `http://lex.localhost:${ports.remotes[n].port}`);
    expect(directives['connect-src']).toEqual(["'self'", 'http://api.lex.localhost:4000', 'http://api.lex.localhost:4100', 'ws://api.lex.localhost:4100', 'http://api.lex.localhost:4400']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://api.lex.localhost:4000', 'http://api.lex.localhost:4400', ...remotes]);
    expect(directives['media-src']).toEqual(["'self'", 'blob:', 'http://api.lex.localhost:4400', 'http://api.lex.localhost:4000']);
    expect(directives['form-action']).toEqual(["'self'", 'http://api.lex.localhost:4000']);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    for (const list of Object.values(directives)) expect(list).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(https?|wss?):$/)]));
  });

  it('names the configured public origins (behind a proxy / CDN) in the policy, with a wss chat', async () => {
    const other = await createWebApp(
      loadConfig({ WEB_DIST_DIR: dist, API_PUBLIC_ORIGIN: 'https://api.luvcast.tv', CHAT_PUBLIC_ORIGIN: 'https://chat.luvcast.tv', MEDIA_PUBLIC_ORIGIN: 'https://media.luvcast.tv' }, names, '/'),
      ports,
    );
    const otherBase = await listen(other);
    const csp = String((await request(otherBase, { url: '/signin', headers: { host: 'luvcast.tv', accept: 'text/html' } })).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://api.luvcast.tv https://chat.luvcast.tv wss://chat.luvcast.tv https://media.luvcast.tv;");
    expect(csp).toContain("media-src 'self' blob: https://media.luvcast.tv https://api.luvcast.tv;");
    await other.close();
  });

  it("preloads the remote entry, the exposed routes files and the catalog of the remote that renders the page (from the remote's mf-manifest.json)", async () => {
    const page = await request(app, { url: '/cs/notices/3', headers: { host: 'luv.localhost:4200', accept: 'text/html' } });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="script" href="http://luv.localhost:4202/remoteEntry.js">');
    expect(head).toContain('<link rel="preload" as="script" href="http://luv.localhost:4202/__federation_expose_routes.0a1b2c3d4e.js">');
    // and its catalog in the page's locale (ko without a cookie)
    expect(head).toContain('<link rel="preload" as="script" href="http://luv.localhost:4202/i18n-cs-mfe-ko-messages.1a1b2c3d4e.js">');
    // lazy chunks of other pages are not hinted, nor other remotes
    expect(head).not.toContain('77.0a1b2c3d4e.js');
    expect(head.match(/<link rel="preload"[^>]*>/g)).toHaveLength(3);
    const english = await request(app, { url: '/cs/notices/3', headers: { host: 'luv.localhost:4200', accept: 'text/html', cookie: 'luvcast_locale=en' } });
    expect(english.body).toContain('<link rel="preload" as="script" href="http://luv.localhost:4202/i18n-cs-mfe-en-messages.2a1b2c3d4e.js">');
    expect(english.body).not.toContain('i18n-cs-mfe-ko-messages');
    // a remote without a manifest in the build folder: its entry only
    const home = await request(app, { url: '/', headers: { host: 'luv.localhost:4200', accept: 'text/html' } });
    expect(home.body.match(/<link rel="preload" as="script"[^>]*>/g)).toEqual(['<link rel="preload" as="script" href="http://luv.localhost:4205/remoteEntry.js">']);
  });

  it('inlines the remotes manifest, so the shell registers the remotes without asking /remotes.json', async () => {
    const page = await request(app, { url: '/luv/wallet', headers: { host: 'bell.localhost:4200', accept: 'text/html' } });
    const inlined = /window\.__LUVCAST_REMOTES__=(\{.*?\})<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(String(inlined))).toEqual((await request(app, { url: '/remotes.json', headers: { host: 'bell.localhost:4200' } })).json());
  });

  it('serves the brand web manifest', async () => {
    const res = await request(app, { url: '/manifest.json', headers: { host: 'bell.localhost:4200' } });
    expect(res.json()).toMatchObject({ name: '벨캐스트', start_url: '/', theme_color: '#f5a300' });
  });

  it("lists the brand's icons in its manifest, and every icon is a PNG of its size in the brand's colour", async () => {
    const manifest = (await request(app, { url: '/manifest.json', headers: { host: 'bell.localhost:4200' } })).json();
    expect(manifest.icons.map((i: any) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const res = await fetch(`${base}${icon.src}`, { headers: { host: 'bell.localhost:4200' } });
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(Number(icon.sizes.split('x')[0]));
    }
    const luv = await request(app, { url: '/favicon.svg', headers: { host: 'luv.localhost:4200' } });
    const bell = await request(app, { url: '/favicon.svg', headers: { host: 'bell.localhost:4200' } });
    expect(luv.headers['content-type']).toBe('image/svg+xml');
    expect(luv.body).toContain('#ff3d7f');
    expect(bell.body).toContain('#f5a300');
    const again = await request(app, { url: '/favicon.svg', headers: { host: 'bell.localhost:4200', 'if-none-match': String(bell.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('links the favicon, the touch icon and the theme colour from every page', async () => {
    const page = await request(app, { url: '/', headers: { host: 'lex.localhost:4200', accept: 'text/html' } });
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page.body).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
    expect(page.body).toContain('<meta name="theme-color" content="#1769ff">');
  });

  it("answers /robots.txt with the private areas closed and the site's own sitemap", async () => {
    const res = await request(app, { url: '/robots.txt', headers: { host: 'bell.localhost:4200' } });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /my/\n');
    expect(res.body).toContain('Disallow: /cs/admin\n');
    expect(res.body).toContain('Sitemap: http://bell.localhost:4200/sitemap.xml');
  });

  it('answers /sitemap.xml with the home page and every listed channel (live pages while on air), paging through the API', async () => {
    const pages: Record<string, unknown> = {
      '0': { list: [{ channelId: 3, isLive: false, lastModified: '2026-11-01T00:00:00.000Z' }], next: 3 },
      '3': { list: [{ channelId: 7, isLive: true, lastModified: '2026-11-02T00:00:00.000Z' }], next: null },
    };
    const seenHosts: string[] = [];
    const api = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      seenHosts.push(String(req.headers.host));
      const body = url.pathname === '/api/guest/sitemap' ? pages[url.searchParams.get('after') ?? ''] : undefined;
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as any).port}`;
    const other = await createWebApp(loadConfig({ WEB_DIST_DIR: dist, API_INTERNAL_URL: apiUrl }, names, '/'), ports);
    const otherBase = await listen(other);
    const res = await request(otherBase, { url: '/sitemap.xml', headers: { host: 'luv.localhost:4200' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<url><loc>http://luv.localhost:4200/</loc>');
    expect(res.body).toContain('<url><loc>http://luv.localhost:4200/channels/3</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>');
    expect(res.body).toContain('<loc>http://luv.localhost:4200/channels/7/live</loc>');
    expect(res.body).not.toContain('/channels/3/live');
    expect(seenHosts).toEqual(['api.luv.localhost:4000', 'api.luv.localhost:4000']);
    api.close();
    await other.close();
  });

  it('answers /sitemap.xml 503 with Retry-After while the API cannot be read', async () => {
    const other = await createWebApp(loadConfig({ WEB_DIST_DIR: dist, API_INTERNAL_URL: 'http://127.0.0.1:9' }, names, '/'), ports);
    const otherBase = await listen(other);
    const res = await request(otherBase, { url: '/sitemap.xml', headers: { host: 'luv.localhost:4200' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
    await other.close();
  });

  it('serves hashed files as immutable and 404s unknown files', async () => {
    const js = await request(app, { url: '/main.0123456789.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    const missing = await request(app, { url: '/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the pre-compressed copy the browser accepts (brotli first), as JavaScript that varies on Accept-Encoding', async () => {
    const br = await request(app, { url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body).toBe('brotli bytes');
    const gz = await request(app, { url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip bytes');
    const plain = await request(app, { url: '/main.0123456789.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers 304 Not Modified to a browser that has the file (ETag), and revalidates unhashed files', async () => {
    const first = await request(app, { url: '/main.0123456789.js' });
    expect(first.headers.etag).toBeTruthy();
    const again = await request(app, { url: '/main.0123456789.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const server = await serveStatic({ dir: path.join(dist, 'cs-mfe'), port: 0 });
    const entry = await fetch(`${server.url}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('etag')).toBeTruthy();
    await server.close();
  });

  it('never serves files outside the build folder or hidden ones', async () => {
    writeFileSync(path.join(dist, 'secret.txt'), 'secret');
    writeFileSync(path.join(dist, 'shell', '.env'), 'KEY=1');
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/.env', '/%2e%2e%2fsecret.txt']) {
      const res = await request(app, { url, headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('KEY=1');
    }
  });

  it('serves a remote folder with CORS for any origin and can be closed', async () => {
    const server = await serveStatic({ dir: path.join(dist, 'cs-mfe'), port: 0 });
    const res = await fetch(`${server.url}/remoteEntry.js`, { headers: { origin: 'http://luv.localhost:4200' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe('var cs_mfe;');
    await server.close();
    await expect(fetch(`${server.url}/remoteEntry.js`)).rejects.toThrow();
  });
});

describe('config', () => {
  it('names the variable in a bad value', () => {
    expect(() => loadConfig({ WEB_PORT: 'x' }, names, '/')).toThrow(new ConfigError('WEB_PORT must be a port number (0-65535), got "x"'));
    expect(() => loadConfig({ SERVE_REMOTES: 'foo' }, names, '/')).toThrow(/SERVE_REMOTES/);
    expect(() => loadConfig({ REMOTES_MANIFEST: '[1]' }, names, '/')).toThrow(/REMOTES_MANIFEST/);
    expect(() => loadConfig({ API_PUBLIC_ORIGIN: 'ftp://x' }, names, '/')).toThrow(/API_PUBLIC_ORIGIN/);
  });
  it('names every bad variable at once', () => {
    expect(() => loadConfig({ WEB_PORT: 'x', SERVE_REMOTES: 'foo', API_INTERNAL_URL: 'nope' }, names, '/')).toThrow(
      new ConfigError(
        [
          'WEB_PORT must be a port number (0-65535), got "x"',
          `SERVE_REMOTES must be all, none or a list of ${names.join(', ')}; unknown: foo`,
          'API_INTERNAL_URL must be an http(s) origin such as https://api.luvcast.tv, got "nope"',
        ].join('\n'),
      ),
    );
  });
  it('defaults to every remote on 127.0.0.1:4200', () => {
    expect(loadConfig({}, names, '/')).toMatchObject({ host: '127.0.0.1', port: 4200, serveRemotes: 'all', apiPublicPort: 4000 });
    expect(loadConfig({ SERVE_REMOTES: 'auth_mfe, cs_mfe' }, names, '/').serveRemotes).toEqual(['auth_mfe', 'cs_mfe']);
    expect(loadConfig({}, names, '/')).toMatchObject({ pagePreloads: true, mediaPublicPort: 4400, mediaPublicOrigin: null });
    expect(loadConfig({ PAGE_PRELOADS: 'off' }, names, '/').pagePreloads).toBe(false);
  });
});
