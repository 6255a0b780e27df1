import multipart from '@fastify/multipart';
import * as v from 'valibot';
import { errorBody, PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES, profileResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { readMultipart, sendPublicImage } from '../../../uploads';
import { PROFILE_IMAGE_FILE_RE } from '../my.service';

/**
 * GET /api/my/profile: the signed-in member's profile with their numeric id and channel id (never
 * cached by shared caches). The access token comes from the cookie or, for programs, a Bearer
 * header (ADR 0010).
 */
const profileRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/my/profile',
    { preHandler: app.authenticate, schema: { tags: ['my'], security: [{ accessCookie: [] }], response: { 200: profileResponse, 401: errorBody } } },
    async (request, reply) => {
      const profile = await app.myService.ownProfile(request.member!.row);
      reply.header('Cache-Control', 'private, max-age=0');
      return { profile: { ...profile, profileImage: request.absoluteUrl(profile.profileImage) } };
    },
  );

  // @fastify/multipart in this plugin only: one image, its size limit counted while it is read
  await app.register(multipart, { limits: { files: 1, fileSize: PROFILE_IMAGE_MAX_BYTES, fields: 4, fieldSize: 100, parts: 5 } });
  app.put('/api/my/profile', {
    preHandler: app.authenticate,
    schema: {
      tags: ['my'],
      security: [{ accessCookie: [] }],
      consumes: ['multipart/form-data'],
      description:
        'Changes the profile picture (multipart/form-data): the file field `profileImage` (JPG, PNG or GIF by its content, 5 MB, at most 40 megapixels), stored as a 256 px WebP square; or the field `removeImage=true` to go back to none. 200 with the profile; 400 common.badRequest, 413 my.profileImage.size, 415 my.profileImage.type, 429 my.profileImage.tooMany (5 a minute).',
      response: { 200: profileResponse, 400: errorBody, 401: errorBody, 413: errorBody, 415: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) return reply.fail('common.badRequest', 400);
      const over = await app.myService.admitProfileImage(request.member!);
      if (over) return reply.fail(over);
      const body = await readMultipart(request, PROFILE_IMAGE_FIELD);
      if ('failed' in body) return body.failed === 'size' ? reply.fail('my.profileImage.size', 413) : reply.fail('common.badRequest', 400);
      const remove = body.fields['removeImage'] === 'true';
      if (body.files.length !== (remove ? 0 : 1)) return reply.fail('common.badRequest', 400);
      const row = await app.myService.setProfileImage(request.member!, remove ? null : body.files[0]);
      if ('refused' in row) return reply.fail(row);
      const profile = await app.myService.ownProfile(row);
      reply.header('Cache-Control', 'private, max-age=0');
      return { profile: { ...profile, profileImage: request.absoluteUrl(profile.profileImage) } };
    },
  });

  app.get('/api/profile-images/:file', {
    schema: { tags: ['my'], description: 'A stored profile picture (public, WebP; a new picture gets a new name, so it is cached for good).', params: v.object({ file: v.pipe(v.string(), v.regex(PROFILE_IMAGE_FILE_RE, 'common.notFound')) }), response: { 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const bytes = await app.myService.profileImageFile(request.params.file);
      if (!bytes) return reply.fail('common.notFound', 404);
      return sendPublicImage(reply, bytes, 'image/webp');
    },
  });
};
export default profileRoutes;
