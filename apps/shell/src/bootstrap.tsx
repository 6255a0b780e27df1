import { startTransition, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from '@luvcast/i18n';
import { resolveBrand } from '@luvcast/brand-config';
import { FIRST_SCREEN_DATA_GLOBAL } from '@luvcast/shell-contract';
import { applyBrand } from './app/apply-brand';
import { loadRemotesManifest } from './app/remotes-manifest';
import { loadRemoteRoutes, registerManifestRemotes } from './app/remote-loader';
import { matchRemote } from './app/match-remote';
import { App, createShellQueryClient, createShellRouter } from './app/app';
import { copyAccessCookieToSiteDomain, detectAppType, readPageProps } from './app/page-props';
import './reset.css';

/** A hydration the server markup did not match (React then renders that part again on the client). */
function reportRecoverableError(error: unknown, info: ErrorInfo): void {
  console.error('[shell] hydration error (recovered)', error, info.componentStack ?? '');
}

async function bootstrap(): Promise<void> {
  const brand = resolveBrand(window.location.hostname);
  applyBrand(brand);
  const props = readPageProps();
  const appType = detectAppType(window, props);
  if (appType === 'embed') copyAccessCookieToSiteDomain();
  document.documentElement.dataset.appType = appType;
  // the locale's catalog is loaded before the first render: a hydration renders the server's texts
  const [manifest] = await Promise.all([loadRemotesManifest(), initI18n(props)]);
  registerManifestRemotes(manifest);
  // the site-root worker (apps/web-server serves it): cached shell assets, network-first pages
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('/service-worker.js').catch((error: unknown) => console.warn('[shell] service worker not registered', error));
  }
  const root = document.getElementById('root') as HTMLElement;
  const rendered = root.firstElementChild !== null;
  // a server-rendered page hydrates once its remote's routes and catalog are there (the web server
  // preloads them): hydrating around a boundary still waiting for them would let the catalog's
  // arrival (a change of the i18n context) reach that boundary before it had hydrated, and React
  // would then throw its server markup away and render it again: a flash of the spinner and a late
  // largest paint. A remote that fails to load is the boundary's to show, as on any page.
  const remote = rendered ? matchRemote(manifest.remotes, window.location.pathname) : undefined;
  if (remote) await loadRemoteRoutes(remote).catch(() => undefined);
  const queryClient = createShellQueryClient({ ...props, appType }, (globalThis as Record<string, unknown>)[FIRST_SCREEN_DATA_GLOBAL]);
  const router = createShellRouter(manifest);
  const app = <App brand={brand} queryClient={queryClient} router={router} />;
  // a transition: the first render (or the hydration) yields to the browser between units of work
  // instead of one long task (TBT)
  startTransition(() => {
    // the web server's first screen (docs/adr/0025-server-rendered-first-screen.md): hydrate it
    if (rendered) hydrateRoot(root, app, { onRecoverableError: reportRecoverableError });
    else createRoot(root).render(app);
  });
}

void bootstrap();
