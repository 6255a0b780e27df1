import {
  boardCommentBody,
  boardCommentListResponse,
  boardCommentParams,
  boardCommentQuery,
  boardCommentView,
  boardDeleteParams,
  boardDeleteQuery,
  boardDeleteResponse,
  boardDetailQuery,
  boardImportantParams,
  boardImportantResponse,
  boardLikeBody,
  boardLikeCountResponse,
  boardLikeResponse,
  boardLikersQuery,
  boardLikersResponse,
  boardListQuery,
  boardListResponse,
  boardParams,
  boardPostView,
  boardSettingBody,
  boardSettingQuery,
  boardSettingResponse,
  boardUpdateBody,
  boardWriteBody,
  errorBody,
  liveBoardCheckBody,
  liveBoardCheckResponse,
} from '@luvcast/contracts';
import type { FastifyReply } from 'fastify';
import type { Refusal, RoutePlugin } from '../../../types';

/**
 * Fan boards: GET /api/cs/board-list, /board-detail, /board-comment, /board-likeCount/{boardId},
 * /board-like-User/{boardId}, /board-setting-check; POST /board-write, /board-like, /board-comment;
 * PUT /board-update, /board-important/{channelId}/{boardId}, /board-setting; DELETE
 * board-delete/{id}, board-comment/{id}; POST /v4/api/lives/live-board-check. Reads are open to
 * guests (a signed-in caller also sees their own hidden posts and whether they liked).
 */
const boardRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  const tags = ['cs'];
  const answer = <T>(reply: FastifyReply, r: T | Refusal, code = 200) => (typeof r === 'object' && r !== null && 'refused' in r ? reply.fail(r) : reply.code(code).send(r));

  app.get('/api/cs/board-setting-check', {
    schema: { tags, description: "Whether the channel's fan board is open, who may post (0 members, 1 followers, 2 subscribers), and whether the caller may post or moderate. 404 live.channel.notFound.", querystring: boardSettingQuery, response: { 200: boardSettingResponse, 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.settingCheck(await app.identify(request), request.query.channelId)),
  });
  app.put('/api/cs/board-setting', {
    preHandler: app.authenticate,
    schema: { tags, security, description: "The channel's BJ opens or closes its fan board and sets who may post. 403 cs.board.notModerator.", body: boardSettingBody, response: { 200: boardSettingResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.setSetting(request.member!, request.body)),
  });
  app.get('/api/cs/board-list', {
    schema: { tags, description: "A channel's fan board: pinned (important) posts first, then newest first (offset/limit, default 10).", querystring: boardListQuery, response: { 200: boardListResponse, 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.list(await app.identify(request), request.query)),
  });
  app.get('/api/cs/board-detail', {
    schema: { tags, description: 'One post with its text (counts a view). A hidden post only for its author (with the reason) and the moderators; 404 cs.board.notFound for anyone else.', querystring: boardDetailQuery, response: { 200: boardPostView, 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.detail(await app.identify(request), request.query.boardId)),
  });
  app.post('/api/cs/board-write', {
    preHandler: app.authenticate,
    schema: {
      tags,
      security,
      description: 'Posts on a channel\'s fan board (title 100, text 5,000). 201; 403 cs.board.closed / followersOnly / subscribersOnly, 404 live.channel.notFound, 429 cs.board.tooMany (3 a minute).',
      body: boardWriteBody,
      response: { 201: boardPostView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => answer(reply, await app.boardsService.write(request.member!, request.body), 201),
  });
  app.put('/api/cs/board-update', {
    preHandler: app.authenticate,
    schema: { tags, security, description: 'The author edits a post. 403 cs.board.notAuthor, 404 cs.board.notFound, 409 cs.board.hidden.', body: boardUpdateBody, response: { 200: boardPostView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.update(request.member!, request.body)),
  });
  app.delete('/api/cs/board-delete/:id', {
    preHandler: app.authenticate,
    schema: {
      tags,
      security,
      description: "The author deletes a post (with its comments and likes); the channel's BJ, managers and operators hide it instead, with an optional `reason` (200) shown to the author and logged. 403 cs.board.notAuthor, 404, 409 cs.board.hidden.",
      params: boardDeleteParams,
      querystring: boardDeleteQuery,
      response: { 200: boardDeleteResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => answer(reply, await app.boardsService.remove(request.member!, request.params.id, request.query.reason)),
  });
  app.put('/api/cs/board-important/:channelId/:boardId', {
    preHandler: app.authenticate,
    schema: { tags, security, description: 'Pins or unpins a post (the channel\'s BJ, managers, operators); at most 5 pinned. 403 cs.board.notModerator, 404, 409 cs.board.importantMax / hidden.', params: boardImportantParams, response: { 200: boardImportantResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.toggleImportant(request.member!, request.params.channelId, request.params.boardId)),
  });
  app.post('/api/cs/board-like', {
    preHandler: app.authenticate,
    schema: { tags, security, description: 'Likes a post, or takes the like back: the new state and count. 404, 409 cs.board.hidden, 429 (30 a minute).', body: boardLikeBody, response: { 200: boardLikeResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.like(request.member!, request.body.boardId)),
  });
  app.get('/api/cs/board-likeCount/:boardId', {
    schema: { tags, description: 'How many liked a post.', params: boardParams, response: { 200: boardLikeCountResponse, 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.likeCount(await app.identify(request), request.params.boardId)),
  });
  app.get('/api/cs/board-like-User/:boardId', {
    schema: { tags, description: 'Who liked a post, newest first (offset/limit, default 20).', params: boardParams, querystring: boardLikersQuery, response: { 200: boardLikersResponse, 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.likers(await app.identify(request), request.params.boardId, request.query)),
  });
  app.get('/api/cs/board-comment', {
    schema: { tags, description: "A post's comments, oldest first (offset/limit, default 20).", querystring: boardCommentQuery, response: { 200: boardCommentListResponse, 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.comments(await app.identify(request), request.query)),
  });
  app.post('/api/cs/board-comment', {
    preHandler: app.authenticate,
    schema: { tags, security, description: 'Comments on a post (500). 201; 403 cs.board.closed, 404, 409 cs.board.hidden, 429 cs.board.tooMany (10 a minute).', body: boardCommentBody, response: { 201: boardCommentView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.comment(request.member!, request.body), 201),
  });
  app.delete('/api/cs/board-comment/:id', {
    preHandler: app.authenticate,
    schema: { tags, security, description: "The author deletes a comment; the board's moderators hide it. 403 cs.board.notAuthor, 404 cs.board.commentNotFound.", params: boardCommentParams, response: { 200: boardDeleteResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.deleteComment(request.member!, request.params.id)),
  });
  app.post('/v4/api/lives/live-board-check', {
    schema: { tags: ['live'], description: "The live page's board tab: whether the channel's fan board is open, how many posts it shows and when the newest was written.", body: liveBoardCheckBody, response: { 200: liveBoardCheckResponse, 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => answer(reply, await app.boardsService.liveBoardCheck(request.body.channelId)),
  });
};
export default boardRoutes;
