import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type GiftSubscriptionBody, type SubscribeBody, type SubscriptionActionResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { luvSumQuery } from './get-luv-sum';

/** POST /api/my/subscriptions: subscribes with a plan (700 one month, 701 three months); the key makes a retry charge once. */
export const subscribe = (body: SubscribeBody, idempotencyKey: string) =>
  json<SubscriptionActionResponse>(api.post('api/my/subscriptions', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));

/** POST /api/my/subscriptions/gift: one month of a channel for another member (704). */
export const giveSubscription = (body: GiftSubscriptionBody, idempotencyKey: string) =>
  json<SubscriptionActionResponse>(api.post('api/my/subscriptions/gift', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));

/** POST /api/my/subscriptions/{id}/use: uses a given subscription. */
export const redeemGivenSubscription = (subscriptionId: number) => json<SubscriptionActionResponse>(api.post(`api/my/subscriptions/${subscriptionId}/use`));

/** POST /api/my/subscriptions/{id}/renewal-cancel | renewal-resume */
export const changeRenewal = (subscriptionId: number, action: 'cancel' | 'resume') =>
  json<SubscriptionActionResponse>(api.post(`api/my/subscriptions/${subscriptionId}/renewal-${action}`));

/** After any change: the balance takes the answer, every subscription read is fetched again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return async (answer: SubscriptionActionResponse) => {
    queryClient.setQueryData(luvSumQuery().queryKey, { luvSum: answer.luvSum });
    await queryClient.invalidateQueries({ queryKey: ['luv', 'subscriptions'] });
  };
}

export function useSubscribe() {
  const onSuccess = useAfterChange();
  return useMutation({ mutationFn: ({ body, idempotencyKey }: { body: SubscribeBody; idempotencyKey: string }) => subscribe(body, idempotencyKey), onSuccess });
}

export function useGiveSubscription() {
  const onSuccess = useAfterChange();
  return useMutation({ mutationFn: ({ body, idempotencyKey }: { body: GiftSubscriptionBody; idempotencyKey: string }) => giveSubscription(body, idempotencyKey), onSuccess });
}

export function useRedeemGivenSubscription() {
  const onSuccess = useAfterChange();
  return useMutation({ mutationFn: (subscriptionId: number) => redeemGivenSubscription(subscriptionId), onSuccess });
}

export function useChangeRenewal() {
  const onSuccess = useAfterChange();
  return useMutation({ mutationFn: ({ subscriptionId, action }: { subscriptionId: number; action: 'cancel' | 'resume' }) => changeRenewal(subscriptionId, action), onSuccess });
}
