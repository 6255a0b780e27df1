import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentReceipt } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/shoppings/payments/{id}/receipt: the receipt of an approved payment. */
export const getPaymentReceipt = (paymentId: string) => json<PaymentReceipt>(api.get(`api/shoppings/payments/${encodeURIComponent(paymentId)}/receipt`));

export const paymentReceiptQuery = (paymentId: string) => queryOptions({ queryKey: ['luv', 'receipt', paymentId] as const, queryFn: () => getPaymentReceipt(paymentId), staleTime: Infinity });

export const usePaymentReceipt = (paymentId: string) => useQuery(paymentReceiptQuery(paymentId));
