import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { PORTS_FILE, readPortTable, remoteGenerator } from './generator';

const ROOT = join(__dirname, '../../..');
const real = (file: string) => readFileSync(join(ROOT, file), 'utf-8');

/** An empty workspace holding the real port table. */
function workspace(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  tree.write(PORTS_FILE, real(PORTS_FILE));
  return tree;
}

describe('remote generator (npx nx g ./tools/generators:remote <name>)', () => {
  let tree: Tree;
  beforeEach(() => {
    tree = workspace();
  });

  it('writes the project, webpack config, bootstrap, routes, a first page with its test and a README', async () => {
    await remoteGenerator(tree, { name: 'shop' });
    for (const file of ['project.json', 'webpack.config.js', 'README.md', 'src/main.ts', 'src/bootstrap.ts', 'src/routes.tsx', 'src/messages.ts', 'src/shop/shop-page.tsx', 'src/shop/shop-page.spec.tsx']) {
      expect([file, tree.exists(`apps/shop-mfe/${file}`)]).toEqual([file, true]);
    }
    expect(tree.children('apps/shop-mfe/src').sort()).toEqual(['bootstrap.ts', 'locales', 'main.ts', 'messages.ts', 'routes.tsx', 'shop']);
  });

  it('writes the same project.json and webpack config as the hand-made remotes, with its own names', async () => {
    await remoteGenerator(tree, { name: 'shop' });
    const asCs = (text: string) => text.replaceAll('shop', 'cs');
    expect(asCs(tree.read('apps/shop-mfe/project.json', 'utf-8')!)).toBe(real('apps/cs-mfe/project.json').trimEnd() + '\n');
    expect(readJson(tree, 'apps/shop-mfe/project.json').tags).toEqual(['scope:shop', 'type:remote', 'platform:web']);
    expect(asCs(tree.read('apps/shop-mfe/webpack.config.js', 'utf-8')!)).toBe(real('apps/cs-mfe/webpack.config.js'));
  });

  it('exposes routes under createRemoteRoot with a lazy page at the first prefix', async () => {
    await remoteGenerator(tree, { name: 'gift-shop', prefixes: '/gifts,/shop', feature: 'catalog' });
    const routes = tree.read('apps/gift-shop-mfe/src/routes.tsx', 'utf-8')!;
    expect(routes).toContain("createRemoteRoot('gift_shop_mfe', sessionStoreInstanceId)");
    expect(routes).toContain("{ path: 'gifts', element: lazyPage(() => import('./catalog/catalog-page').then((m) => m.CatalogPage)) }");
    expect(tree.read('apps/gift-shop-mfe/src/catalog/catalog-page.spec.tsx', 'utf-8')).toContain("renderWithProviders(<CatalogPage />, { route: '/gifts' })");
    expect(tree.read('apps/gift-shop-mfe/README.md', 'utf-8')).toContain('npx nx run gift-shop-mfe:build');
  });

  it('adds the remote to the port table (the remotes manifest) on the next free port', async () => {
    const before = readPortTable(tree);
    await remoteGenerator(tree, { name: 'shop' });
    const after = readPortTable(tree);
    const highest = Math.max(...Object.values(before.remotes).map((r) => r.port));
    expect(after.remotes.shop_mfe).toEqual({ project: 'shop-mfe', port: highest + 1, prefixes: ['/shop'] });
    // the other remotes and ports are untouched
    const { shop_mfe: _added, ...others } = after.remotes;
    expect(others).toEqual(before.remotes);
    expect([after.api, after.chat, after.web]).toEqual([before.api, before.chat, before.web]);
  });

  it('gives the remote its own (empty) catalog per locale, exported from its routes for the shell to add', async () => {
    await remoteGenerator(tree, { name: 'shop' });
    expect(tree.children('apps/shop-mfe/src/locales').sort()).toEqual(['en', 'ja', 'ko', 'zh']);
    for (const locale of ['ko', 'en', 'ja', 'zh']) {
      expect(tree.read(`apps/shop-mfe/src/locales/${locale}/messages.po`, 'utf-8')).toContain(`"Language: ${locale}\\n"`);
      expect(tree.read(`apps/shop-mfe/src/locales/${locale}/messages.ts`, 'utf-8')).toContain('export const messages=JSON.parse("{}")');
    }
    expect(tree.read('apps/shop-mfe/src/routes.tsx', 'utf-8')).toContain("export { messages } from './messages';");
    // lingui.config.ts makes a catalog of every remote in the port table
    expect(real('lingui.config.ts')).toMatch(/Object\.values\(portTable\.remotes\)\.map\(\(\{ project \}\) => \(\{\s*path: `<rootDir>\/apps\/\$\{project\}\/src\/locales\/\{locale\}\/messages`/);
  });

  it('takes a given port and prefixes', async () => {
    await remoteGenerator(tree, { name: 'events', port: 4290, prefixes: 'event,/events/' });
    expect(readPortTable(tree).remotes.events_mfe).toEqual({ project: 'events-mfe', port: 4290, prefixes: ['/event', '/events'] });
  });

  it('refuses a remote that exists, a taken prefix or port, and a name that is no identifier part', async () => {
    await expect(remoteGenerator(tree, { name: 'cs' })).rejects.toThrow('remote cs_mfe (apps/cs-mfe) exists already');
    await expect(remoteGenerator(tree, { name: 'help', prefixes: '/cs' })).rejects.toThrow('prefix /cs belongs to cs_mfe already');
    await expect(remoteGenerator(tree, { name: 'help', port: 4000 })).rejects.toThrow('port 4000 is taken');
    await expect(remoteGenerator(tree, { name: 'Gift Shop' })).rejects.toThrow('lower-case words joined by hyphens');
    expect(tree.exists('apps/help-mfe')).toBe(false);
  });
});
