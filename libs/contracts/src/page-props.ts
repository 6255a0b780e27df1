import type { Profile } from './my/me';
import type { Locale } from './constants';

/** The global the web server puts the page props on (next to window.__LUVCAST_CONFIG__). */
export const PAGE_PROPS_GLOBAL = '__LUVCAST_PROPS__';

/** `embed` inside the native app's webview (bridge object or ?app=embed), else `web`. */
export type AppType = 'web' | 'embed' | 'main';

/** Spec §3 page props, computed by the web server on each HTML request (first render). */
export interface PageProps {
  /** the signed-in member: the profile of GET /api/my/profile (`me` plus PI, profileImage), null for a guest */
  me: Profile | null;
  isMobile: boolean;
  appType: AppType;
  /** the native app's version from its User-Agent, null in a browser */
  appVersion: string | null;
  locale: Locale;
  /** locale messages (contract key -> text in the locale) */
  messages: Record<string, string>;
  /** the page's query parameters */
  query: Record<string, string>;
}

/** Where maintenance sends every page (spec §2). */
export const MAINTENANCE_PAGE = '/notices/maintenance';

/** The sign-in page; `callbackURL` is where it goes after signing in. */
export const SIGN_IN_PAGE = '/signin';

/** `/signin?callbackURL=<returnTo>` (returnTo: a same-site path with its query, e.g. `/luv/wallet?tab=1`). */
export const signInPath = (returnTo: string): string => `${SIGN_IN_PAGE}?callbackURL=${encodeURIComponent(returnTo)}`;

/**
 * Paths exempt from the maintenance and emergency redirects (spec §2 site-access exemption list);
 * a path matches an entry equal to it or below it. Static assets are exempt as well.
 */
export const SITE_ACCESS_EXEMPT_PATHS = [
  '/callback',
  '/api',
  '/robots.txt',
  '/sitemap.xml',
  '/signin',
  '/signup',
  '/find',
  '/guest-auth',
  '/notices/maintenance',
] as const;

/** True when the maintenance / emergency redirects leave this path alone. */
export function isSiteAccessExempt(pathname: string): boolean {
  if (SITE_ACCESS_EXEMPT_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return true;
  // /guest/guest-auth and other nested guest-auth pages
  if (/(^|\/)guest-auth(\/|$)/.test(pathname)) return true;
  // static assets: a file name with an extension, the service worker and manifest
  return /\.[a-z0-9]+$/i.test(pathname);
}
