import * as v from 'valibot';

/** POST /api/shoppings/useCoupon: a coupon's luv into the wallet, once per member. */
export const useCouponBody = v.object({
  couponNumber: v.pipe(
    v.string('coupon.empty'),
    v.transform((s: string) => s.replace(/[\s-]/g, '')),
    v.nonEmpty('coupon.empty'),
    v.maxLength(32, 'coupon.notFound'),
    v.regex(/^[A-Za-z0-9]+$/, 'coupon.notFound'),
  ),
});
export type UseCouponBody = v.InferOutput<typeof useCouponBody>;

export const useCouponResponse = v.object({ luv: v.number(), luvSum: v.number() });
export type UseCouponResponse = v.InferOutput<typeof useCouponResponse>;
