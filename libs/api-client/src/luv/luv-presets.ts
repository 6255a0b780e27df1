import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LuvPresetResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/channels/{id}/luv-preset: the channel's quick gift amounts. */
export const getLuvPresets = (channelId: number) => json<LuvPresetResponse>(api.get(`api/channels/${channelId}/luv-preset`));

export const luvPresetsQuery = (channelId: number) => queryOptions({ queryKey: ['luv', 'presets', channelId] as const, queryFn: () => getLuvPresets(channelId), staleTime: 60_000 });

export const useLuvPresets = (channelId: number) => useQuery(luvPresetsQuery(channelId));

/** POST /api/my/channel/luv-preset {presets}: the caller's channel's quick gift amounts. */
export const setLuvPresets = (presets: number[]) => json<LuvPresetResponse>(api.post('api/my/channel/luv-preset', { json: { presets } }));

/** Saves the amounts; the channel's read takes the answer. */
export function useSetLuvPresets() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setLuvPresets, onSuccess: (answer) => queryClient.setQueryData(luvPresetsQuery(answer.channelId).queryKey, answer) });
}
