import type { Locale, PageProps } from '@luvcast/contracts';
import type { FirstScreenData } from './first-screen';
import type { RemotesManifest } from './remotes-manifest';

// The shell's server render bundle, as the web server uses it (docs/adr/0025-server-rendered-first-screen.md):
// apps/shell/src/render.tsx, built for Node into dist/apps/shell-render/render.js.

/** The ids of the client builds (each app's build.json) the bundle was built from. */
export interface ClientBuilds {
  shell: string;
  remotes: Record<string, string>;
}

/** What the client's first render gets, for the server's. */
export interface RenderInput {
  /** the page's path and query (`/channels/3?x=1`) */
  url: string;
  /** the page's host name: the brand (`lex.localhost`) */
  hostname: string;
  locale: Locale;
  /** what the page carries in window.__LUVCAST_PROPS__ */
  pageProps: Partial<PageProps>;
  /** what the page carries in window.__LUVCAST_DATA__ */
  firstScreenData: FirstScreenData;
  /** what the page carries in window.__LUVCAST_REMOTES__ */
  manifest: RemotesManifest;
  /** what the page carries in window.__LUVCAST_CONFIG__ (the API and chat origins of the brand host) */
  runtimeConfig: { apiOrigin: string; chatOrigin: string };
  /** aborts the render (the web server's time budget) */
  signal?: AbortSignal;
}

export interface RenderOutput {
  /** the markup of #root */
  html: string;
  /** the remote that rendered the page (undefined: a shell page) */
  remote?: string;
}

/** The bundle's exports. */
export interface RenderBundle {
  builds: ClientBuilds;
  render: (input: RenderInput) => Promise<RenderOutput>;
}
