import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StopStreamResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/my/channel/stop-stream: ends the live (if any) and drops the encoder. */
export const stopStream = () => json<StopStreamResponse>(api.post('api/my/channel/stop-stream'));

export function useStopStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopStream,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['my', 'channel'] });
      await queryClient.invalidateQueries({ queryKey: ['live'] });
    },
  });
}
