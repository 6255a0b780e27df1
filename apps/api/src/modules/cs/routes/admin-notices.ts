import { adminNotice, adminNoticeBody, adminNoticeDeleteResponse, adminNoticeListResponse, adminNoticeParams, adminNoticeQuery, errorBody } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/**
 * Operators write notices, developer notices and guides: role O for any brand or every brand
 * (brand null), role S for their own brand's rows only (others' rows are 404). Every write is in
 * operator_actions.
 */
const adminNoticeRoutes: RoutePlugin = async (app) => {
  const fails = { 400: errorBody, 401: errorBody, 403: errorBody };
  app.get('/api/admin/notices', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: 'Notices, developer notices and guides (kind=notice|develop|guide, or every kind), newest first; role S sees their brand’s own rows.', querystring: adminNoticeQuery, response: { 200: adminNoticeListResponse, ...fails } },
    handler: async (request) => app.noticesService.staffList(request.member!, request.query.kind, request.query),
  });
  app.post('/api/admin/notices', {
    preHandler: app.staffOnly,
    schema: {
      tags: ['admin'],
      description: 'Writes a notice, developer notice or guide (logged). brand null: every brand (role O only); role S writes for their own brand only (403 cs.notice.brandForbidden).',
      body: adminNoticeBody,
      response: { 200: adminNotice, ...fails },
    },
    handler: async (request, reply) => {
      const r = await app.noticesService.create(request.member!, request.body);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.put('/api/admin/notices/:id', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: 'Changes one (logged with what it was); the same brand rules as writing.', params: adminNoticeParams, body: adminNoticeBody, response: { 200: adminNotice, ...fails, 404: errorBody } },
    handler: async (request, reply) => {
      const r = await app.noticesService.update(request.member!, request.params.id, request.body);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.delete('/api/admin/notices/:id', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: 'Deletes one (logged with its title). Images it showed stay (another may show them too).', params: adminNoticeParams, response: { 200: adminNoticeDeleteResponse, ...fails, 404: errorBody } },
    handler: async (request, reply) => {
      const r = await app.noticesService.remove(request.member!, request.params.id);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
};
export default adminNoticeRoutes;
