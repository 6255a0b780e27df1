/**
 * Which endpoints may end the session (spec §4). A failed refresh on any other endpoint ends the
 * session; on these the request is retried instead and the visitor stays as they are. This list is
 * the one place the exemptions are written (URL path patterns, matched against the path only).
 */
export const LOGOUT_EXEMPT_PATTERNS: readonly RegExp[] = [
  // profile
  /^\/api\/my\/profile\/?$/,
  // played and recent (present) streams, including deletes of single entries
  /^\/api\/my\/streams\/(played|present)(\/|$)/,
  /^\/api\/my\/[^/]+\/played(\/|$)/,
  /^\/api\/my\/streams\/[^/]+\/present(\/|$)/,
  // subscriptions
  /^\/api\/my\/streams\/subscriptions(\/|$)/,
  /^\/api\/my\/(channel-)?subscription-list\/?$/,
  // guest live authorization and subscribe checks
  /^\/api\/guest\/live-auth\/?$/i,
  /^\/api\/guest\/subscriber-count\/?$/,
  /^(\/v\d+)?\/api\/.*subscri(be|ption)-check/i,
];

/** Calls whose 401 is an answer, not an expired token: they never trigger a refresh. */
export const NO_REFRESH_PATTERNS: readonly RegExp[] = [
  /^\/api\/oauth\/refresh\/?$/,
  /^(\/v\d+)?\/api\/auth\/signin/,
  /^\/api\/auth\/signout\/?$/,
  /^\/api\/auth\/xsrf\/?$/,
];

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url.split('?')[0];
  }
}

/** True when a failed refresh must not end the session for this URL. */
export function isLogoutExempt(url: string): boolean {
  const path = pathOf(url);
  return LOGOUT_EXEMPT_PATTERNS.some((pattern) => pattern.test(path));
}

/** True when a 401 from this URL may be answered with a refresh + retry. */
export function mayRefreshFor(url: string): boolean {
  const path = pathOf(url);
  return !NO_REFRESH_PATTERNS.some((pattern) => pattern.test(path));
}
