import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyChannelProfileResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/my/channel/profile: the caller's channel (null before chennel-register), PI and whether they may go live. */
export const getMyChannelProfile = () => json<MyChannelProfileResponse>(api.get('api/my/channel/profile'));

export const myChannelProfileQuery = () =>
  queryOptions({ queryKey: ['my', 'channel', 'profile'] as const, queryFn: getMyChannelProfile, refetchInterval: 10_000 });

export const useMyChannelProfile = () => useQuery(myChannelProfileQuery());
