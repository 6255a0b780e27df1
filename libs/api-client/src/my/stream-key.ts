import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StreamKeyResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/my/channel/stream-key: the RTMP server URL and the stream key. */
export const getStreamKey = () => json<StreamKeyResponse>(api.get('api/my/channel/stream-key'));
/** POST /api/my/channel/stream-key: a new key; the old one stops working (a live on it is dropped). */
export const regenerateStreamKey = () => json<StreamKeyResponse>(api.post('api/my/channel/stream-key'));

export const streamKeyQuery = () => queryOptions({ queryKey: ['my', 'channel', 'stream-key'] as const, queryFn: getStreamKey });

export const useStreamKey = (enabled = true) => useQuery({ ...streamKeyQuery(), enabled });

export function useRegenerateStreamKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateStreamKey,
    onSuccess: (answer) => queryClient.setQueryData(streamKeyQuery().queryKey, answer),
  });
}
