import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type createPaymentBody, type CreatePaymentResponse } from '@luvcast/contracts';
import type * as v from 'valibot';
import { api, json } from '@luvcast/api-core';

export type CreatePaymentInput = v.InferInput<typeof createPaymentBody>;

/** POST /api/shoppings/payments: readies the payment at the gateway; the browser then goes to `checkoutUrl`. */
export const createPayment = (body: CreatePaymentInput, idempotencyKey: string) =>
  json<CreatePaymentResponse>(api.post('api/shoppings/payments', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));

export const useCreatePayment = () =>
  useMutation({ mutationFn: ({ body, idempotencyKey }: { body: CreatePaymentInput; idempotencyKey: string }) => createPayment(body, idempotencyKey) });
