import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentListResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/shoppings/flax/payments?offset&limit: the member's payments, newest first. */
export const getPayments = (offset = 0, limit = 10) => json<PaymentListResponse>(api.get('api/shoppings/flax/payments', { searchParams: { offset, limit } }));

export const paymentsQuery = (offset = 0, limit = 10) => queryOptions({ queryKey: ['luv', 'payments', offset, limit] as const, queryFn: () => getPayments(offset, limit) });

export const usePayments = (offset = 0, limit = 10) => useQuery({ ...paymentsQuery(offset, limit), placeholderData: keepPreviousData });
