import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelSubscriptionListResponse, SubscriptionListResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/my/subscription-list?offset&limit: the caller's subscriptions, the ones in force first. */
export const getSubscriptions = (offset = 0, limit = 10) => json<SubscriptionListResponse>(api.get('api/my/subscription-list', { searchParams: { offset, limit } }));
export const subscriptionsQuery = (offset = 0, limit = 10) => queryOptions({ queryKey: ['luv', 'subscriptions', 'mine', offset, limit] as const, queryFn: () => getSubscriptions(offset, limit) });
export const useSubscriptions = (offset = 0, limit = 10) => useQuery({ ...subscriptionsQuery(offset, limit), placeholderData: keepPreviousData });

/** GET /api/my/channel-subscription-list?offset&limit: who subscribes to the caller's channel. */
export const getChannelSubscribers = (offset = 0, limit = 10) =>
  json<ChannelSubscriptionListResponse>(api.get('api/my/channel-subscription-list', { searchParams: { offset, limit } }));
export const channelSubscribersQuery = (offset = 0, limit = 10) =>
  queryOptions({ queryKey: ['luv', 'subscriptions', 'subscribers', offset, limit] as const, queryFn: () => getChannelSubscribers(offset, limit) });
export const useChannelSubscribers = (offset = 0, limit = 10, enabled = true) => useQuery({ ...channelSubscribersQuery(offset, limit), placeholderData: keepPreviousData, enabled });
