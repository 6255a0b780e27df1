import { useMutation } from '@tanstack/react-query';
import type { ForeignerSignUpBody } from '@luvcast/contracts';
import { api } from '@luvcast/api-core';
import { encodeNickname, signUpCall, useSignedUpEffect } from './sign-up';

/** POST /api/auth/signup/foreigner (nickname URL-encoded, birthday yyyy-MM-dd). */
export const signUpForeigner = (body: ForeignerSignUpBody) => signUpCall(api.post('api/auth/signup/foreigner', { json: encodeNickname(body) }));

export function useSignUpForeigner() {
  const onSuccess = useSignedUpEffect();
  return useMutation({ mutationFn: signUpForeigner, onSuccess });
}
