import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type UseCouponResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { luvSumQuery } from './get-luv-sum';

/** POST /api/shoppings/useCoupon {couponNumber}: the coupon's luv and the new balance. */
export const redeemCoupon = (couponNumber: string, idempotencyKey: string) =>
  json<UseCouponResponse>(api.post('api/shoppings/useCoupon', { json: { couponNumber }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));

/** Uses a coupon; the balance takes the answer. */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponNumber, idempotencyKey }: { couponNumber: string; idempotencyKey: string }) => redeemCoupon(couponNumber, idempotencyKey),
    onSuccess: (answer) => queryClient.setQueryData(luvSumQuery().queryKey, { luvSum: answer.luvSum }),
  });
}
