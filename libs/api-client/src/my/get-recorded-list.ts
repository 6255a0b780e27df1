import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StreamPage } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/my/streams/recorded-stream-list?channelId&offset&limit: a channel's VODs, newest first (2 by default). */
export const getRecordedList = (channelId: number, offset = 0, limit = 2) =>
  json<StreamPage>(api.get('api/my/streams/recorded-stream-list', { searchParams: { channelId, offset, limit } }));

export const recordedListQuery = (channelId: number, offset = 0, limit = 2) =>
  queryOptions({ queryKey: ['live', 'recorded', channelId, offset, limit] as const, queryFn: () => getRecordedList(channelId, offset, limit) });

/** Members only (401 for guests): `enabled` false for a guest, whose pages use the channel page's VODs. */
export const useRecordedList = (channelId: number, offset = 0, limit = 2, enabled = true) => useQuery({ ...recordedListQuery(channelId, offset, limit), enabled });
