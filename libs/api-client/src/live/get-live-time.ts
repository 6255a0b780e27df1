import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveTimeResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/channels/{id}/live-time: when the current live started, seconds on air, the last live's end. */
export const getLiveTime = (channelId: number) => json<LiveTimeResponse>(api.get(`api/channels/${channelId}/live-time`));

export const liveTimeQuery = (channelId: number) =>
  queryOptions({ queryKey: ['live', 'live-time', channelId] as const, queryFn: () => getLiveTime(channelId), refetchInterval: 60_000 });

export const useLiveTime = (channelId: number) => useQuery(liveTimeQuery(channelId));
