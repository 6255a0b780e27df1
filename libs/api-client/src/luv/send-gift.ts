import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type sendGiftBody, type SendGiftResponse } from '@luvcast/contracts';
import type * as v from 'valibot';
import { api, json } from '@luvcast/api-core';
import { luvSumQuery } from './get-luv-sum';

export type SendGiftInput = v.InferInput<typeof sendGiftBody>;

/** POST /api/lives/gift: luv to a channel's broadcaster (the key makes a retried gift go once). */
export const sendGift = (body: SendGiftInput, idempotencyKey: string) =>
  json<SendGiftResponse>(api.post('api/lives/gift', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));

/** Sends a gift; the balance takes the answer, the sent lists are read again. */
export function useSendGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SendGiftInput; idempotencyKey: string }) => sendGift(body, idempotencyKey),
    onSuccess: async (answer) => {
      queryClient.setQueryData(luvSumQuery().queryKey, { luvSum: answer.luvSum });
      await queryClient.invalidateQueries({ queryKey: ['luv', 'gifts'] });
    },
  });
}
