import * as v from 'valibot';

/** GET /v2/api/guest/payment-failure: the caller's failed payments (status 6 wrong deposit, 7 cancelled, 8 approval error). */
export const paymentFailureResult = v.object({ list: v.array(v.object({ paymentId: v.string(), status: v.number(), amount: v.number(), createdAt: v.string() })) });
export type PaymentFailureResult = v.InferOutput<typeof paymentFailureResult>;
