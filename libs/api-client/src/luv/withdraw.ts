import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type WaitingResponse, type WithdrawalListResponse, type WithdrawalView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/luv/withdraw {amount}: applies for a withdrawal (the luv are held). */
export const requestWithdrawal = (amount: number, idempotencyKey: string) =>
  json<WithdrawalView>(api.post('api/luv/withdraw', { json: { amount }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));

/** GET /api/luv/withdraw-cancel?withdrawId: cancels one not processed yet (the original service's GET). */
export const cancelWithdrawal = (withdrawId: number, idempotencyKey: string) =>
  json<WithdrawalView>(api.get('api/luv/withdraw-cancel', { searchParams: { withdrawId }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));

/** GET /api/luv/withdraw-list?offset&limit. */
export const getWithdrawals = (offset = 0, limit = 10) => json<WithdrawalListResponse>(api.get('api/luv/withdraw-list', { searchParams: { offset, limit } }));
export const withdrawalsQuery = (offset = 0, limit = 10) => queryOptions({ queryKey: ['luv', 'withdrawals', offset, limit] as const, queryFn: () => getWithdrawals(offset, limit) });
export const useWithdrawals = (offset = 0, limit = 10) => useQuery({ ...withdrawalsQuery(offset, limit), placeholderData: keepPreviousData });

/** GET /api/luv/waiting: luv held by withdrawals not paid yet. */
export const getWaiting = () => json<WaitingResponse>(api.get('api/luv/waiting'));
export const waitingQuery = () => queryOptions({ queryKey: ['luv', 'withdrawals', 'waiting'] as const, queryFn: getWaiting });
export const useWaiting = () => useQuery(waitingQuery());

/** After a withdrawal changed: the earnings, the lists and what is waiting are read again. */
function useRefreshAfterWithdrawal() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ['luv', 'withdrawals'] }), queryClient.invalidateQueries({ queryKey: ['luv', 'gifts'] })]);
}

export function useRequestWithdrawal() {
  const refresh = useRefreshAfterWithdrawal();
  return useMutation({ mutationFn: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) => requestWithdrawal(amount, idempotencyKey), onSuccess: refresh });
}

export function useCancelWithdrawal() {
  const refresh = useRefreshAfterWithdrawal();
  return useMutation({ mutationFn: ({ withdrawId, idempotencyKey }: { withdrawId: number; idempotencyKey: string }) => cancelWithdrawal(withdrawId, idempotencyKey), onSuccess: refresh });
}
