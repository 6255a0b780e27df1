import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelRegisterResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { myChannelProfileQuery } from './get-my-channel-profile';

/** GET /api/my/chennel-register (the spec's spelling): opens the caller's channel; again: the existing one. */
export const registerChannel = () => json<ChannelRegisterResponse>(api.get('api/my/chennel-register'));

/** A mutation although it is a GET: it creates the channel once; the studio's reads refetch after it. */
export function useRegisterChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerChannel,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myChannelProfileQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: ['my', 'channel'] });
    },
  });
}
