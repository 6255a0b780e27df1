// The server render entry (docs/adr/0025-server-rendered-first-screen.md): built for Node by
// tools/webpack/create-render-config.cjs into dist/apps/shell-render/render.js, where the remotes'
// exposed modules are bundled in (`loadRemote` answers from them, no federation on the server).
// apps/web-server calls `render()` with what the client's first render gets (brand host, locale,
// page props, the first screen's data, the remotes manifest) and puts the markup in #root; the
// browser hydrates it (bootstrap.tsx).
import { Writable } from 'node:stream';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { resolveBrand } from '@luvcast/brand-config';
import { activateLocale } from '@luvcast/i18n';
import { useSessionStore } from '@luvcast/session';
import { matchRemote, type ClientBuilds, type RenderInput, type RenderOutput } from '@luvcast/shell-contract';
import { setRenderRuntimeConfig } from '@luvcast/api-client';
import { createShellQueryClient, createShellRoutes, ShellProviders } from './app/app';
import { loadRemoteRoutes } from './app/remote-loader';
import { useShellStore } from './app/shell-store';

declare const __LUVCAST_CLIENT_BUILDS__: ClientBuilds;

/** The client builds (tools/webpack BuildIdPlugin ids) this bundle was built with. */
export const builds: ClientBuilds = __LUVCAST_CLIENT_BUILDS__;

/** The stores a render reads are module state: each render starts from their initial state. */
function resetStores(): void {
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useShellStore.setState(useShellStore.getInitialState(), true);
}

/** Runs `work` with the page's runtime config as the api-client's (URLs in the markup are the browser's). */
async function withRuntimeConfig<T>(config: RenderInput['runtimeConfig'], work: () => Promise<T>): Promise<T> {
  setRenderRuntimeConfig({ apiOrigin: config.apiOrigin, chatOrigin: config.chatOrigin });
  try {
    return await work();
  } finally {
    setRenderRuntimeConfig(null);
  }
}

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.on('error', reject);
    stream.pipe(sink);
  });
}

async function renderOnce(input: RenderInput): Promise<RenderOutput> {
  resetStores();
  // the locale's catalog is a module global (Lingui's i18n): renders run one at a time
  await activateLocale(input.locale);
  const queryClient = createShellQueryClient(input.pageProps, input.firstScreenData);
  // the same routes, router and providers as the browser's first render, so hydration matches
  const router = createMemoryRouter(createShellRoutes(input.manifest), { initialEntries: [input.url] });
  const pathname = new URL(input.url, 'http://render.invalid').pathname;
  const remote = matchRemote(input.manifest.remotes, pathname);
  // the remote's routes are in this bundle: loaded before the render, its Suspense does not wait
  if (remote) await loadRemoteRoutes(remote);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <ShellProviders brand={resolveBrand(input.hostname)} queryClient={queryClient}>
      <RouterProvider router={router} />
    </ShellProviders>,
    // progressiveChunkSize: every boundary in place, however large (React outlines a large one
    // behind an inline script that moves it into place, which the page's CSP would refuse)
    { signal: input.signal, onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await collect(prelude);
  router.dispose();
  queryClient.clear();
  // a part that failed would be client-rendered (and reported as a hydration error): the web
  // server serves the whole page client-rendered instead
  if (input.signal?.aborted) throw new Error(`render aborted: ${String(input.signal.reason)}`);
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  // markup that needs React's inline scripts (an outlined or client-rendered boundary) would show
  // its fallback under the page's CSP: such a page is client-rendered instead
  if (html.includes('<script')) throw new Error(`the markup of ${input.url} needs inline scripts`);
  return { html, remote: remote?.name };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The first screen's markup. Renders run one at a time: the stores, the active QueryClient and
 * Lingui's active locale are module state shared by every render of this process.
 */
export function render(input: RenderInput): Promise<RenderOutput> {
  const result = queue.then(() =>
    input.signal?.aborted ? Promise.reject(new Error('render aborted before it started')) : withRuntimeConfig(input.runtimeConfig, () => renderOnce(input)),
  );
  queue = result.catch(() => undefined);
  return result;
}
