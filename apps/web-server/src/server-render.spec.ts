// The page's first screen from the render bundle (docs/adr/0025): the web server on port 0, a fake
// API on another, and a fake render bundle in a temporary WEB_DIST_DIR whose builds the tests
// change (the real bundle's markup is checked by the e2e suite: apps/e2e/src/shell/server-render.spec.ts).
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { ports } from './ports';
import { createWebApp } from './web-app';
import { buildMismatch } from './server-render';
import { getPage } from './testing/get-page';

const names = Object.keys(ports.remotes);
const BUILDS = { shell: 'shell-1', remotes: Object.fromEntries(names.map((n) => [n, `${n}-1`])) };

const fakeApi = http.createServer((req, res) => {
  const send = (code: number, body: unknown) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url === '/api/guest/status') return send(200, { isMantenace: false, isEmergency: false });
  if (req.url === '/api/guest/banners') return send(200, { list: [{ id: 1, title: '봄', imageUrl: 'http://api.luv.localhost:4000/static/images/b.png' }] });
  send(404, { msg: '찾을 수 없습니다.' });
});

/**
 * The bundle's exports (shell-contract RenderBundle): it keeps what it was given on a global and
 * answers a marker; a URL with `boom` throws, one with `slow` takes 2 s.
 */
const FAKE_BUNDLE = `
exports.builds = ${JSON.stringify(BUILDS)};
exports.render = async (input) => {
  globalThis.__renderInputs.push(input);
  if (input.url.includes('boom')) throw new Error('a component threw');
  if (input.url.includes('slow')) await new Promise((r) => setTimeout(r, 2000));
  return { html: '<div data-server-markup>' + input.url + '</div>', remote: 'x' };
};`;

let dist: string;
let app: FastifyInstance;
let base = '';
let apiUrl = '';
const inputs: any[] = [];

const get = (url: string, headers: Record<string, string> = {}) => getPage(base, url, 'lex.localhost:4200', headers);
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};
/** A new build id in a build folder (a later mtime, as a deploy gives it). */
const deploy = (project: string, build: string) => {
  write(`${project}/build.json`, JSON.stringify({ build }));
  const later = new Date(Date.now() + 5000 + Math.random() * 1000);
  utimesSync(path.join(dist, project, 'build.json'), later, later);
};
const rootOf = (body: string) => /<div id="root">(.*?)<\/div><\/body>/s.exec(body)?.[1] ?? null;

