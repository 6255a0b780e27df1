import {
  errorBody,
  isBlockQuery,
  isBlockResponse,
  messageAllDeleteQuery,
  messageBlockBody,
  messageDeclarationBody,
  declarationView,
  messageBlockListResponse,
  messageBoxQuery,
  messageBoxResponse,
  messageDeleteQuery,
  messageParams,
  messageReadResponse,
  messagesDeleteBody,
  messagesDeletedResponse,
  messageView,
  sendMessageBody,
} from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/**
 * Direct messages between members (spec: Member > Messages, Block list): the boxes, sending, read
 * state, deleting one's own copies and the block list. Every call is the signed-in member's own.
 */
const messageRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  const tags = ['my'];
  const auth = { preHandler: app.authenticate };

  for (const url of ['/api/my/messages', '/v2/api/my/messages', '/api/my/messages-list']) {
    app.get(url, {
      ...auth,
      schema: { tags, security, description: "The caller's received (default) or sent messages, newest first, with the total and the unread count of the received box.", querystring: messageBoxQuery, response: { 200: messageBoxResponse, 400: errorBody, 401: errorBody } },
      handler: async (request) => app.messagesService.box(request.member!, request.query.box, request.query),
    });
  }
  app.post('/api/my/messages', {
    ...auth,
    schema: {
      tags,
      security,
      description: 'Sends a message (1 to 500 characters) to a member by login id. 404 messages.recipient.notFound, 400 messages.self / messages.content, 403 messages.blocked (the member blocked the sender), 429 messages.tooMany (10 a minute).',
      body: sendMessageBody,
      response: { 201: messageView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.messagesService.send(request.member!, request.body);
      return 'refused' in r ? reply.fail(r) : reply.code(201).send(r);
    },
  });
  app.post('/v2/api/my/messages-read/:id', {
    ...auth,
    schema: { tags, security, description: 'Marks a received message read (the first time counts). 404 for anything not in the caller\'s received box.', params: messageParams, response: { 200: messageReadResponse, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const r = await app.messagesService.read(request.member!, request.params.id);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.get('/api/my/messages/delete', {
    ...auth,
    schema: { tags, security, description: "Deletes one message from the caller's boxes (the other side keeps theirs). 404 messages.notFound.", querystring: messageDeleteQuery, response: { 200: messagesDeletedResponse, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const r = await app.messagesService.remove(request.member!, [request.query.messageId]);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.get('/api/my/messages/alldelete', {
    ...auth,
    schema: { tags, security, description: "Deletes the caller's whole received (default) or sent box.", querystring: messageAllDeleteQuery, response: { 200: messagesDeletedResponse, 400: errorBody, 401: errorBody } },
    handler: async (request) => app.messagesService.removeBox(request.member!, request.query.box),
  });
  app.post('/api/my/app/messages/delete', {
    ...auth,
    schema: { tags, security, description: "Deletes several of the caller's messages (ids not theirs are skipped); answers how many went.", body: messagesDeleteBody, response: { 200: messagesDeletedResponse, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const r = await app.messagesService.remove(request.member!, request.body.messageIds);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.post('/api/my/messages/declaration/:id', {
    ...auth,
    schema: {
      tags,
      security,
      description: "Reports a received message with a reason (spam, abuse, sexual, illegal, etc) and an optional text; its text is kept as it was for the operators. 404 messages.notFound, 409 cs.declaration.duplicate.",
      params: messageParams,
      body: messageDeclarationBody,
      response: { 201: declarationView, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.declarationsService.declareMessage(request.member!, request.params.id, request.body);
      return 'refused' in r ? reply.fail(r) : reply.code(201).send(r);
    },
  });
  app.get('/api/my/messages/isblock', {
    ...auth,
    schema: { tags, security, description: 'Whether the caller blocked this member.', querystring: isBlockQuery, response: { 200: isBlockResponse, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const r = await app.messagesService.isBlock(request.member!, request.query.loginId);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.post('/api/my/member-messages-blackAdd', {
    ...auth,
    schema: { tags, security, description: 'Blocks a member: they can no longer send the caller messages.', body: messageBlockBody, response: { 200: isBlockResponse, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const r = await app.messagesService.block(request.member!, request.body.loginId, true);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.delete('/api/my/member-messages-blackDelete', {
    ...auth,
    schema: { tags, security, description: 'Unblocks a member (login id in the body).', body: messageBlockBody, response: { 200: isBlockResponse, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const r = await app.messagesService.block(request.member!, request.body.loginId, false);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.get('/api/my/member-messages-blackList', {
    ...auth,
    schema: { tags, security, description: 'The members the caller blocked, newest first.', response: { 200: messageBlockListResponse, 401: errorBody } },
    handler: async (request) => app.messagesService.blockList(request.member!),
  });
};
export default messageRoutes;
