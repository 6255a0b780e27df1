import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '@luvcast/contracts';
import { matchRemote, type RemotesManifest } from '@luvcast/shell-contract';
import type { PortTable } from './ports';

// No waterfall on the first load (docs/adr/0017-first-page-preloads.md): the HTML of a page names,
// in <link rel="preload"> hints, the remote that will render it (the route -> remote rule of the
// shell, @luvcast/shell-contract matchRemote) and the files of that remote's exposed routes module,
// so the browser fetches them while the shell's own script downloads, instead of one after another
// (shell -> /remotes.json -> remoteEntry.js -> exposed chunk).

/** Each app's build writes it in its folder (tools/webpack, the federation manifest plugin). */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';
/** The exposed module that renders a remote's pages (REMOTE_ROUTES_EXPOSE of the shell contract). */
const ROUTES_EXPOSE = './routes';

type Assets = { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
interface FederationManifest {
  exposes?: { path?: string; assets?: Assets }[];
}

/** Files per manifest file and section (re-read when the file changes). */
const cache = new Map<string, { mtimeMs: number; files: string[] }>();

const syncFiles = (assets: Assets | undefined) => [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])];
/** a plain relative file name of the build folder (nothing the manifest could smuggle into the page) */
const safeFile = (f: unknown): f is string => typeof f === 'string' && /^[\w./-]+$/.test(f) && !f.includes('..') && !f.startsWith('/');

/**
 * The sync JS and CSS files of `expose` in a remote's mf-manifest.json; [] when the manifest is
 * missing or unreadable.
 */
export async function exposedFiles(manifestFile: string, expose: string = ROUTES_EXPOSE): Promise<string[]> {
  return cachedRead(manifestFile, expose, (manifest: FederationManifest) => syncFiles(manifest.exposes?.find((e) => e.path === expose)?.assets));
}

/**
 * Every CSS file of `expose` in a remote's mf-manifest.json: its own and its lazy pages'. A
 * server-rendered page links them in its head (one page's chunk cannot be told from the others';
 * a remote's CSS is small), so the markup is styled before any script runs.
 */
export async function exposedCss(manifestFile: string, expose: string = ROUTES_EXPOSE): Promise<string[]> {
  return cachedRead(manifestFile, `${expose}\0css`, (manifest: FederationManifest) => {
    const css = manifest.exposes?.find((e) => e.path === expose)?.assets?.css;
    return [...(css?.sync ?? []), ...(css?.async ?? [])];
  });
}

/**
 * The remote's catalog chunk of `locale` (`i18n-<project>-<locale>-messages.<hash>.js`, the remote's
 * src/messages.ts), among the async files of its exposed routes module: what the shell loads with
 * the routes, before it renders them (docs/adr/0024-a-catalog-per-remote.md).
 */
export async function remoteCatalogFiles(manifestFile: string, locale: Locale): Promise<string[]> {
  return cachedRead(manifestFile, `catalog ${locale}`, (manifest: FederationManifest) =>
    (manifest.exposes?.find((e) => e.path === ROUTES_EXPOSE)?.assets?.js?.async ?? []).filter((f) => typeof f === 'string' && f.startsWith('i18n-') && f.includes(`-${locale}-messages.`)),
  );
}

/**
 * The shell's boot chunks (tools/webpack BootChunksPlugin): the files of its `bootstrap` chunk
 * group, then those of its catalog in `locale` (`catalogs`). The shared modules are in main.js
 * itself (the shell provides them eagerly).
 */
export const BOOT_CHUNKS_FILE = 'boot-chunks.json';

export async function bootFiles(bootChunksFile: string, locale: Locale): Promise<string[]> {
  return cachedRead(bootChunksFile, `files ${locale}`, (list: { files?: unknown; catalogs?: Record<string, unknown> }) => [
    ...(Array.isArray(list.files) ? list.files : []),
    ...(Array.isArray(list.catalogs?.[locale]) ? (list.catalogs[locale] as unknown[]) : []),
  ]);
}

/**
 * The CSS of the shell's boot chunk groups (boot-chunks.json `css`) and, in a build without
 * federation (the single-bundle peer), of each remote's routes (`remotes[name]`).
 */
export async function bootCss(bootChunksFile: string, remote?: string): Promise<string[]> {
  return cachedRead(bootChunksFile, `css\0${remote ?? ''}`, (list: { css?: unknown; remotes?: Record<string, unknown> }) => {
    const own = Array.isArray(list.css) ? list.css : [];
    const bundled = remote && list.remotes && Array.isArray(list.remotes[remote]) ? (list.remotes[remote] as unknown[]) : [];
    return [...own, ...bundled];
  });
}