async function start(env: Record<string, string> = {}) {
  const config = loadConfig({ WEB_DIST_DIR: dist, API_INTERNAL_URL: apiUrl, ...env }, names, '/');
  const server = await createWebApp(config, ports);
  await server.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

beforeAll(async () => {
  (globalThis as any).__renderInputs = inputs;
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;
  dist = mkdtempSync(path.join(tmpdir(), 'web-server-render-'));
  write('shell/index.html', '<!doctype html><html lang="ko"><head><title>luvcast</title><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>');
  write('shell/build.json', JSON.stringify({ build: BUILDS.shell }));
  // the shell's boot group's CSS and, for live_mfe, its routes' CSS: one file has the content hash
  // of one of the shell's (the same module's CSS in two chunks), two carry one module
  write('shell/boot-chunks.json', JSON.stringify({ files: ['bootstrap.aaaaaaaaaa.js'], css: ['626.1111111111.css', 'bootstrap.2222222222.css'] }));
  write('live-mfe/build.json', JSON.stringify({ build: BUILDS.remotes.live_mfe }));
  write('live-mfe/mf-manifest.json', JSON.stringify({ exposes: [{ path: './routes', assets: { js: { sync: [] }, css: { sync: ['418.3333333333.css'], async: ['54.1111111111.css', '693.3333333333.css', '602.4444444444.css'] } } }] }));
  write('auth-mfe/build.json', JSON.stringify({ build: BUILDS.remotes.auth_mfe }));
  write('shell-render/render.js', FAKE_BUNDLE);
  app = await start();
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => fakeApi.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  inputs.length = 0;
});

describe('the first screen rendered on the server', () => {
  it("puts the bundle's markup in #root, with the page's stylesheets, the brand's colours and language first", async () => {
    const res = await get('/', { cookie: 'luvcast_locale=en' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<div data-server-markup>/</div>');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    // shell CSS on the site, then the remote's on its entry's origin; one file per content hash
    const links = [...res.body.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual([
      'http://lex.localhost:4200/626.1111111111.css',
      'http://lex.localhost:4200/bootstrap.2222222222.css',
      'http://lex.localhost:4205/418.3333333333.css',
      'http://lex.localhost:4205/602.4444444444.css',
    ]);
    // linked, so not also preloaded (the scripts still are)
    expect(res.body).not.toMatch(/<link rel="preload"[^>]*as="style"/);
    expect(res.body).toMatch(/<link rel="preload"[^>]*as="script"/);
    expect(res.body).toMatch(new RegExp(`<style nonce="${nonce?.replace(/[+/]/g, '\\$&')}">:root\\{--brand-primary:#[0-9a-fA-F]+;`));
    expect(res.body).toContain('<html lang="en" data-brand="lex" data-app-type="web">');
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
    expect(res.body).not.toContain('<title>luvcast</title>');
  });

  it('renders from exactly the props, first-screen data and remotes manifest the page carries', async () => {
    const res = await get('/?theme=3');
    const input = inputs[0];
    expect(input.url).toBe('/?theme=3');
    expect(input.hostname).toBe('lex.localhost');
    expect(input.locale).toBe('ko');
    const carried = (name: string) => JSON.parse(new RegExp(`window\\.${name}=(.*?)</script>`).exec(res.body)?.[1] ?? 'null');
    expect(input.pageProps).toEqual(carried('__LUVCAST_PROPS__'));
    expect(input.firstScreenData).toEqual(carried('__LUVCAST_DATA__'));
    expect(input.manifest).toEqual(carried('__LUVCAST_REMOTES__'));
    // the API and chat origins the browser gets: URLs in the markup (a social sign-in link) match
    expect(carried('__LUVCAST_CONFIG__')).toMatchObject(input.runtimeConfig);
    expect(input.runtimeConfig.apiOrigin).toBe('http://api.lex.localhost:4000');
    // a first visit is a guest: the profile read is carried (and rendered) as null
    expect(input.firstScreenData).toContainEqual({ key: ['my', 'profile'], data: null });
  });

  it('serves the client-rendered page when the render throws, and logs why', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await get('/boom');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.body).not.toContain('rel="stylesheet"');
    expect(res.body).toContain('window.__LUVCAST_PROPS__=');
    expect(String(error.mock.calls[0]?.[0])).toContain('/boom client-rendered');
    error.mockRestore();
  });

  it('serves the client-rendered page when the render takes longer than SERVER_RENDER_BUDGET_MS', async () => {
    const tight = await start({ SERVER_RENDER_BUDGET_MS: '100' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    const res = await new Promise<string>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${(tight.server.address() as AddressInfo).port}/slow`, { headers: { host: 'luv.localhost:4200', accept: 'text/html' } }, (r) => {
          let body = '';
          r.on('data', (c) => (body += c));
          r.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
    expect(Date.now() - started).toBeLessThan(1900);
    expect(rootOf(res)).toBe('');
    expect(String(error.mock.calls[0]?.[1])).toContain('over 100 ms');
    error.mockRestore();
    await tight.close();
  });

  it("client-renders a remote's pages while its build is not the bundle's (deployed alone), and renders them again once it is", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    deploy('auth-mfe', 'auth_mfe-2');
    const signin = await get('/signin');
    expect(rootOf(signin.body)).toBe('');
    expect(String(warn.mock.calls[0]?.[0])).toContain('the auth_mfe build auth_mfe-2 is not the render bundle');
    // another remote's pages are not concerned
    expect(rootOf((await get('/')).body)).toBe('<div data-server-markup>/</div>');
    deploy('auth-mfe', BUILDS.remotes.auth_mfe);
    expect(rootOf((await get('/signin')).body)).toBe('<div data-server-markup>/signin</div>');
    warn.mockRestore();
  });

  it('client-renders every page while the shell build is not the bundle’s', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    deploy('shell', 'shell-2');
    expect(rootOf((await get('/')).body)).toBe('');
    deploy('shell', BUILDS.shell);
    expect(rootOf((await get('/')).body)).toBe('<div data-server-markup>/</div>');
    warn.mockRestore();
  });

  it('client-renders every page with SERVER_RENDER=off', async () => {
    const off = await start({ SERVER_RENDER: 'off' });
    const res = await getPage(`http://127.0.0.1:${(off.server.address() as AddressInfo).port}`, '/', 'luv.localhost:4200');
    expect(rootOf(res.body)).toBe('');
    expect(inputs).toEqual([]);
    await off.close();
  });

  it('sends the page compressed as the browser accepts (brotli, else gzip), and plain to others', async () => {
    const fetchPage = (encoding: string, url = '/') =>
      new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        http
          .get(`${base}${url}`, { headers: { host: 'lex.localhost:4200', accept: 'text/html', 'accept-encoding': encoding } }, (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => resolve({ headers: r.headers, bytes: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const zlib = await import('node:zlib');
    // every page: a route of its own ('/') and the SPA's others
    const signin = await fetchPage('br', '/signin');
    expect(signin.headers['content-encoding']).toBe('br');
    const br = await fetchPage('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(rootOf(zlib.brotliDecompressSync(br.bytes).toString('utf8'))).toBe('<div data-server-markup>/</div>');
    const gzip = await fetchPage('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(rootOf(zlib.gunzipSync(gzip.bytes).toString('utf8'))).toBe('<div data-server-markup>/</div>');
    const plain = await fetchPage('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(rootOf(plain.bytes.toString('utf8'))).toBe('<div data-server-markup>/</div>');
  });

  it('refuses a bad SERVER_RENDER or SERVER_RENDER_BUDGET_MS with the variable named', () => {
    expect(() => loadConfig({ SERVER_RENDER: 'yes' }, names, '/')).toThrow('SERVER_RENDER must be on or off');
    expect(() => loadConfig({ SERVER_RENDER_BUDGET_MS: 'fast' }, names, '/')).toThrow('SERVER_RENDER_BUDGET_MS must be a whole number');
  });
});

describe('buildMismatch', () => {
  it('names the shell or the remote whose served build is not the bundle’s', () => {
    expect(buildMismatch(BUILDS, { shell: 'shell-1', remote: { name: 'cs_mfe', build: 'cs_mfe-1' } })).toBeNull();
    expect(buildMismatch(BUILDS, { shell: 'shell-1' })).toBeNull();
    expect(buildMismatch(BUILDS, { shell: null })).toContain('the shell build (none)');
    expect(buildMismatch(BUILDS, { shell: 'shell-1', remote: { name: 'cs_mfe', build: null } })).toContain('the cs_mfe build (none)');
  });
});
