import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type ExchangeApplyResponse, type ExchangeRateResponse, type ExchangeStatusResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { luvSumQuery } from './get-luv-sum';

/** GET /api/events/exchange/rate: the exchange event's terms. */
export const getExchangeRate = () => json<ExchangeRateResponse>(api.get('api/events/exchange/rate'));
export const exchangeRateQuery = () => queryOptions({ queryKey: ['luv', 'exchange', 'rate'] as const, queryFn: getExchangeRate });
export const useExchangeRate = () => useQuery(exchangeRateQuery());

/** GET /api/events/exchange/amount/now: exchanged so far by everyone and what is left. */
export const getExchangeNow = () => json<{ eventId: number; now: number; remaining: number }>(api.get('api/events/exchange/amount/now'));
export const exchangeNowQuery = () => queryOptions({ queryKey: ['luv', 'exchange', 'now'] as const, queryFn: getExchangeNow });
export const useExchangeNow = () => useQuery(exchangeNowQuery());

/** GET /api/events/exchange/status: the event's state and the caller's part in it. */
export const getExchangeStatus = () => json<ExchangeStatusResponse>(api.get('api/events/exchange/status'));
export const exchangeStatusQuery = () => queryOptions({ queryKey: ['luv', 'exchange', 'status'] as const, queryFn: getExchangeStatus });
export const useExchangeStatus = () => useQuery(exchangeStatusQuery());

/** POST /api/events/exchange/apply {amount} (the key makes a retry exchange once). */
export const applyExchange = (amount: number, idempotencyKey: string) =>
  json<ExchangeApplyResponse>(api.post('api/events/exchange/apply', { json: { amount }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));

export function useApplyExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) => applyExchange(amount, idempotencyKey),
    onSuccess: async (answer) => {
      queryClient.setQueryData(luvSumQuery().queryKey, { luvSum: answer.luvSum });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['luv', 'exchange'] }), queryClient.invalidateQueries({ queryKey: ['luv', 'gifts'] })]);
    },
  });
}
