import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelingSwitching } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/guest/channeling-switching: the platform switches of this host's brand (brand defaults minus what operators switched off). */
export const getChannelingSwitching = () => json<ChannelingSwitching>(api.get('api/guest/channeling-switching'));

export const channelingSwitchingQuery = () =>
  queryOptions({ queryKey: ['guest', 'channeling-switching'] as const, queryFn: getChannelingSwitching, staleTime: 60_000 });

export const useChannelingSwitching = () => useQuery(channelingSwitchingQuery());
