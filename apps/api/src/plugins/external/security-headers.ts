import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, NO_ACCESS_TOKEN } from '@luvcast/contracts';
import type { App } from '../../types';

/**
 * Content-Security-Policy of every answer: a JSON API loads nothing, takes no form posts and is
 * never framed. Swagger UI (swagger.ts) and the development identity page set their own.
 */
export const API_CSP = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Files that are the same for everyone and stay cacheable even when the request carries a session: /static/ and the notices' images. */
const PUBLIC_FILES = /^\/(static|api\/cs\/static)\//;

const SESSION_COOKIE = new RegExp(`^\\s*(${COOKIES.access}|${COOKIES.refresh})=`);

/** The options of helmet: its defaults for a JSON API (see below). */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: API_CSP,
  frameguard: { action: 'deny' },
  hsts: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  // headers for HTML documents (Origin-Agent-Cluster, X-DNS-Prefetch-Control) and for browsers
  // and plug-ins long gone (IE8's X-Download-Options, Flash's X-Permitted-Cross-Domain-Policies,
  // the XSS auditor's X-XSS-Protection): nothing on a JSON answer (docs/adr/0019, follow-up)
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The headers helmet sets with `options`, computed once: with static options they are the same for
 * every answer, while @fastify/helmet re-parses the options (CSP directives included) on every
 * request (about 8 % of a cached public read's CPU time, tools/bench/README.md).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** The request carries a session: the access cookie (not the `noAccessToken` marker), the refresh cookie or a Bearer token. */
function carriesSession(request: FastifyRequest): boolean {
  const access = request.cookies[COOKIES.access];
  return (!!access && access !== NO_ACCESS_TOKEN) || !!request.cookies[COOKIES.refresh] || !!request.headers.authorization?.startsWith('Bearer ');
}

/** The answer sets (or clears) a session cookie. */
function setsSession(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return cookies.some((c) => SESSION_COOKIE.test(c));
}

/**
 * Security headers (issue 7) with helmet, set up for a JSON API (its headers computed once, `helmetHeaders`):
 * - `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer` and
 *   the CSP above (`default-src 'none'`, `frame-ancestors 'none'`) on every answer; not helmet's
 *   headers for HTML documents or for browsers long gone (HELMET_OPTIONS);
 * - not helmet's HSTS, which it would send on plain http too: `Strict-Transport-Security` only
 *   when the request came over https (`request.protocol`, which believes X-Forwarded-Proto of
 *   TRUST_PROXY proxies only);
 * - not Cross-Origin-Opener-Policy: the identity popup posts its result to `window.opener` on the
 *   brand site, which same-origin COOP would cut off; not Cross-Origin-Resource-Policy: the brand
 *   sites and partner origins embed /static/images, and JSON is not readable cross-origin anyway;
 * - `Cache-Control: no-store` on any answer to a request that carries a session, or that sets
 *   or clears the session cookies, whatever the route set — except the public files under
 *   /static/ (images, rules) and /api/cs/static/ (the notices' images), which are the same for
 *   everyone and stay cacheable.
 * Registered after the cookie plugin, so that its onSend hook (which writes Set-Cookie) runs first.
 */
export default fp(async (app: App) => {
  const headers = helmetHeaders(HELMET_OPTIONS);
  // set before any route code, so a route's own header (a file's sandbox CSP, Swagger UI's CSP) replaces it
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (setsSession(reply) || (carriesSession(request) && !PUBLIC_FILES.test(request.url))) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}, { name: 'security-headers', dependencies: ['cookie'] });
