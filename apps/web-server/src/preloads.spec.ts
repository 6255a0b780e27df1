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
  writeFileSync(path.join(dist, 'shell', 'boot-chunks.json'), JSON.stringify({ files: ['bootstrap.ffffffffff.js', '379.ffffffffff.js'] }));
  writeFileSync(
    path.join(dist, 'cs-mfe', 'mf-manifest.json'),
    JSON.stringify({ shared: [], exposes: [{ path: './routes', assets: assets(['__federation_expose_routes.cccccccccc.js', '../../etc/passwd', '"><script>'], ['9.dddddddddd.js']) }] }),
  );
  writeFileSync(path.join(dist, 'live-mfe', 'mf-manifest.json'), 'not json');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('preload hints of a page', () => {
  it("names the shell's boot chunks, the page's remote entry and its exposed routes files, nothing else", async () => {
    const preloads = await preloadsFor(manifest, '/cs/notices/3', dist, ports, 'http://luv.localhost:4200');
    expect(preloads).toEqual([
      { href: '/bootstrap.ffffffffff.js', as: 'script' },
      { href: '/379.ffffffffff.js', as: 'script' },
      { href: 'http://luv.localhost:4202/remoteEntry.js', as: 'script' },
      { href: 'http://luv.localhost:4202/__federation_expose_routes.cccccccccc.js', as: 'script' },
    ]);
    expect(preloadLinks(preloads.slice(2, 3))).toBe('<link rel="preload" as="script" href="http://luv.localhost:4202/remoteEntry.js">');
  });

  it('resolves a relative entry against the site and hints only the entry when the manifest is unreadable', async () => {
    const preloads = await preloadsFor(manifest, '/', dist, ports, 'https://luvcast.tv');
    expect(preloads.slice(2)).toEqual([{ href: 'https://luvcast.tv/remotes/live/remoteEntry.js', as: 'script' }]);
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
