import type { FastifyRequest } from 'fastify';

/**
 * Who a request comes from, for the client-header and XSRF checks (ADR 0010). Both checks stop one
 * thing: a page of another site making the visitor's browser send a request that the browser's
 * cookies authorize. A request can only be abused that way when its authority is ambient, i.e. it
 * rides on cookies the browser attaches by itself. Programs (recorders, downloaders, the
 * broadcaster app, bots) carry their authority in `Authorization: Bearer` or carry none; they send
 * neither the client header nor the XSRF token, and need not.
 */

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive, RFC 9110 §11.1), else undefined. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth !== 'string') return undefined;
  return /^Bearer +([\w\-.~+/]+=*) *$/i.exec(auth)?.[1];
}

/**
 * The request carries cookies. A browser sends every cookie the API or the site set (XSRF-TOKEN
 * from the first answer on, the session cookies once signed in), so any cookie marks a request the
 * browser checks apply to; a program sends none unless it replays the cookies of its sign-in.
 */
export function carriesCookies(request: FastifyRequest): boolean {
  return Object.keys(request.cookies ?? {}).length > 0;
}

/**
 * Bodies an HTML form (or a `no-cors` fetch) of any site can send without a CORS preflight
 * (the CORS-safelisted request content types). JSON is not among them.
 */
const FORM_BODY = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i;

export function hasFormBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && FORM_BODY.test(type);
}

/**
 * Whether the browser checks (client header, XSRF double-submit) apply to a request:
 * - `Authorization: Bearer` present: no. Its authority is that header alone (the auth plugin then
 *   ignores the session cookies, and the refresh call ignores the refresh cookie), and a page of
 *   another site cannot set it: a cross-origin Authorization header needs a preflight that our
 *   CORS answers only for our own sites.
 * - cookies present (and no Bearer): yes, a browser request, authenticated by its session cookies
 *   when it has them.
 * - neither: no ambient authority to abuse, so no, except a body an HTML form of another site
 *   could post (form-encoded, multipart, text/plain): a cross-site form navigation carries no Lax
 *   cookie, yet its answer could store one (signing the visitor in as someone else through
 *   POST /api/oauth/refresh with the attacker's refresh token). Programs post JSON.
 */
export function browserChecksApply(request: FastifyRequest): boolean {
  if (bearerTokenOf(request)) return false;
  if (carriesCookies(request)) return true;
  return hasFormBody(request);
}

/**
 * A request sent by a browser: browsers since 2023 (Chromium 76, Firefox 90, Safari 16.4) add
 * `Sec-Fetch-Site` to every request, and no page can remove it (a forbidden header name). A program
 * replaying a browser's cookies (a recorder after its sign-in, a downloader with exported cookies)
 * sends none.
 */
export function sentByBrowser(request: FastifyRequest): boolean {
  return typeof request.headers['sec-fetch-site'] === 'string';
}
