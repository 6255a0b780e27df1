import { resolveBrand } from '@luvcast/brand-config';
import {
  channelFindQuery,
  channelFindResponse,
  channelIdParams,
  channelCardPage,
  channelPageResponse,
  channelSearchQuery,
  channelSettingResponse,
  errorBody,
  liveTimeResponse,
} from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { liveUrls } from '../live-urls';

/**
 * The channel reads: GET /api/channels/channel-find?loginId, /api/channels/search,
 * /api/channels/{id}/channel-page, /api/channels/{id}/live-time, /api/channels/{id}/setting.
 * Unknown channel: 404 `{ msg, code: live.channel.notFound }`.
 */
const channelsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/channels/channel-find',
    { schema: { tags: ['live'], description: 'The channel of a broadcaster login ID.', querystring: channelFindQuery, response: { 200: channelFindResponse, 400: errorBody, 404: errorBody } } },
    async (request, reply) => (await app.liveService.channelFind(request.query.loginId)) ?? reply.fail('live.channel.notFound', 404),
  );

  app.get(
    '/api/channels/search',
    { schema: { tags: ['live'], description: 'Channels whose broadcaster nickname, login ID or title contains keyword: live ones first, then by followers.', querystring: channelSearchQuery, response: { 200: channelCardPage, 400: errorBody } } },
    async (request) => app.liveService.search(resolveBrand(request.host), request.query, liveUrls(request, app.config.live)),
  );

  app.get(
    '/api/channels/:id/channel-page',
    { schema: { tags: ['live'], description: 'The channel page: the channel, its notices (pinned first), its latest recordings, the caller\'s follow/favourite, subscribers, the live\'s start.', params: channelIdParams, response: { 200: channelPageResponse, 400: errorBody, 404: errorBody } } },
    async (request, reply) =>
      (await app.liveService.channelPage(request.params.id, await app.identify(request), liveUrls(request, app.config.live))) ?? reply.fail('live.channel.notFound', 404),
  );

  app.get(
    '/api/channels/:id/live-time',
    { schema: { tags: ['live'], description: 'When the live on air started (null offline), seconds on air, and when the last live ended.', params: channelIdParams, response: { 200: liveTimeResponse, 400: errorBody, 404: errorBody } } },
    async (request, reply) => (await app.liveService.liveTime(request.params.id)) ?? reply.fail('live.channel.notFound', 404),
  );

  app.get(
    '/api/channels/:id/setting',
    { schema: { tags: ['live'], description: 'The channel settings read (the client caches it 10 minutes; the chat event channel-setting-update refetches it).', params: channelIdParams, response: { 200: channelSettingResponse, 400: errorBody, 404: errorBody } } },
    async (request, reply) => (await app.liveService.setting(request.params.id)) ?? reply.fail('live.channel.notFound', 404),
  );
};
export default channelsRoutes;
