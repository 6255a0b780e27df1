import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDeclaration, AdminDeclarationListResponse, DeclarationBody, DeclarationDecisionBody, DeclarationListResponse, DeclarationReason, DeclarationView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/cs/declaration-post: a member (login id) or a live (channel id). */
export const declare = (body: DeclarationBody) => json<DeclarationView>(api.post('api/cs/declaration-post', { json: body }));
export const useDeclare = () => useMutation({ mutationFn: declare });

/** POST /api/my/messages/declaration/{id}: a received message. */
export const declareMessage = ({ messageId, reason, detail }: { messageId: number; reason: DeclarationReason; detail: string }) =>
  json<DeclarationView>(api.post(`api/my/messages/declaration/${messageId}`, { json: { reason, detail } }));
export const useDeclareMessage = () => useMutation({ mutationFn: declareMessage });

/** GET /api/cs/declaration-list: the member's own reports. */
export const getDeclarations = (offset = 0, limit = 10) => json<DeclarationListResponse>(api.get('api/cs/declaration-list', { searchParams: { offset, limit } }));
export const declarationsQuery = (offset = 0, limit = 10) => queryOptions({ queryKey: ['cs', 'declarations', offset, limit] as const, queryFn: () => getDeclarations(offset, limit) });
export const useDeclarations = (offset = 0, limit = 10) => useQuery({ ...declarationsQuery(offset, limit), placeholderData: keepPreviousData });

/** DELETE /api/cs/declaration-delete/{id}: withdraws one of the member's reports while it is pending. */
export const withdrawDeclaration = (id: number) => json<{ id: number }>(api.delete(`api/cs/declaration-delete/${id}`));
export function useWithdrawDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawDeclaration, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cs', 'declarations'] }) });
}

export type DeclarationQueueStatus = 'pending' | 'handled';
/** GET /api/admin/declarations?status: the operators' queue. */
export const getDeclarationQueue = (status: DeclarationQueueStatus, offset = 0, limit = 20) =>
  json<AdminDeclarationListResponse>(api.get('api/admin/declarations', { searchParams: { status, offset, limit } }));
export const declarationQueueQuery = (status: DeclarationQueueStatus, offset = 0, limit = 20) =>
  queryOptions({ queryKey: ['admin', 'declarations', status, offset, limit] as const, queryFn: () => getDeclarationQueue(status, offset, limit) });
export const useDeclarationQueue = (status: DeclarationQueueStatus, offset = 0, limit = 20) => useQuery({ ...declarationQueueQuery(status, offset, limit), placeholderData: keepPreviousData });

/** PUT /api/admin/declarations/{id}: dismiss, or sanction the member for some days. */
export const decideDeclaration = ({ id, ...body }: { id: number } & DeclarationDecisionBody) => json<AdminDeclaration>(api.put(`api/admin/declarations/${id}`, { json: body }));
export function useDecideDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideDeclaration, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'declarations'] }) });
}
