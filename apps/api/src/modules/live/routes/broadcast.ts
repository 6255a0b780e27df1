import { channelConfigResponse, channelConfigUpdate, errorBody, startStreamBody, startStreamResponse, stopStreamResponse, streamKeyResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { liveUrls } from '../live-urls';

/**
 * The broadcaster's calls (studio page and the Streamlabs-based broadcaster app):
 * GET/PUT /api/m/channel/config, GET/POST /api/my/channel/stream-key,
 * POST /api/my/channel/start-stream, POST /api/my/channel/stop-stream.
 */
const broadcastRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  const fails = { 400: errorBody, 401: errorBody, 403: errorBody };

  app.get(
    '/api/m/channel/config',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'The caller\'s channel settings (password null: only its hash is kept; hasPassword says whether one is set), flat and the same object under `data`. 400 live.channel.none without a channel.', response: { 200: channelConfigResponse, ...fails } } },
    async (request, reply) => {
      const r = await app.liveService.config(request.member!);
      return 'refused' in r ? reply.fail(r) : r;
    },
  );
  app.put(
    '/api/m/channel/config',
    {
      preHandler: app.authenticate,
      schema: { tags: ['my'], security, description: 'Changes the fields sent (themeId or its alias theme: id or code; resolution: \'720p\' or 720; password: null keeps, "" removes, 4-20 characters set). channelId, when sent, must be the caller\'s channel (403). Answers the config like GET.', body: channelConfigUpdate, response: { 200: channelConfigResponse, ...fails, 415: errorBody } },
    },
    async (request, reply) => {
      const r = await app.liveService.updateConfig(request.member!, request.body);
      return 'refused' in r ? reply.fail(r) : r;
    },
  );
  app.get(
    '/api/my/channel/stream-key',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'The RTMP server URL and the channel\'s stream key (never cached).', response: { 200: streamKeyResponse, ...fails } } },
    async (request, reply) => {
      const r = await app.liveService.streamKey(request.member!, liveUrls(request, app.config.live));
      reply.header('Cache-Control', 'no-store');
      return 'refused' in r ? reply.fail(r) : r;
    },
  );
  app.post(
    '/api/my/channel/stream-key',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'Issues a new stream key: the old one stops working and a live on it ends.', response: { 200: streamKeyResponse, ...fails } } },
    async (request, reply) => {
      const r = await app.liveService.regenerateStreamKey(request.member!, liveUrls(request, app.config.live));
      reply.header('Cache-Control', 'no-store');
      return 'refused' in r ? reply.fail(r) : r;
    },
  );
  app.post(
    '/api/my/channel/start-stream',
    {
      preHandler: app.authenticate,
      schema: { tags: ['my'], security, description: 'Saves the live\'s settings (opens the channel if missing); the live starts when the encoder publishes to url with streamKey. Needs identity verification: 403 live.identityRequired.', body: startStreamBody, response: { 200: startStreamResponse, ...fails, 415: errorBody } },
    },
    async (request, reply) => {
      const r = await app.liveService.startStream(request.member!, request.body, liveUrls(request, app.config.live));
      return 'refused' in r ? reply.fail(r) : r;
    },
  );
  app.post(
    '/api/my/channel/stop-stream',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'Ends the live on air (if any) and asks its ingest instance to drop the encoder.', response: { 200: stopStreamResponse, ...fails } } },
    async (request, reply) => {
      const r = await app.liveService.stopStream(request.member!);
      return 'refused' in r ? reply.fail(r) : r;
    },
  );
};
export default broadcastRoutes;
