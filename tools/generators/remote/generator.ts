import * as path from 'node:path';
import { generateFiles, names, type Tree } from '@nx/devkit';

export interface RemoteGeneratorSchema {
  /** the product area: shop -> apps/shop-mfe, federation name shop_mfe */
  name: string;
  /** comma-separated URL prefixes (default /<name>) */
  prefixes?: string;
  /** remoteEntry port of the embedded run (default: next free) */
  port?: number;
  /** first feature folder (default: the name) */
  feature?: string;
}

export const PORTS_FILE = 'libs/contracts/src/ports/port-table.cjs';
/** The locales of the web's catalogs (lingui.config.ts). */
const LOCALES = ['ko', 'en', 'ja', 'zh'];

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

interface PortTable {
  api: number;
  chat: number;
  web: number;
  oauth?: number;
  remotes: Record<string, { project: string; port: number; prefixes: string[] }>;
}

/** Evaluates the port table (PORTS_FILE) as it is in the tree (it requires nothing). */
export function readPortTable(tree: Tree): PortTable {
  const source = tree.read(PORTS_FILE, 'utf-8');
  if (source === null) throw new Error(`${PORTS_FILE} is missing`);
  const module = { exports: {} as PortTable };
  new Function('module', 'exports', source)(module, module.exports);
  return module.exports;
}

export interface NormalizedRemote {
  area: string;
  project: string;
  projectRoot: string;
  federationName: string;
  feature: string;
  pageComponent: string;
  prefixes: string[];
  port: number;
}

export function normalizeOptions(tree: Tree, options: RemoteGeneratorSchema): NormalizedRemote {
  const area = options.name.trim().replace(/-mfe$/, '');
  if (!KEBAB.test(area)) throw new Error(`remote name "${options.name}": lower-case words joined by hyphens, e.g. shop or gift-shop`);
  const feature = (options.feature ?? area).trim();
  if (!KEBAB.test(feature)) throw new Error(`feature "${feature}": lower-case words joined by hyphens`);
  const project = `${area}-mfe`;
  const federationName = `${area.replace(/-/g, '_')}_mfe`;
  const table = readPortTable(tree);
  if (table.remotes[federationName] || tree.exists(`apps/${project}`)) throw new Error(`remote ${federationName} (apps/${project}) exists already`);

  const prefixes = (options.prefixes ?? `/${area}`)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (p.startsWith('/') ? p : `/${p}`).replace(/\/+$/, '') || '/');
  if (prefixes.length === 0) throw new Error('a remote needs at least one URL prefix');
  for (const [name, remote] of Object.entries(table.remotes)) {
    const taken = prefixes.filter((p) => remote.prefixes.includes(p));
    if (taken.length) throw new Error(`prefix ${taken.join(', ')} belongs to ${name} already`);
  }

  const used = new Set([table.api, table.chat, table.web, table.oauth, ...Object.values(table.remotes).map((r) => r.port)]);
  const port = options.port ?? Math.max(...Object.values(table.remotes).map((r) => r.port), table.web) + 1;
  if (used.has(port)) throw new Error(`port ${port} is taken in ${PORTS_FILE}`);

  return {
    area,
    project,
    projectRoot: `apps/${project}`,
    federationName,
    feature,
    pageComponent: `${names(feature).className}Page`,
    prefixes,
    port,
  };
}

const quoted = (values: string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;

/** Adds the remote to the port table: the web server's /remotes.json, the start script and the tests read it. */
export function addToPortTable(tree: Tree, remote: NormalizedRemote): void {
  const source = tree.read(PORTS_FILE, 'utf-8') ?? '';
  const start = source.indexOf('const remotes = {');
  const end = start < 0 ? -1 : source.indexOf('\n};', start);
  if (end < 0) throw new Error(`${PORTS_FILE}: no "const remotes = { ... };" block`);
  const entry = `\n  ${remote.federationName}: { project: '${remote.project}', port: ${remote.port}, prefixes: ${quoted(remote.prefixes)} },`;
  tree.write(PORTS_FILE, source.slice(0, end) + entry + source.slice(end));
}

/**
 * The remote's Lingui catalog, empty until `npm run i18n:extract` finds its texts: a PO file and its
 * compiled messages.ts per locale (lingui.config.ts gives every remote of the port table a catalog).
 */
export function addEmptyCatalog(tree: Tree, remote: NormalizedRemote): void {
  for (const locale of LOCALES) {
    const dir = `${remote.projectRoot}/src/locales/${locale}`;
    tree.write(`${dir}/messages.po`, `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"X-Generator: @lingui/cli\\n"\n"Language: ${locale}\\n"\n`);
    tree.write(`${dir}/messages.ts`, '/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse("{}") as Messages;');
  }
}

/**
 * `npx nx g ./tools/generators:remote <name> [--prefixes=/a,/b] [--port=4206] [--feature=x]`:
 * a federated remote laid out like the others (docs/architecture.md "Inside a remote"), built by
 * `npx nx run <name>-mfe:build`, served in the manifest from its port-table entry.
 */
export async function remoteGenerator(tree: Tree, options: RemoteGeneratorSchema): Promise<() => void> {
  const remote = normalizeOptions(tree, options);
  const firstPrefix = remote.prefixes[0];
  generateFiles(tree, path.join(__dirname, 'files'), remote.projectRoot, {
    ...remote,
    firstPrefix,
    routePath: firstPrefix === '/' ? '' : firstPrefix.slice(1),
    prefixList: remote.prefixes.map((p) => `\`${p}\``).join(', '),
    tmpl: '',
  });
  addToPortTable(tree, remote);
  addEmptyCatalog(tree, remote);
  return () => {
    console.log(
      [
        `Remote ${remote.federationName} in ${remote.projectRoot} (port ${remote.port}, prefixes ${remote.prefixes.join(', ')}).`,
        `  build: npx nx run ${remote.project}:build --outputStyle=static`,
        `  test:  npx jest ${remote.projectRoot}`,
        '  npm start serves it; the shell picks it up from /remotes.json without a rebuild.',
      ].join('\n'),
    );
  };
}

export default remoteGenerator;
