import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelCardPage } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/channels/search?keyword&offset&limit: channels whose nickname, login ID or title contains the keyword. */
export const searchChannels = (keyword: string, offset = 0, limit = 20) =>
  json<ChannelCardPage>(api.get('api/channels/search', { searchParams: { keyword, offset, limit } }));

export const channelSearchQuery = (keyword: string, offset = 0, limit = 20) =>
  queryOptions({
    queryKey: ['live', 'search', keyword, offset, limit] as const,
    queryFn: () => searchChannels(keyword, offset, limit),
    enabled: keyword.trim() !== '',
  });

export const useChannelSearch = (keyword: string, offset = 0, limit = 20) => useQuery(channelSearchQuery(keyword, offset, limit));
