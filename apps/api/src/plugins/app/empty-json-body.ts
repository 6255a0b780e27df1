import fp from 'fastify-plugin';
import type { App } from '../../types';

/**
 * `Content-Type: application/json` with an empty body is a request without a body, not a 400.
 * The original service's broadcaster app sends every call with that header, bodiless ones too
 * (`POST /api/my/channel/stop-stream`), and Fastify's own JSON parser refuses an empty body
 * (FST_ERR_CTP_EMPTY_JSON_BODY). A non-empty body is parsed by Fastify's parser, with its
 * prototype-poisoning protection (`__proto__` / `constructor.prototype` keys are refused).
 * A route whose schema requires a body still answers 400 through its validator.
 */
export default fp(async (app: App) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}, { name: 'empty-json-body' });
