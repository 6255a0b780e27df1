import { resolveBrand } from '@luvcast/brand-config';
import { channelIdParams, channelStreamQuery, channelStreamResponse, errorBody, heartbeatBody, heartbeatResponse, messageText, streamErrorBody } from '@luvcast/contracts';
import type { FastifyReply } from 'fastify';
import type { Refusal, RoutePlugin } from '../../../types';
import { liveUrls } from '../live-urls';
import { passTokenOf, viewerOf } from '../viewer';

/**
 * GET /api/channels/{id}/stream?option=all: the live's sources (recorders and the player), and
 * POST /api/channels/{id}/stream/heartbeat: the player's "still watching" (every 20 s).
 * Refusals carry `message` besides `msg` and `code` (recorders read `message`): 400 unknown or
 * offline channel, 401 live.adult.loginRequired, 403 identity/age/password/fan level/viewer cap.
 */
const streamRoutes: RoutePlugin = async (app) => {
  const refuse = (reply: FastifyReply, r: Refusal) => reply.fail(r.key, r.status, { message: messageText(r.key, reply.request.locale) });
  const refusals = { 400: streamErrorBody, 401: streamErrorBody, 403: streamErrorBody };

  app.get(
    '/api/channels/:id/stream',
    {
      schema: {
        tags: ['live'],
        description:
          'The live as players and recorders read it: sources[0] the absolute HLS master playlist, sources[1] the HTTP-FLV source, urlDetail the renditions. liveToken: the password proof of /api/guest/live-Auth (or its cookie). Offline or unknown channel: 400 { message } (never 404). Counts the caller as a viewer.',
        params: channelIdParams,
        querystring: channelStreamQuery,
        response: { 200: channelStreamResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const member = await app.identify(request);
      const r = await app.liveService.watch(resolveBrand(request.host), request.params.id, viewerOf(request, member), passTokenOf(request, request.params.id, request.query.liveToken), liveUrls(request, app.config.live));
      reply.header('Cache-Control', 'no-store');
      return 'refused' in r ? refuse(reply, r) : r;
    },
  );

  app.post(
    '/api/channels/:id/stream/heartbeat',
    {
      schema: {
        tags: ['live'],
        description: 'The player calls it every 20 s while playing streamId; a viewer counts for 60 s after the last beat. Answers the current and peak viewers; 400 when that live is over (same access rules as the stream read).',
        params: channelIdParams,
        body: heartbeatBody,
        response: { 200: heartbeatResponse, ...refusals, 415: errorBody },
      },
    },
    async (request, reply) => {
      const member = await app.identify(request);
      const r = await app.liveService.heartbeat(resolveBrand(request.host), request.params.id, request.body.streamId, viewerOf(request, member), passTokenOf(request, request.params.id));
      return 'refused' in r ? refuse(reply, r) : r;
    },
  );
};
export default streamRoutes;
