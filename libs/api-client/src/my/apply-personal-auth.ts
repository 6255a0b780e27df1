import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyPersonalAuthBody, MyPersonalAuthResult } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { profileQuery } from './get-profile';

/**
 * POST /api/my/personal-auth: applies the authKey of a completed `personal` identity popup to the
 * signed-in member (PI true). Refusals (spent, expired, another purpose or member, already
 * verified) come as ApiError with the API's Korean msg.
 */
export const applyPersonalAuth = (body: MyPersonalAuthBody) => json<MyPersonalAuthResult>(api.post('api/my/personal-auth', { json: body }));

/**
 * The mutation of applyPersonalAuth; on success every read that depends on PI refetches: the
 * profile, the studio's channel reads and the live stream reads (an adult live refused for want of
 * identity verification opens now).
 */
export function useApplyPersonalAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPersonalAuth,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['my', 'channel'] }),
        queryClient.invalidateQueries({ queryKey: ['live', 'stream'] }),
      ]);
    },
  });
}
