import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@luvcast/i18n';
import { resolveBrand } from '@luvcast/brand-config';
import { applyBrand } from './app/apply-brand';
import { loadRemotesManifest } from './app/remotes-manifest';
import { registerManifestRemotes } from './app/remote-loader';
import { App } from './app/app';
import { copyAccessCookieToSiteDomain, detectAppType, readPageProps } from './app/page-props';
import './reset.css';

async function bootstrap(): Promise<void> {
  const brand = resolveBrand(window.location.hostname);
  applyBrand(brand);
  const props = readPageProps();
  const appType = detectAppType(window, props);
  if (appType === 'embed') copyAccessCookieToSiteDomain();
  document.documentElement.dataset.appType = appType;
  const [manifest] = await Promise.all([loadRemotesManifest(), initI18n(props)]);
  registerManifestRemotes(manifest);
  // the site-root worker (apps/web-server serves it): cached shell assets, network-first pages
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('/service-worker.js').catch((error: unknown) => console.warn('[shell] service worker not registered', error));
  }
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // a transition: React renders the first tree in slices that yield to the browser, not one long task
  startTransition(() => root.render(<App brand={brand} manifest={manifest} pageProps={{ ...props, appType }} />));
}

void bootstrap();
