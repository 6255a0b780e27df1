import { createRequire } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ClientBuilds, RenderBundle, RenderInput, RenderOutput } from '@luvcast/shell-contract';

// The first screen rendered on the server (docs/adr/0025-server-rendered-first-screen.md): the
// shell's render bundle (dist/apps/shell-render/render.js, built from the same sources as the
// client builds) renders the page's markup, which the browser hydrates. The page is rendered only
// while the client builds this web server serves are the ones the bundle was built from; a missing
// bundle, another build, an error or a render over its time budget: the page is client-rendered as
// before, never an error page.

/** Each app's build id file (tools/webpack BuildIdPlugin). */
export const BUILD_ID_FILE = 'build.json';
/** The render bundle under WEB_DIST_DIR. */
export const RENDER_BUNDLE = path.join('shell-render', 'render.js');

const fileCache = new Map<string, { mtimeMs: number; value: unknown }>();

/** `read(file)`, cached until the file's mtime changes; null when it is missing or unreadable. */
async function cachedByMtime<T>(file: string, read: (file: string) => Promise<T>): Promise<T | null> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  const hit = fileCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value as T | null;
  let value: T | null;
  try {
    value = await read(file);
  } catch (error) {
    console.error(`web-server: could not read ${file}`, error);
    value = null;
  }
  fileCache.set(file, { mtimeMs, value });
  return value;
}

/** The build id in `<dir>/build.json`, or null. */
export function buildIdOf(dir: string): Promise<string | null> {
  return cachedByMtime(path.join(dir, BUILD_ID_FILE), async (file) => {
    const build = (JSON.parse(await readFile(file, 'utf8')) as { build?: unknown }).build;
    return typeof build === 'string' && build ? build : null;
  });
}

const isBundle = (value: unknown): value is RenderBundle => {
  const b = value as Partial<RenderBundle> | null;
  return !!b && typeof b.render === 'function' && !!b.builds && typeof b.builds.shell === 'string' && typeof b.builds.remotes === 'object';
};

/** The render bundle at `file` (reloaded when a new build replaces it), or null. */
export function loadRenderBundle(file: string): Promise<RenderBundle | null> {
  return cachedByMtime(file, async (found) => {
    const load = createRequire(found);
    delete load.cache[found];
    const bundle: unknown = load(found);
    if (!isBundle(bundle)) throw new Error(`${found} does not export { builds, render }`);
    return bundle;
  });
}

/**
 * Why the page at hand is not rendered on the server (null: it may be): the bundle was built from
 * other builds of the shell or of the remote that renders the page than the ones served.
 */
export function buildMismatch(bundle: ClientBuilds, served: { shell: string | null; remote?: { name: string; build: string | null } }): string | null {
  if (served.shell !== bundle.shell) return `the shell build ${served.shell ?? '(none)'} is not the render bundle's ${bundle.shell}`;
  if (served.remote && served.remote.build !== bundle.remotes[served.remote.name]) {
    return `the ${served.remote.name} build ${served.remote.build ?? '(none)'} is not the render bundle's ${bundle.remotes[served.remote.name] ?? '(none)'}`;
  }
  return null;
}

/** The render, given up after `budgetMs` (the queue wait included): rejects on error or timeout. */
export async function renderWithin(bundle: RenderBundle, input: Omit<RenderInput, 'signal'>, budgetMs: number): Promise<RenderOutput> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const reason = new Error(`the server render took over ${budgetMs} ms`);
      controller.abort(reason);
      reject(reason);
    }, budgetMs);
  });
  try {
    return await Promise.race([bundle.render({ ...input, signal: controller.signal }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
