import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInBody, SignInResult } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { api, json } from '@luvcast/api-core';
import { profileQuery } from '../my/get-profile';

/** POST /v2/api/auth/signin; failures are ApiError (401 msg '' / msg, 423 blocked, 400 msg+code). */
export const signIn = (body: SignInBody) => json<SignInResult>(api.post('v2/api/auth/signin', { json: body }));

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (result) => {
      useSessionStore.getState().setMe(result.me);
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
