import { adminInquiry, adminInquiryListResponse, adminInquiryQuery, errorBody, inquiryAnswerBody, inquiryParams, operatorActionListQuery, operatorActionListResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/**
 * Operators answer inquiries (role O: every brand; role S: their session's brand) and read the
 * operators' log of who did what, when and why.
 */
const adminInquiryRoutes: RoutePlugin = async (app) => {
  app.get('/api/admin/inquiries', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: 'Inquiries to answer (status=waiting, oldest first) or answered (newest first), with their writers and files.', querystring: adminInquiryQuery, response: { 200: adminInquiryListResponse, 400: errorBody, 401: errorBody, 403: errorBody } },
    handler: async (request) => app.inquiriesService.queue(request.member!, request.query.status, request.query),
  });
  app.get('/api/admin/inquiries/:id', {
    preHandler: app.staffOnly,
    schema: { tags: ['admin'], description: 'One inquiry as operators see it.', params: inquiryParams, response: { 200: adminInquiry, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const r = await app.inquiriesService.staffGet(request.member!, request.params.id);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.put('/api/admin/inquiries/:id/answer', {
    preHandler: app.staffOnly,
    schema: {
      tags: ['admin'],
      description: 'Answers a waiting inquiry (logged); the member sees it as an unread answer. 409 cs.inquiry.alreadyAnswered.',
      params: inquiryParams,
      body: inquiryAnswerBody,
      response: { 200: adminInquiry, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      const r = await app.inquiriesService.answer(request.member!, request.params.id, request.body.answer);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
  app.get('/api/admin/operator-actions', {
    preHandler: app.operatorOnly,
    schema: { tags: ['admin'], description: "Operators only (role O): the operators' log, newest first (who, what, when, why).", querystring: operatorActionListQuery, response: { 200: operatorActionListResponse, 400: errorBody, 401: errorBody, 403: errorBody } },
    handler: async (request) => app.inquiriesService.operatorLog(request.query),
  });
};
export default adminInquiryRoutes;
