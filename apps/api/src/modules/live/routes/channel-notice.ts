import {
  channelNoticeCreateBody,
  channelNoticeDeleteQuery,
  channelNoticeParams,
  channelNoticeResponse,
  channelNoticeUpdateBody,
  errorBody,
  removedResponse,
} from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** POST, PUT, DELETE /api/my/{kind}/channel-notice: the broadcaster's notices on their channel ({kind}: 1/2/3 or live/record/channel). */
const channelNoticeRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  const fails = { 400: errorBody, 401: errorBody, 404: errorBody, 415: errorBody };
  app.post(
    '/api/my/:kind/channel-notice',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'Posts a notice on the caller\'s channel (400 live.channel.none without one).', params: channelNoticeParams, body: channelNoticeCreateBody, response: { 200: channelNoticeResponse, ...fails } } },
    async (request, reply) => {
      const r = await app.liveService.createNotice(request.member!, request.params.kind, request.body);
      return 'refused' in r ? reply.fail(r) : r;
    },
  );
  app.put(
    '/api/my/:kind/channel-notice',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'Edits a notice of the caller\'s channel (404 for another channel\'s).', params: channelNoticeParams, body: channelNoticeUpdateBody, response: { 200: channelNoticeResponse, ...fails } } },
    async (request, reply) => {
      const r = await app.liveService.updateNotice(request.member!, request.body);
      return 'refused' in r ? reply.fail(r) : r;
    },
  );
  app.delete(
    '/api/my/:kind/channel-notice',
    { preHandler: app.authenticate, schema: { tags: ['my'], security, description: 'Deletes a notice of the caller\'s channel (?id).', params: channelNoticeParams, querystring: channelNoticeDeleteQuery, response: { 200: removedResponse, ...fails } } },
    async (request, reply) => {
      const r = await app.liveService.deleteNotice(request.member!, request.query.id);
      return 'refused' in r ? reply.fail(r) : r;
    },
  );
};
export default channelNoticeRoutes;
