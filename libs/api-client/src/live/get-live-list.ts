import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelCardPage, LiveListQuery } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** The home page's refresh of who is live. */
export const LIVE_LIST_POLL_MS = 10_000;

type LiveListFilter = Pick<LiveListQuery, 'theme' | 'keyword'> & { offset?: number; limit?: number };

/** GET /api/lives?theme&keyword&offset&limit: who is live now on this brand, most viewers first. */
export const getLiveList = ({ theme, keyword, offset = 0, limit = 20 }: LiveListFilter = {}) =>
  json<ChannelCardPage>(
    api.get('api/lives', {
      searchParams: { offset, limit, ...(theme ? { theme } : {}), ...(keyword ? { keyword } : {}) },
    }),
  );

export const liveListQuery = (filter: LiveListFilter = {}) =>
  queryOptions({
    queryKey: ['live', 'lives', filter.theme ?? null, filter.keyword ?? null, filter.offset ?? 0, filter.limit ?? 20] as const,
    queryFn: () => getLiveList(filter),
    refetchInterval: LIVE_LIST_POLL_MS,
    placeholderData: keepPreviousData,
  });

export const useLiveList = (filter: LiveListFilter = {}) => useQuery(liveListQuery(filter));
