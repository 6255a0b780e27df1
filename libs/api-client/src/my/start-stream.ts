import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartStreamBody, StartStreamResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/**
 * POST /api/my/channel/start-stream: saves the live's settings and readies the channel; the live
 * itself starts when the encoder publishes with the stream key. 403 without identity verification.
 */
export const startStream = (body: StartStreamBody) => json<StartStreamResponse>(api.post('api/my/channel/start-stream', { json: body }));

export function useStartStream() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startStream, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my', 'channel'] }) });
}
