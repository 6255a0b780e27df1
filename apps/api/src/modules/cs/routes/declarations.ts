import {
  adminDeclaration,
  adminDeclarationListResponse,
  adminDeclarationQuery,
  declarationBody,
  declarationDecisionBody,
  declarationListQuery,
  declarationListResponse,
  declarationParams,
  declarationView,
  errorBody,
  inquiryDeleteResponse,
} from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/**
 * Declarations (reports): POST /api/cs/declaration-post, /declaration-list, DELETE
 * declaration-delete/{id}; operators: GET /api/admin/declarations, PUT /api/admin/declarations/{id}.
 */
const declarationRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];
  app.post('/api/cs/declaration-post', {
    preHandler: app.authenticate,
    schema: {
      tags: ['cs'],
      security,
      description: 'Reports a member (targetType member, targetId their login id), a live (live, the channel id), a fan-board post (post, its id) or comment (comment, its id) with a reason (spam, abuse, sexual, illegal, etc) and an optional text (500). 201; 400 cs.declaration.self or a field rule, 404 cs.declaration.target, 409 cs.declaration.duplicate (one pending report per target), 429 (5 a minute).',
      body: declarationBody,
      response: { 201: declarationView, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.declarationsService.declare(request.member!, request.body);
      return 'refused' in r ? reply.fail(r) : reply.code(201).send(r);
    },
  });
  app.get('/api/cs/declaration-list', {
    preHandler: app.authenticate,
    schema: { tags: ['cs'], security, description: "The member's own reports, newest first, with their status.", querystring: declarationListQuery, response: { 200: declarationListResponse, 400: errorBody, 401: errorBody } },
    handler: async (request) => app.declarationsService.list(request.member!, request.query),
  });
  app.delete('/api/cs/declaration-delete/:id', {
    preHandler: app.authenticate,
    schema: { tags: ['cs'], security, description: "Withdraws one of the member's reports while it is pending. 404 for anyone else's, 409 cs.declaration.handled.", params: declarationParams, response: { 200: inquiryDeleteResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody } },
    handler: async (request, reply) => {
      const r = await app.declarationsService.withdraw(request.member!, request.params.id);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });

  app.get('/api/admin/declarations', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: 'Reports to handle (status=pending, oldest first) or handled (newest first), with reporter, target and what was reported.', querystring: adminDeclarationQuery, response: { 200: adminDeclarationListResponse, 400: errorBody, 401: errorBody, 403: errorBody } },
    handler: async (request) => app.declarationsService.queue(request.member!, request.query.status === 'handled', request.query),
  });
  app.put('/api/admin/declarations/:id', {
    preHandler: app.staffOnly,
    schema: {
      tags: ['admin'],
      description: "Decides a pending report: dismiss, or sanction the reported member for `days` (blocked and signed out everywhere until then; lifted by the jobs). The reason is kept with the report and in the operators' log. 409 cs.declaration.alreadyHandled.",
      params: declarationParams,
      body: declarationDecisionBody,
      response: { 200: adminDeclaration, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.declarationsService.decide(request.member!, request.params.id, request.body);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
};
export default declarationRoutes;
