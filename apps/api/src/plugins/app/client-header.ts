import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_HEADER } from '@luvcast/contracts';
import type { App } from '../../types';
import { browserChecksApply, sentByBrowser } from './program-requests';

const GUARDED = /^\/(api|v2|v3|v4)(\/|$)/;
const SAFE = new Set(['GET', 'HEAD']);
/**
 * Browser requests that cannot carry the header: the payment gateway sends the buyer's browser
 * back to the payment's return URL (a GET whose only effect is to confirm, with the gateway, the
 * payment its unguessable paymentKey names); an `<img>` loads a profile picture or a notice's
 * image (public bytes, no effect); a signed agency contract link opens in a new tab or the app
 * (the signature is its authority, the answer a download).
 */
const NAVIGATIONS = [/^\/api\/shoppings\/payments\/[0-9a-f-]{36}\/return(\?|$)/, /^\/api\/profile-images\/[^/?]+$/, /^\/api\/cs\/static\/[^/?]+$/, /^\/api\/agency-contracts\/\d+\?[^/]*$/];

/**
 * /api, /v2, /v3, /v4 calls of a cookie-authenticated browser must carry the client header (CORS
 * preflights excepted): a page of another site cannot set it without a preflight our CORS refuses.
 * Programs need not (ADR 0010): a request with `Authorization: Bearer`, or without a session cookie
 * (and without a body an HTML form could post), and a read (GET/HEAD) that carries a session cookie
 * but was not sent by a browser (no `Sec-Fetch-Site`: a recorder replaying the cookies of its sign-in).
 */
export default fp(async (app: App) => {
  const header = CLIENT_HEADER.toLowerCase();
  const exempt = (request: FastifyRequest) =>
    request.method === 'OPTIONS' ||
    !GUARDED.test(request.url) ||
    !browserChecksApply(request) ||
    (SAFE.has(request.method) && (!sentByBrowser(request) || NAVIGATIONS.some((re) => re.test(request.url))));
  app.addHook('onRequest', (request, reply, done) => {
    if (!exempt(request) && !request.headers[header]) return reply.fail('common.badAccess', 400, { code: false });
    done();
  });
}, { name: 'client-header', dependencies: ['cookie', 'locale', 'errors'] });
