import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelStreamResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** How often a live page re-reads the stream (live <-> offline without a reload). */
export const STREAM_POLL_MS = 10_000;

/**
 * GET /api/channels/{id}/stream?option=all(&liveToken): the live's title, owner and sources
 * (`sources[0].url` the HLS master). Offline, unknown or refused: ApiError 400/401/403 whose
 * `code` is one of STREAM_REFUSALS and `msg` the server's text.
 */
export const getChannelStream = (channelId: number, liveToken?: string) =>
  json<ChannelStreamResponse>(api.get(`api/channels/${channelId}/stream`, { searchParams: liveToken ? { option: 'all', liveToken } : { option: 'all' } }));

export const channelStreamQuery = (channelId: number, liveToken?: string) =>
  queryOptions({
    queryKey: ['live', 'stream', channelId, liveToken ?? null] as const,
    queryFn: () => getChannelStream(channelId, liveToken),
    refetchInterval: STREAM_POLL_MS,
    // the page shows the refusal (offline, adult, password) from the error: keep polling through it
    refetchIntervalInBackground: false,
  });

export const useChannelStream = (channelId: number, liveToken?: string) => useQuery(channelStreamQuery(channelId, liveToken));
