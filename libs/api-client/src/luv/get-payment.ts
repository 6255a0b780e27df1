import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_STATUS, type PaymentView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** Statuses that still change without the buyer (confirm on its way, a deposit awaited). */
const PENDING: readonly number[] = [PAYMENT_STATUS.waiting, PAYMENT_STATUS.requested, PAYMENT_STATUS.inProgress];
export const PAYMENT_POLL_MS = 3000;

/** GET /api/shoppings/payments/{id}: one of the member's payments. */
export const getPayment = (paymentId: string) => json<PaymentView>(api.get(`api/shoppings/payments/${encodeURIComponent(paymentId)}`));

export const paymentQuery = (paymentId: string) => queryOptions({ queryKey: ['luv', 'payment', paymentId] as const, queryFn: () => getPayment(paymentId) });

/** The payment, read again every 3 s while it is pending (a virtual account's deposit arrives by itself). */
export const usePayment = (paymentId: string) =>
  useQuery({ ...paymentQuery(paymentId), refetchInterval: (q) => (q.state.data && PENDING.includes(q.state.data.status) ? PAYMENT_POLL_MS : false) });
