import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ports } from './ports';
import { exposedFiles, preloadLinks, preloadsFor } from './preloads';

let dist: string;
const manifest = {
  remotes: [
    { name: 'cs_mfe', entry: 'http://luv.localhost:4202/remoteEntry.js', prefixes: ['/cs'] },
    { name: 'live_mfe', entry: '/remotes/live/remoteEntry.js', prefixes: ['/'] },
  ],
};
const assets = (sync: string[], async: string[] = []) => ({ js: { sync, async }, css: { sync: [], async: [] } });

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'preloads-'));
  for (const dir of ['shell', 'cs-mfe', 'live-mfe']) mkdirSync(path.join(dist, dir));
  writeFileSync(
    path.join(dist, 'shell', 'boot-chunks.json'),
    JSON.stringify({ files: ['bootstrap.ffffffffff.js', '379.ffffffffff.js'], catalogs: { ko: ['i18n-ko.aaaaaaaaaa.js'], en: ['i18n-en.bbbbbbbbbb.js'] } }),
  );
  writeFileSync(
    path.join(dist, 'cs-mfe', 'mf-manifest.json'),
    JSON.stringify({
      shared: [],
      exposes: [
        {
          path: './routes',
          assets: assets(['__federation_expose_routes.cccccccccc.js', '../../etc/passwd', '"><script>'], ['9.dddddddddd.js', 'i18n-cs-mfe-ko-messages.eeeeeeeeee.js', 'i18n-cs-mfe-en-messages.ffffffffff.js']),
        },
      ],
    }),
  );
  writeFileSync(path.join(dist, 'live-mfe', 'mf-manifest.json'), 'not json');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('preload hints of a page', () => {
  it("names the shell's boot chunks and catalog, the page's remote entry, its exposed routes files and its catalog, nothing else", async () => {
    const preloads = await preloadsFor(manifest, '/cs/notices/3', dist, ports, 'http://luv.localhost:4200', 'ko');
    expect(preloads).toEqual([
      { href: '/bootstrap.ffffffffff.js', as: 'script' },
      { href: '/379.ffffffffff.js', as: 'script' },
      { href: '/i18n-ko.aaaaaaaaaa.js', as: 'script' },
      { href: 'http://luv.localhost:4202/remoteEntry.js', as: 'script' },
      { href: 'http://luv.localhost:4202/__federation_expose_routes.cccccccccc.js', as: 'script' },
      { href: 'http://luv.localhost:4202/i18n-cs-mfe-ko-messages.eeeeeeeeee.js', as: 'script' },
    ]);
    expect(preloadLinks(preloads.slice(3, 4))).toBe('<link rel="preload" as="script" href="http://luv.localhost:4202/remoteEntry.js">');
  });

  it("hints the catalogs of the page's locale only", async () => {
    const hrefs = (await preloadsFor(manifest, '/cs', dist, ports, 'http://luv.localhost:4200', 'en')).map((p) => p.href);
    expect(hrefs).toContain('/i18n-en.bbbbbbbbbb.js');
    expect(hrefs).toContain('http://luv.localhost:4202/i18n-cs-mfe-en-messages.ffffffffff.js');
    expect(hrefs.filter((h) => h.includes('-ko'))).toEqual([]);
    // a locale without a catalog file in the build: no catalog hint
    expect((await preloadsFor(manifest, '/cs', dist, ports, 'http://luv.localhost:4200', 'ja')).filter((p) => p.href.includes('i18n'))).toEqual([]);
  });

  it('resolves a relative entry against the site and hints only the entry when the manifest is unreadable', async () => {
    const preloads = await preloadsFor(manifest, '/', dist, ports, 'https://luvcast.tv');
    expect(preloads.slice(3)).toEqual([{ href: 'https://luvcast.tv/remotes/live/remoteEntry.js', as: 'script' }]);
  });

  it('reads a changed manifest again, and nothing from a missing one', async () => {
    const file = path.join(dist, 'cs-mfe', 'mf-manifest.json');
    expect(await exposedFiles(file)).toEqual(['__federation_expose_routes.cccccccccc.js']);
    writeFileSync(file, JSON.stringify({ exposes: [{ path: './routes', assets: assets(['__federation_expose_routes.eeeeeeeeee.js']) }] }));
    const later = new Date(Date.now() + 5000);
    require('node:fs').utimesSync(file, later, later);
    expect(await exposedFiles(file)).toEqual(['__federation_expose_routes.eeeeeeeeee.js']);
    expect(await exposedFiles(path.join(dist, 'nope', 'mf-manifest.json'))).toEqual([]);
  });
});
