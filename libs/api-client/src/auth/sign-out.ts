import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResult } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { api, json } from '@luvcast/api-core';
import { profileQuery } from '../my/get-profile';

/** POST /api/auth/signout */
export const signOut = () => json<OkResult>(api.post('api/auth/signout'));

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      useSessionStore.getState().setMe(null);
      queryClient.setQueryData(profileQuery().queryKey, null);
      // everything member-specific is stale now
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'my' });
    },
  });
}
