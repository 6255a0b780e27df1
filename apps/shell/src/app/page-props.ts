import { COOKIES, NO_ACCESS_TOKEN, PAGE_PROPS_GLOBAL, type AppType, type PageProps } from '@luvcast/contracts';
import { cookieDomainFor } from '@luvcast/brand-config';
import { isAppWebview } from '@luvcast/session';
import { readCookie } from '@luvcast/web-cookies';

declare global {
  interface Window {
    __LUVCAST_PROPS__?: Partial<PageProps>;
  }
}

/** The page props the web server injected (empty props when it could not load them). */
export function readPageProps(win: Window = window): Partial<PageProps> {
  const props = (win as unknown as Record<string, unknown>)[PAGE_PROPS_GLOBAL];
  return props && typeof props === 'object' ? (props as Partial<PageProps>) : {};
}

/**
 * `embed` when one of the app's bridge objects exists (luvcastBridge, luvcastApp,
 * ReactNativeWebView: `isAppWebview` of libs/session) or the URL says ?app=embed; else the server's value.
 */
export function detectAppType(win: Window = window, props: Partial<PageProps> = readPageProps(win)): AppType {
  if (isAppWebview(win)) return 'embed';
  const app = new URLSearchParams(win.location.search).get('app');
  if (app === 'embed' || app === 'main') return app;
  return props.appType ?? 'web';
}

/**
 * Inside the app webview the access cookie is copied to the site-wide cookie domain (spec §6), so
 * that every brand sub-domain (api., chat.) sees it. Only a cookie the page can read is copied
 * (the API's own cookie is httpOnly and already carries the site domain).
 */
export function copyAccessCookieToSiteDomain(doc: Document = document, hostname: string = window.location.hostname): boolean {
  const domain = cookieDomainFor(`api.${hostname}`);
  if (!domain || hostname === 'localhost') return false;
  const value = readCookie(COOKIES.access, doc.cookie);
  if (!value || value === NO_ACCESS_TOKEN) return false;
  doc.cookie = `${COOKIES.access}=${value}; domain=${domain}; path=/; samesite=lax`;
  return true;
}
