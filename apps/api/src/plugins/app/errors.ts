import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { resolveBrand } from '@luvcast/brand-config';
import { LOCALE_HEADER, messageText, type MessageKey } from '@luvcast/contracts';
import type { App, FailExtra, Refusal } from '../../types';
import { RequestValidationError } from '../../valibot';
import { serverLocale } from './locale';

/**
 * The error bodies, one builder each (every refusal of the API goes through one of them):
 * - `{ msg, code }`: the spec's `msg` in the caller's locale plus the message key (`reply.fail`;
 *   `extra.params` fill the text's `{placeholders}`);
 * - `{ msg }`: bodies the spec and the clients pin without a code (`reply.fail(key, status, { code: false })`):
 *   401 accessToken is not valid., 423 차단된 계정입니다., 503 maintenance, the router's and the
 *   error handler's own 4xx/5xx;
 * - `{ error, error_msg, code }`: the sign-up calls (`reply.failSignUp`).
 */
export function failBody(key: MessageKey, locale: string, extra: FailExtra = {}): Record<string, unknown> {
  const { code, params, ...fields } = extra;
  // params fill the text's {placeholders} (the brand's currency name, an amount); they are not echoed
  const msg = messageText(key, locale, params);
  if (code === false) return { msg, ...fields };
  return { msg, code: code ?? key, ...fields };
}

export function signUpFailBody(key: MessageKey, locale: string) {
  const text = messageText(key, locale);
  return { error: text, error_msg: text, code: key };
}

/** A refusal a service hands back for its route to answer with `reply.fail(refusal)`. */
export const refusal = (key: MessageKey, status: number, extra?: FailExtra): Refusal => ({ refused: true, key, status, ...(extra ? { extra } : {}) });
/**
 * Counts one attempt under `key` in the current minute (shared by every instance: rate_limits): a
 * 429 refusal naming the limit (`{limit}` in the text) once more than `max` were made.
 */
export async function perMinute(rateLimits: Pick<App['rateLimits'], 'hit'>, key: string, max: number, tooMany: MessageKey): Promise<Refusal | null> {
  return (await rateLimits.hit(key, 60)) > max ? refusal(tooMany, 429, { params: { limit: max } }) : null;
}
export const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && (value as Refusal).refused === true;

/**
 * Sends a refusal; also used before any decorator exists (the router's own refusals). A text's
 * `{currency}` is the currency of the request host's brand in the caller's locale (러브 / luv, 렉스 /
 * lex, 코인 / coin) unless the refusal names one.
 */
function answerFail(request: FastifyRequest, reply: FastifyReply, key: MessageKey, status: number, extra?: FailExtra) {
  const currency = resolveBrand(request.host).currency[request.locale === 'en' ? 'en' : 'ko'];
  return reply.code(status).send(failBody(key, request.locale, { ...extra, params: { currency, ...extra?.params } }));
}

/**
 * Error bodies: validation -> 400 `{ msg, code }` in the caller's locale; other 4xx -> the
 * request-check text; any 5xx -> the generic server-error text, logged with the request id,
 * no internals.
 */
async function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestValidationError) return answerFail(request, reply, error.messageKey, 400);
  const err = error as { statusCode?: number };
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return answerFail(request, reply, 'common.serverError', status, { code: false });
  }
  request.log.info({ err: error, reqId: request.id }, 'request refused');
  return answerFail(request, reply, status === 404 ? 'common.notFound' : 'common.badRequest', status, { code: false });
}

/**
 * Fastify option for the router's own refusals, which come before any hook or error handler: a
 * path that is no valid percent-encoded UTF-8 (FST_ERR_BAD_URL, 400) or a path parameter over
 * maxParamLength (FST_ERR_MAX_PARAM_LENGTH, 414) answer in the same shape as every other 4xx
 * (Fastify's own body echoes the URL). The locale comes from the header: no cookie is parsed yet.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const header = request.headers[LOCALE_HEADER.toLowerCase()];
  request.locale = serverLocale(typeof header === 'string' ? header : undefined);
  void sendError(error, request, reply);
};

/**
 * `reply.fail(key, status, extra?)` / `reply.fail(refusal)` and `reply.failSignUp(key, status)`
 * (the one way to answer an error), the error handler (shapes above) and unknown routes -> 404 `{ msg }`.
 */
export default fp(async (app: App) => {
  app.decorateReply('fail', function (this: FastifyReply, keyOrRefusal: MessageKey | Refusal, status?: number, extra?: FailExtra) {
    const r = isRefusal(keyOrRefusal) ? keyOrRefusal : { key: keyOrRefusal, status: status ?? 400, extra };
    return answerFail(this.request, this, r.key, r.status, r.extra);
  });
  app.decorateReply('failSignUp', function (this: FastifyReply, key: MessageKey, status: number) {
    return this.code(status).send(signUpFailBody(key, this.request.locale));
  });
  app.setErrorHandler(sendError);
  app.setNotFoundHandler(async (_request, reply) => reply.fail('common.notFound', 404, { code: false }));
}, { name: 'errors', dependencies: ['locale'] });
