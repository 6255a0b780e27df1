import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyChannelsPage } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { LIVE_LIST_POLL_MS } from '../live/get-live-list';

/** GET /api/my/streams/subscriptions?offset&limit: the channels the caller follows, live ones first (most viewers), 20 by default. Members only. */
export const getFollowedChannels = (offset = 0, limit = 20) =>
  json<MyChannelsPage>(api.get('api/my/streams/subscriptions', { searchParams: { offset, limit } }));

/** Refetched every 10 s like the home page's live list (live badges, viewers); a follow or unfollow invalidates ['my', 'streams']. */
export const followedChannelsQuery = (offset = 0, limit = 20) =>
  queryOptions({
    queryKey: ['my', 'streams', 'subscriptions', offset, limit] as const,
    queryFn: () => getFollowedChannels(offset, limit),
    refetchInterval: LIVE_LIST_POLL_MS,
    placeholderData: keepPreviousData,
  });

/** `enabled` false for a guest (the call answers 401). */
export const useFollowedChannels = (offset = 0, limit = 20, enabled = true) => useQuery({ ...followedChannelsQuery(offset, limit), enabled });
