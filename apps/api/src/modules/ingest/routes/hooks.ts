import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INGEST_SECRET_HEADER, ingestAliveBody, ingestAliveResponse, ingestErrorBody, ingestPublishBody, ingestPublishResponse, ingestReadyBody, ingestUnpublishBody, messageText, type MessageKey } from '@luvcast/contracts';
import type { Refusal, RoutePlugin } from '../../../types';

/**
 * POST /internal/ingest/publish | ready | unpublish | alive: the ingest server's hooks (server to server,
 * header x-ingest-secret; missing or wrong: 401). Refusals answer `{ message }` (with msg, code).
 */
const hooksRoutes: RoutePlugin = async (app) => {
  const fail = (reply: FastifyReply, key: MessageKey, status: number) => reply.fail(key, status, { message: messageText(key, reply.request.locale) });
  const refuse = (reply: FastifyReply, r: Refusal) => fail(reply, r.key, r.status);
  const expected = Buffer.from(app.config.live.ingestHookSecret);
  const checkSecret = async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = request.headers[INGEST_SECRET_HEADER];
    const given = Buffer.from(typeof sent === 'string' ? sent : '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return fail(reply, 'live.ingest.secret', 401);
  };
  const schema = (description: string) => ({ tags: ['internal'], description: `${description} Header x-ingest-secret (401 without it).` });
  const refusals = { 400: ingestErrorBody, 401: ingestErrorBody, 403: ingestErrorBody, 404: ingestErrorBody, 409: ingestErrorBody, 415: ingestErrorBody };

  app.post(
    '/internal/ingest/publish',
    { preHandler: checkSecret, schema: { ...schema('An encoder publishes with streamKey: creates the live stream (kind 1, provider hls, state starting). 403 unknown or revoked key, owner without identity verification or blocked; 409 the channel is already live.'), body: ingestPublishBody, response: { 200: ingestPublishResponse, ...refusals } } },
    async (request, reply) => {
      const r = await app.ingestService.publish(request.body);
      return 'refused' in r ? refuse(reply, r) : r;
    },
  );
  app.post(
    '/internal/ingest/ready',
    { preHandler: checkSecret, schema: { ...schema('The first segment of streamId is on disk: the live is on air (the channel shows as live). 204.'), body: ingestReadyBody, response: { 204: { description: 'done' } as never, ...refusals } } },
    async (request, reply) => {
      const r = await app.ingestService.ready(request.body);
      return r ? refuse(reply, r) : reply.code(204).send();
    },
  );
  app.post(
    '/internal/ingest/unpublish',
    { preHandler: checkSecret, schema: { ...schema('The encoder of streamId stopped: the live ends; with recording, its VOD becomes a record-kind (2) stream of the channel. Idempotent. 204.'), body: ingestUnpublishBody, response: { 204: { description: 'done' } as never, ...refusals } } },
    async (request, reply) => {
      const r = await app.ingestService.unpublish(request.body);
      return r ? refuse(reply, r) : reply.code(204).send();
    },
  );
  app.post(
    '/internal/ingest/alive',
    { preHandler: checkSecret, schema: { ...schema('The keep-alive of an ingest instance (every 10 s) for the lives it holds: they are heard of now; a live silent for 45 s is ended by the sweep. Answers `ended`: the ids no longer on air (the ingest drops those publishers).'), body: ingestAliveBody, response: { 200: ingestAliveResponse, ...refusals } } },
    async (request) => app.ingestService.alive(request.body),
  );
};
export default hooksRoutes;
