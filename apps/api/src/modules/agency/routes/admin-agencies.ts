import multipart from '@fastify/multipart';
import * as v from 'valibot';
import {
  AGENCY_CONTRACT_MAX_BYTES,
  adminAgencyInviteListResponse,
  adminAgencyInviteParams,
  adminAgencyInviteQuery,
  adminAgencyInviteView,
  adminAgencyListResponse,
  adminAgencyView,
  agencyCreateBody,
  agencyInviteFields,
  errorBody,
} from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { readMultipart } from '../../../uploads';
import { RequestValidationError } from '../../../valibot';

/**
 * Operators' agency calls (role O: every brand; role S: their brand's agencies and members), each
 * write logged in operator_actions in its transaction. @fastify/multipart is registered in this
 * plugin only (one contract file, AGENCY_CONTRACT_MAX_BYTES).
 */
const adminAgencyRoutes: RoutePlugin = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: AGENCY_CONTRACT_MAX_BYTES, fields: 10, fieldSize: 10_000, parts: 12 } });

  app.post('/api/admin/agencies', {
    preHandler: app.staffOnly,
    schema: {
      tags: ['admin'],
      description: "Creates an agency {name, brand?} (brand: the operator's session brand by default; role S only their brand). 201; 400 agency.name / agency.brand, 403 common.forbidden (another brand), 409 agency.nameTaken.",
      body: agencyCreateBody,
      response: { 201: adminAgencyView, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.agencyService.createAgency(request.member!, request.body);
      return 'refused' in r ? reply.fail(r) : reply.code(201).send(r);
    },
  });

  app.get('/api/admin/agencies', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: 'The agencies the operator manages, newest first, with their member counts.', response: { 200: adminAgencyListResponse, 401: errorBody, 403: errorBody } },
    handler: async (request) => app.agencyService.agencies(request.member!),
  });

  app.post('/api/admin/agency-invites', {
    preHandler: app.staffOnly,
    schema: {
      tags: ['admin'],
      consumes: ['multipart/form-data'],
      description:
        'Invites a member to an agency (multipart/form-data): agencyId, loginId, sharePercent (0-100), message (1,000) and the contract in the file field `contract` (PDF or JPG, PNG, GIF by its content, 5 MB). Expires in 14 days. 201; 400 with the field rule or agency.contract.required / agency.contract.name, 404 agency.notFound / agency.invite.member, 409 agency.invite.open, 413 agency.contract.size, 415 agency.contract.type.',
      response: { 201: adminAgencyInviteView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 415: errorBody },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) return reply.fail('agency.contract.required', 400);
      const body = await readMultipart(request, 'contract');
      if ('failed' in body) return body.failed === 'size' ? reply.fail('agency.contract.size', 413) : reply.fail('common.badRequest', 400);
      const parsed = v.safeParse(agencyInviteFields, body.fields);
      if (!parsed.success) throw new RequestValidationError(parsed.issues);
      const r = await app.agencyService.invite(request.member!, parsed.output, body.files);
      return 'refused' in r ? reply.fail(r) : reply.code(201).send(r);
    },
  });

  app.get('/api/admin/agency-invites', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: 'Agency invites, newest first, by status (pending, accepted, rejected, cancelled, expired; none: all).', querystring: adminAgencyInviteQuery, response: { 200: adminAgencyInviteListResponse, 400: errorBody, 401: errorBody, 403: errorBody } },
    handler: async (request) => app.agencyService.queue(request.member!, request.query.status, request.query),
  });

  app.delete('/api/admin/agency-invites/:id', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: 'Cancels a pending invite (logged). 404 agency.invite.notFound, 409 agency.invite.answered.', params: adminAgencyInviteParams, response: { 200: adminAgencyInviteView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } },
    handler: async (request, reply) => {
      const r = await app.agencyService.cancel(request.member!, request.params.id);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
};
export default adminAgencyRoutes;
