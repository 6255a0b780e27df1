import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_REFUSAL_CODE } from '@luvcast/contracts';
import { randomTokens } from '@luvcast/server-auth';
import type { App } from '../../types';
import { browserChecksApply } from './program-requests';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Where the web client gets (or renews) the token. */
const XSRF_PATH = '/api/auth/xsrf';

/**
 * A new token: 24 random bytes, drawn from the CSPRNG 256 tokens at a time (a `randomBytes` call per
 * answer was ~7 % of a public read's CPU, docs/adr/0019-api-hot-path.md).
 */
export const newXsrfToken = randomTokens(24);

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Double-submit XSRF protection: a response to a request without the XSRF-TOKEN cookie sets one
 * (readable by the page, scoped like the session cookies); every POST/PUT/PATCH/DELETE must echo
 * it in X-XSRF-TOKEN, else 403 { msg: 잘못된 접근입니다. }. GET /api/auth/xsrf renews the token even
 * when one was sent, so a client refused with a token the API does not hold can recover.
 * The check applies to cookie-authenticated browser requests only (ADR 0010, `browserChecksApply`):
 * a request with `Authorization: Bearer`, or with no session cookie and a JSON (or no) body, comes
 * from a program and has no ambient authority another site could borrow.
 */
export default fp(async (app: App) => {
  const header = XSRF_HEADER.toLowerCase();
  // synchronous hooks (here and in the other per-request plugins): an async hook costs a promise
  // and a microtask per request (docs/adr/0019-api-hot-path.md)
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[XSRF_COOKIE];
    // GET /api/auth/xsrf always issues a new token: the web client calls it after a refusal. A
    // public read (config.publicCache, GET routes only) issues none: its answer is the same for
    // every visitor and a shared cache (CDN, nginx) keeps no answer that sets a cookie
    const renewal = request.method === 'GET' && request.url.split('?')[0] === XSRF_PATH;
    if (renewal || (!cookie && !request.routeOptions.config?.publicCache)) reply.setSiteCookie(XSRF_COOKIE, newXsrfToken());
    if (!MUTATING.has(request.method) || !browserChecksApply(request)) return done();
    const sent = request.headers[header];
    if (!cookie || typeof sent !== 'string' || !same(sent, cookie)) {
      return reply.fail('common.badAccess', 403, { code: XSRF_REFUSAL_CODE });
    }
    done();
  });
}, { name: 'xsrf', dependencies: ['cookie', 'locale', 'site-cookies', 'errors'] });
