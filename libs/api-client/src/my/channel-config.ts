import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChannelConfig, ChannelConfigUpdate } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/m/channel/config: the caller's channel settings (password: null, hasPassword). */
export const getChannelConfig = () => json<ChannelConfig>(api.get('api/m/channel/config'));
/** PUT /api/m/channel/config: absent fields stay; password '' removes it, null keeps it. */
export const updateChannelConfig = (body: ChannelConfigUpdate) => json<ChannelConfig>(api.put('api/m/channel/config', { json: body }));

export const channelConfigQuery = () => queryOptions({ queryKey: ['my', 'channel', 'config'] as const, queryFn: getChannelConfig });

export const useChannelConfig = (enabled = true) => useQuery({ ...channelConfigQuery(), enabled });

export function useUpdateChannelConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChannelConfig,
    onSuccess: async (config) => {
      queryClient.setQueryData(channelConfigQuery().queryKey, config);
      await queryClient.invalidateQueries({ queryKey: ['my', 'channel', 'profile'] });
    },
  });
}
