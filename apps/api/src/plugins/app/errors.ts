import fp from 'fastify-plugin';
import { messageText } from '@luvcast/contracts';
import type { App } from '../../types';
import { RequestValidationError } from '../../valibot';

/**
 * Error bodies: validation -> 400 `{ msg, code }` in the caller's locale; other 4xx -> the
 * request-check text; any 5xx -> the generic server-error text, logged with the request id,
 * no internals. Unknown routes -> 404 `{ msg }`.
 */
export default fp(async (app: App) => {
  app.setErrorHandler(async (error, request, reply) => {
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
  });
  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send({ msg: messageText('common.notFound', request.locale) }),
  );
}, { name: 'errors', dependencies: ['locale'] });
