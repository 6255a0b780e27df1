import multipart from '@fastify/multipart';
import {
  errorBody,
  INQUIRY_FILE_MAX_BYTES,
  INQUIRY_MAX_FILES,
  inquiryAttachmentParams,
  inquiryDeleteResponse,
  inquiryFields,
  inquiryListQuery,
  inquiryListResponse,
  inquiryParams,
  inquiryView,
} from '@luvcast/contracts';
import * as v from 'valibot';
import type { RoutePlugin } from '../../../types';
import { RequestValidationError } from '../../../valibot';
import { readMultipart } from '../../../uploads';

/** `filename*` of a download: the stored name, percent-encoded (never a header injection). */
export const attachmentDisposition = (name: string) => `attachment; filename="file"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * A member's inquiries to customer service: POST /api/cs/inquiry (multipart), the list (also at
 * /v2), one with its answer, its attachments, DELETE /api/cs/inquiry-delete/{id} while it waits.
 * @fastify/multipart is registered in this plugin only: files beyond 3 are counted, not read.
 */
const inquiryRoutes: RoutePlugin = async (app) => {
  await app.register(multipart, { limits: { files: INQUIRY_MAX_FILES + 1, fileSize: INQUIRY_FILE_MAX_BYTES, fields: 10, fieldSize: 10_000, parts: 16 } });
  const security = [{ accessCookie: [] }];

  app.post('/api/cs/inquiry', {
    preHandler: app.authenticate,
    schema: {
      tags: ['cs'],
      security,
      consumes: ['multipart/form-data'],
      description:
        'Writes an inquiry (multipart/form-data): category (account, luv, live, report, etc), title (100), content (2,000) and up to 3 files in the file field `files` (JPG, PNG, GIF or PDF by their content, 5 MB each). 201 with the inquiry; 400 with the field rule or cs.file.count / cs.file.name, 413 cs.file.size, 415 cs.file.type, 429 cs.inquiry.tooMany (3 a minute).',
      response: { 201: inquiryView, 400: errorBody, 401: errorBody, 413: errorBody, 415: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) return reply.fail('common.badRequest', 400);
      // the limit first: a member over it is not read at all
      const over = await app.inquiriesService.admit(request.member!);
      if (over) return reply.fail(over);
      const body = await readMultipart(request, 'files');
      if ('failed' in body) {
        if (body.failed === 'size') return reply.fail('cs.file.size', 413);
        if (body.failed === 'count') return reply.fail('cs.file.count', 400, { params: { max: INQUIRY_MAX_FILES } });
        return reply.fail('common.badRequest', 400);
      }
      const parsed = v.safeParse(inquiryFields, body.fields);
      if (!parsed.success) throw new RequestValidationError(parsed.issues);
      const r = await app.inquiriesService.create(request.member!, parsed.output, body.files);
      return 'refused' in r ? reply.fail(r) : reply.code(201).send(r);
    },
  });

  for (const url of ['/api/cs/inquiry-list', '/v2/api/cs/inquiry-list']) {
    app.get(url, {
      preHandler: app.authenticate,
      schema: {
        tags: ['cs'],
        security,
        description: "The member's own inquiries, newest first, with their answers and how many answers are unread.",
        querystring: inquiryListQuery,
        response: { 200: v.object({ ...inquiryListResponse.entries, offset: v.number(), limit: v.number() }), 400: errorBody, 401: errorBody },
      },
      handler: async (request) => app.inquiriesService.list(request.member!, request.query),
    });
  }

  app.get('/api/cs/inquiry/:id', {
    preHandler: app.authenticate,
    schema: { tags: ['cs'], security, description: "One of the member's inquiries with its answer (reading it marks the answer read). 404 for anyone else's.", params: inquiryParams, response: { 200: inquiryView, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const r = await app.inquiriesService.get(request.member!, request.params.id);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });

  app.get('/api/cs/inquiry/:id/attachments/:attachmentId', {
    preHandler: app.authenticate,
    schema: {
      tags: ['cs'],
      security,
      description: "An attachment of an inquiry, for its writer or an operator: always a download (Content-Disposition: attachment) with the type its bytes were checked as. 404 for anyone else's.",
      params: inquiryAttachmentParams,
      response: { 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const file = await app.inquiriesService.attachment(request.member!, request.params.id, request.params.attachmentId);
      if (!file) return reply.fail('cs.inquiry.notFound', 404);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.bytes as never);
    },
  });

  app.delete('/api/cs/inquiry-delete/:id', {
    preHandler: app.authenticate,
    schema: { tags: ['cs'], security, description: 'Deletes one of the member\'s inquiries, with its files, while it waits for an answer. 404 for anyone else\'s, 409 cs.inquiry.answered.', params: inquiryParams, response: { 200: inquiryDeleteResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody } },
    handler: async (request, reply) => {
      const r = await app.inquiriesService.remove(request.member!, request.params.id);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
};
export default inquiryRoutes;