/** `pick` applied to a JSON build file, cached until the file changes; [] when missing or unreadable. */
async function cachedRead<T>(manifestFile: string, section: string, pick: (json: T) => unknown[]): Promise<string[]> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(manifestFile)).mtimeMs;
  } catch {
    return [];
  }
  const key = `${manifestFile}\0${section}`;
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.files;
  let files: string[] = [];
  try {
    const found = pick(JSON.parse(await readFile(manifestFile, 'utf8')) as T);
    files = [...new Set(found.filter(safeFile))];
  } catch {
    files = [];
  }
  cache.set(key, { mtimeMs, files });
  return files;
}

export interface Preload {
  href: string;
  as: 'script' | 'style';
}

/**
 * What the page at `pathname` in `locale` will fetch first: the shell's boot chunks and catalog
 * (its `<distDir>/shell/boot-chunks.json`), and from the page's remote remoteEntry.js, the exposed
 * routes module's files and the remote's catalog (URLs resolved against the entry, as webpack's
 * publicPath 'auto' does). The remote's build is read from `<distDir>/<project>/mf-manifest.json`;
 * without one only the entry is preloaded.
 */
export async function preloadsFor(manifest: RemotesManifest, pathname: string, distDir: string, table: PortTable, siteOrigin: string, locale: Locale = DEFAULT_LOCALE): Promise<Preload[]> {
  // the shell's boot chunks and catalog, which it loads right after main.js
  const shellFiles = await bootFiles(path.join(distDir, 'shell', BOOT_CHUNKS_FILE), locale);
  const shell = shellFiles.map((file) => ({
    href: `/${file}`,
    as: file.endsWith('.css') ? ('style' as const) : ('script' as const),
  }));
  const remote = matchRemote(manifest.remotes, pathname);
  if (!remote) return shell;
  const entry = new URL(remote.entry, siteOrigin);
  const project = table.remotes[remote.name]?.project;
  const manifestFile = project ? path.join(distDir, project, REMOTE_MANIFEST_FILE) : null;
  const files = manifestFile ? [...(await exposedFiles(manifestFile)), ...(await remoteCatalogFiles(manifestFile, locale))] : [];
  return [
    ...shell,
    { href: entry.href, as: 'script' as const },
    ...files.map((file) => ({ href: new URL(file, entry).href, as: file.endsWith('.css') ? ('style' as const) : ('script' as const) })),
  ];
}

/**
 * The stylesheets of a server-rendered page at `pathname`, in cascade order: the shell's boot
 * group's (main.css, with the reset and the shared libs such as @luvcast/ui, is linked by the page
 * template), then the page's remote's (from its mf-manifest.json; in a
 * single bundle from the shell's boot-chunks.json). Absolute URLs as webpack's CSS loading
 * runtime builds them (publicPath 'auto'), so it finds them in the page and does not load them again.
 */
export async function stylesheetsFor(manifest: RemotesManifest, pathname: string, distDir: string, table: PortTable, siteOrigin: string): Promise<string[]> {
  const bootFile = path.join(distDir, 'shell', BOOT_CHUNKS_FILE);
  const remote = matchRemote(manifest.remotes, pathname);
  const shell = (await bootCss(bootFile, remote?.name)).map((file) => new URL(file, `${siteOrigin}/`).href);
  const project = remote ? table.remotes[remote.name]?.project : undefined;
  if (!remote || !project) return shell;
  const entry = new URL(remote.entry, siteOrigin);
  const own = await exposedCss(path.join(distDir, project, REMOTE_MANIFEST_FILE));
  // one file per content: class names do not depend on the build (tools/webpack cssModulesOptions),
  // so two lazy chunks can carry the same module's CSS (the same file name)
  const seen = new Set<string>();
  const fresh = (file: string) => {
    const content = /\.([0-9a-f]{10})\.css$/.exec(file)?.[1] ?? file;
    if (seen.has(content)) return false;
    seen.add(content);
    return true;
  };
  const shellFiles = shell.filter(fresh);
  return [...shellFiles, ...own.filter(fresh).map((file) => new URL(file, entry).href)];
}

/** `<link rel="stylesheet">` tags (render-blocking: the server markup is styled when it paints). */
export function stylesheetLinks(hrefs: readonly string[]): string {
  return hrefs.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The <link> tags. No `crossorigin`: the federation runtime and webpack load these files with plain
 * <script> tags (no CORS mode), and a hint must use the same mode or the browser fetches twice.
 */
export function preloadLinks(preloads: readonly Preload[]): string {
  return preloads.map((p) => `<link rel="preload" as="${p.as}" href="${escapeAttribute(p.href)}">`).join('');
}
