import {
  agencyContractLinkBody,
  agencyContractLinkResponse,
  agencyContractParams,
  agencyContractQuery,
  agencyInviteHasNewResponse,
  agencyInviteListQuery,
  agencyInviteListResponse,
  agencyInviteParams,
  agencyInviteRespondBody,
  agencyInviteView,
  errorBody,
} from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { attachmentDisposition } from '../../cs/routes/inquiries';

/**
 * The invited member's calls (spec §7 "Agency invites", under /api/my like the other member
 * calls): has-new, me (the list), one invite, respond, download-url; and the signed contract link
 * itself, GET /api/agency-contracts/{id}?expires&signature, which needs no session.
 */
const agencyInviteRoutes: RoutePlugin = async (app) => {
  const security = [{ accessCookie: [] }];

  app.get('/api/my/agency-invites/has-new', {
    preHandler: app.authenticate,
    schema: { tags: ['my'], security, description: 'Whether an unread, pending (unexpired) agency invite waits for the member, and how many (a badge).', response: { 200: agencyInviteHasNewResponse, 401: errorBody } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.agencyService.hasNew(request.member!);
    },
  });

  app.get('/api/my/agency-invites/me', {
    preHandler: app.authenticate,
    schema: { tags: ['my'], security, description: "The member's agency invites, newest first, with the agency's name, the share, status (pending, accepted, rejected, cancelled, expired) and expiry.", querystring: agencyInviteListQuery, response: { 200: agencyInviteListResponse, 400: errorBody, 401: errorBody } },
    handler: async (request) => app.agencyService.list(request.member!, request.query),
  });

  app.get('/api/my/agency-invites/:id', {
    preHandler: app.authenticate,
    schema: { tags: ['my'], security, description: "One of the member's invites (opening it marks it read). 404 agency.invite.notFound for anyone else's.", params: agencyInviteParams, response: { 200: agencyInviteView, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const r = await app.agencyService.get(request.member!, request.params.id);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });

  app.post('/api/my/agency-invites/:id/respond', {
    preHandler: app.authenticate,
    schema: {
      tags: ['my'],
      security,
      description:
        "Answers the member's pending invite: {type: 'accept' | 'reject'}. Accepting makes them a member of the agency and cancels their other pending invites (one transaction). 404 agency.invite.notFound (anyone else's), 409 agency.invite.answered, agency.invite.expired, agency.invite.otherAgency (they belong to another agency).",
      params: agencyInviteParams,
      body: agencyInviteRespondBody,
      response: { 200: agencyInviteView, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.agencyService.respond(request.member!, request.params.id, request.body.type);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });

  app.post('/api/my/agency-invites/download-url', {
    preHandler: app.authenticate,
    schema: {
      tags: ['my'],
      security,
      description: "A signed link to the contract of one of the member's invites {id}, valid 5 minutes, that needs no session (a new tab or the app opens it). 404 agency.invite.notFound for anyone else's.",
      body: agencyContractLinkBody,
      response: { 200: agencyContractLinkResponse, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.agencyService.contractLink(request.member!, request.body.id);
      if ('refused' in r) return reply.fail(r);
      reply.header('cache-control', 'private, no-store');
      return { url: request.absoluteUrl(r.path), expiresAt: r.expiresAt };
    },
  });

  app.get('/api/agency-contracts/:id', {
    schema: {
      tags: ['my'],
      description: 'The contract file of a signed link (POST /api/my/agency-invites/download-url): always a download, with the type its bytes were checked as. 403 agency.contract.link when the link has expired or was altered, 404 when the file is gone.',
      params: agencyContractParams,
      querystring: agencyContractQuery,
      response: { 400: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const file = await app.agencyService.contractFile(request.params.id, request.query.expires, request.query.signature);
      if ('refused' in file) return reply.fail(file);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.bytes as never);
    },
  });
};
export default agencyInviteRoutes;
