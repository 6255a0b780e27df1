import * as v from 'valibot';
import { channelIdParams, chatAuditLogQuery, chatAuditLogReply, chatHttpMessageBody, chatModerationReply, chatPlayersReply, chatSendAck, chatTicketBody, chatTicketReply, errorBody } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** Chat over HTTP: guest read ticket, a program's line, the viewers of a live, the moderation reads (service: chat-http.service.ts). */
const chatRoutes: RoutePlugin = async (app) => {
  app.post('/api/chat/ticket', {
    schema: { tags: ['chat'], description: 'A guest read ticket (5 minutes, signed) for the chat handshake auth.ticket. Unknown channel: 404.', body: chatTicketBody, response: { 200: chatTicketReply, 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const id = Number(request.body.channelId);
      const t = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await app.chatHttp.ticket(id) : null;
      return t ?? reply.fail('common.notFound', 404, { code: false });
    },
  });
  app.post('/api/channels/:id/stream/message', {
    preHandler: app.authenticate,
    schema: { tags: ['chat'], security: [{ accessCookie: [] }], description: 'Sends a chat line like the socket does, with the same checks (ok false with code and msg when refused). Unknown channel: 404.', params: channelIdParams, body: chatHttpMessageBody, response: { 200: chatSendAck, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const body = request.body as v.InferOutput<typeof chatHttpMessageBody>;
      return (await app.chatHttp.send(request.member!, Number(request.params.id), body.message)) ?? reply.fail('common.notFound', 404, { code: false });
    },
  });
  app.get('/api/channels/:id/stream/players', {
    schema: { tags: ['chat'], description: "The live's viewer count; the names of signed-in viewers for the broadcaster and managers only. Unknown channel: 404.", params: channelIdParams, response: { 200: chatPlayersReply, 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => (await app.chatHttp.players(Number(request.params.id), await app.identify(request))) ?? reply.fail('common.notFound', 404, { code: false }),
  });
  app.get('/api/channels/:id/chat/moderation', {
    preHandler: app.authenticate,
    schema: {
      tags: ['chat'],
      security: [{ accessCookie: [] }],
      description: "The channel's chat settings, managers, banned words, blacklist and kicks in force (the chat settings menu). Broadcaster and managers only: 403 for others, 401 signed out, 404 unknown channel.",
      params: channelIdParams,
      response: { 200: chatModerationReply, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.chatHttp.moderation(request.member!, request.params.id);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.get('/api/channels/:id/chat/audit-log', {
    preHandler: app.authenticate,
    schema: {
      tags: ['chat'],
      security: [{ accessCookie: [] }],
      description: "The channel's chat audit log, newest first (offset, limit 1-100, default 20): every moderation action with actor, target, reason, expiry and detail, and the total. The broadcaster only: 403 for managers and others, 401 signed out, 404 unknown channel.",
      params: channelIdParams,
      querystring: chatAuditLogQuery,
      response: { 200: chatAuditLogReply, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.chatHttp.auditLog(request.member!, request.params.id, request.query);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
};
export default chatRoutes;
