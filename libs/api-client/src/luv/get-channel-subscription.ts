import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelSubscriptionResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/channels/{id}/subscription: the plans, whether the channel takes subscriptions, the caller's subscription. */
export const getChannelSubscription = (channelId: number) => json<ChannelSubscriptionResponse>(api.get(`api/channels/${channelId}/subscription`));

export const channelSubscriptionQuery = (channelId: number) =>
  queryOptions({ queryKey: ['luv', 'subscriptions', 'channel', channelId] as const, queryFn: () => getChannelSubscription(channelId) });

export const useChannelSubscription = (channelId: number, enabled = true) => useQuery({ ...channelSubscriptionQuery(channelId), enabled });
