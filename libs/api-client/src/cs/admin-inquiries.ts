import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInquiry, AdminInquiryListResponse, OperatorActionListResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

export type InquiryQueueStatus = 'waiting' | 'answered';

/** GET /api/admin/inquiries?status&offset&limit: operators' queue (waiting oldest first, answered newest first). */
export const getInquiryQueue = (status: InquiryQueueStatus, offset = 0, limit = 20) =>
  json<AdminInquiryListResponse>(api.get('api/admin/inquiries', { searchParams: { status, offset, limit } }));
export const inquiryQueueQuery = (status: InquiryQueueStatus, offset = 0, limit = 20) =>
  queryOptions({ queryKey: ['admin', 'inquiries', 'queue', status, offset, limit] as const, queryFn: () => getInquiryQueue(status, offset, limit) });
export const useInquiryQueue = (status: InquiryQueueStatus, offset = 0, limit = 20) => useQuery({ ...inquiryQueueQuery(status, offset, limit), placeholderData: keepPreviousData });

/** GET /api/admin/inquiries/{id}. */
export const getAdminInquiry = (id: number) => json<AdminInquiry>(api.get(`api/admin/inquiries/${id}`));
export const adminInquiryQuery = (id: number) => queryOptions({ queryKey: ['admin', 'inquiries', 'one', id] as const, queryFn: () => getAdminInquiry(id) });
export const useAdminInquiry = (id: number) => useQuery(adminInquiryQuery(id));

/** PUT /api/admin/inquiries/{id}/answer {answer}. */
export const answerInquiry = ({ id, answer }: { id: number; answer: string }) => json<AdminInquiry>(api.put(`api/admin/inquiries/${id}/answer`, { json: { answer } }));
export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInquiry,
    onSuccess: (inquiry) => {
      queryClient.setQueryData(adminInquiryQuery(inquiry.id).queryKey, inquiry);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'inquiries', 'queue'] });
    },
  });
}

/** GET /api/admin/operator-actions?offset&limit: the operators' log (role O). */
export const getOperatorActions = (offset = 0, limit = 20) => json<OperatorActionListResponse>(api.get('api/admin/operator-actions', { searchParams: { offset, limit } }));
export const operatorActionsQuery = (offset = 0, limit = 20) => queryOptions({ queryKey: ['admin', 'operator-actions', offset, limit] as const, queryFn: () => getOperatorActions(offset, limit) });
export const useOperatorActions = (offset = 0, limit = 20) => useQuery({ ...operatorActionsQuery(offset, limit), placeholderData: keepPreviousData });
