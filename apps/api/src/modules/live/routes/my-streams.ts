import {
  errorBody,
  kindIdParams,
  myChannelsPage,
  myStreamsQuery,
  okResult,
  playedBody,
  playedPage,
  playedQuery,
  recordedListQuery,
  removedResponse,
  streamPage,
} from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { liveUrls } from '../live-urls';

/**
 * The my-streams lists (offset/limit): GET /api/my/streams/present (favourites), /subscriptions
 * (follows), /played (latest first), /recorded-stream-list (2 by default); POST
 * /api/my/streams/played; DELETE /api/my/{kind}/played/{id} and /api/my/streams/{kind}/present/{id}.
 */
const myStreamsRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  const fails = { 400: errorBody, 401: errorBody };
  const urls = (request: Parameters<typeof liveUrls>[0]) => liveUrls(request, app.config.live);

  app.get(
    '/api/my/streams/present',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'The caller\'s favourite channels, live first (20 by default).', querystring: myStreamsQuery, response: { 200: myChannelsPage, ...fails } } },
    async (request) => app.liveService.myChannels(request.member!, 'favorites', request.query, urls(request)),
  );
  app.get(
    '/api/my/streams/subscriptions',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'The channels the caller follows (20 by default), in the order of sort (1 live first, 2 recently followed, 3 nickname) or else of their memberSortCode setting (POST /api/my/setting).', querystring: myStreamsQuery, response: { 200: myChannelsPage, ...fails } } },
    async (request) => app.liveService.myChannels(request.member!, 'follows', request.query, urls(request)),
  );
  app.get(
    '/api/my/streams/played',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'Streams the caller watched, latest first by default (20 by default).', querystring: playedQuery, response: { 200: playedPage, ...fails } } },
    async (request) => app.liveService.played(request.member!, request.query, urls(request)),
  );
  app.get(
    '/api/my/streams/recorded-stream-list',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'A channel\'s recorded lives (VODs), newest first, 2 by default; the caller\'s own channel without channelId.', querystring: recordedListQuery, response: { 200: streamPage, ...fails, 404: errorBody } } },
    async (request, reply) => {
      const r = await app.liveService.recorded(request.member!, request.query, urls(request));
      return 'refused' in r ? reply.fail(r) : r;
    },
  );
  app.post(
    '/api/my/streams/played',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'Records that the caller watched streamId (again: moves it to the top).', body: playedBody, response: { 200: okResult, ...fails, 404: errorBody, 415: errorBody } } },
    async (request, reply) => {
      const r = await app.liveService.markPlayed(request.member!, request.body.streamId);
      return 'refused' in r ? reply.fail(r) : r;
    },
  );
  app.delete(
    '/api/my/:kind/played/:id',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'Removes stream id from the caller\'s played list.', params: kindIdParams, response: { 200: removedResponse, ...fails } } },
    async (request) => app.liveService.removePlayed(request.member!, request.params.id),
  );
  app.delete(
    '/api/my/streams/:kind/present/:id',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'Removes channel id from the caller\'s favourites (the present list).', params: kindIdParams, response: { 200: removedResponse, ...fails } } },
    async (request) => app.liveService.removePresent(request.member!, request.params.id),
  );
};
export default myStreamsRoutes;
