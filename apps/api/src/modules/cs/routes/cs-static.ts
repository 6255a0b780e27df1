import multipart from '@fastify/multipart';
import * as v from 'valibot';
import { CS_STATIC_FIELD, CS_STATIC_MAX_BYTES, csStaticUploadResponse, errorBody } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { readMultipart, sendPublicImage } from '../../../uploads';

/**
 * Images of notices and guides: operators upload them (POST /api/admin/cs-static, multipart), and
 * anyone loads them (GET /api/cs/static/{file}: an <img> of the brand sites, no login).
 */
const csStaticRoutes: RoutePlugin = async (app) => {
  app.get('/api/cs/static/:file', {
    schema: {
      tags: ['cs'],
      description: 'An image an operator uploaded for a notice or guide (public; its checked type, nosniff, cached for good: a new image gets a new name). Any other name is 404.',
      // any string: a name the server did not give (a path trick, another case) is 404 like an unknown one
      params: v.object({ file: v.string() }),
      response: { 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const found = await app.noticesService.staticFile(request.params.file);
      if (!found) return reply.fail('common.notFound', 404);
      return sendPublicImage(reply, found.bytes, found.type);
    },
  });

  // @fastify/multipart in this plugin only: one image, its size limit counted while it is read
  await app.register(multipart, { limits: { files: 1, fileSize: CS_STATIC_MAX_BYTES, fields: 2, fieldSize: 100, parts: 3 } });
  app.post('/api/admin/cs-static', {
    preHandler: app.staffOnly,
    schema: {
      tags: ['admin'],
      consumes: ['multipart/form-data'],
      description:
        'Uploads an image for a notice or guide (multipart/form-data, the file field `file`): PNG, JPEG, WebP or GIF by its content, 5 MB, at most 40 megapixels (logged). 200 with its path `/api/cs/static/<name>`; 400 common.badRequest, 413 cs.static.size, 415 cs.static.type.',
      response: { 200: csStaticUploadResponse, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody, 415: errorBody },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) return reply.fail('common.badRequest', 400);
      const body = await readMultipart(request, CS_STATIC_FIELD);
      if ('failed' in body) return body.failed === 'size' ? reply.fail('cs.static.size', 413) : reply.fail('common.badRequest', 400);
      if (body.files.length !== 1) return reply.fail('common.badRequest', 400);
      const r = await app.noticesService.upload(request.member!, body.files[0]);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
};
export default csStaticRoutes;
