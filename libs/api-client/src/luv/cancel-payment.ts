import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type PaymentView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { luvSumQuery } from './get-luv-sum';
import { paymentQuery } from './get-payment';

/** GET /api/shoppings/flax/payments-cancel?paymentId: cancels (the original service's GET), answers the payment. */
export const cancelPayment = (paymentId: string, idempotencyKey: string) =>
  json<PaymentView>(api.get('api/shoppings/flax/payments-cancel', { searchParams: { paymentId }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));

/** Cancels; the payment takes the answer, the balance and the payment lists are read again. */
export function useCancelPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => cancelPayment(paymentId, idempotencyKey),
    onSuccess: async (payment) => {
      queryClient.setQueryData(paymentQuery(paymentId).queryKey, payment);
      await Promise.all([queryClient.invalidateQueries({ queryKey: luvSumQuery().queryKey }), queryClient.invalidateQueries({ queryKey: ['luv', 'payments'] })]);
    },
  });
}
