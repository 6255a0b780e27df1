import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelPageResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/channels/{id}/channel-page: the channel, notices, latest VODs, the caller's relation, subscribers, live start. */
export const getChannelPage = (channelId: number) => json<ChannelPageResponse>(api.get(`api/channels/${channelId}/channel-page`));

export const channelPageQuery = (channelId: number) =>
  queryOptions({
    queryKey: ['live', 'channel-page', channelId] as const,
    queryFn: () => getChannelPage(channelId),
    // live <-> offline on the channel page without a reload
    refetchInterval: 10_000,
  });

export const useChannelPage = (channelId: number) => useQuery(channelPageQuery(channelId));
