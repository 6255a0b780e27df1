import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LOCALE_HEADER, messageText } from '@luvcast/contracts';
import type { App } from '../../types';
import { RequestValidationError } from '../../valibot';
import { serverLocale } from './locale';

/**
 * Error bodies: validation -> 400 `{ msg, code }` in the caller's locale; other 4xx -> the
 * request-check text; any 5xx -> the generic server-error text, logged with the request id,
 * no internals.
 */
async function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestValidationError) {
    return reply.code(400).send({ msg: messageText(error.messageKey, request.locale), code: error.messageKey });
  }
  const err = error as { statusCode?: number };
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(status).send({ msg: messageText('common.serverError', request.locale) });
  }
  request.log.info({ err: error, reqId: request.id }, 'request refused');
  return reply.code(status).send({ msg: messageText(status === 404 ? 'common.notFound' : 'common.badRequest', request.locale) });
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

/** The error handler (shapes above) and unknown routes -> 404 `{ msg }`. */
export default fp(async (app: App) => {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send({ msg: messageText('common.notFound', request.locale) }),
  );
}, { name: 'errors', dependencies: ['locale'] });
