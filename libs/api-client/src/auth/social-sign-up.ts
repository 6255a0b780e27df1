import { useMutation } from '@tanstack/react-query';
import type { SocialProvider, SocialSignUpBody } from '@luvcast/contracts';
import { api } from '@luvcast/api-core';
import { encodeNickname, signUpCall, useSignedUpEffect } from './sign-up';

/** POST /api/auth/signup/oauth/{provider}: nickname (URL-encoded) plus the provider token from the callback. */
export const socialSignUp = (provider: SocialProvider, body: SocialSignUpBody) =>
  signUpCall(api.post(`api/auth/signup/oauth/${provider}`, { json: encodeNickname(body) }));

export function useSocialSignUp(provider: SocialProvider) {
  const onSuccess = useSignedUpEffect();
  return useMutation({ mutationFn: (body: SocialSignUpBody) => socialSignUp(provider, body), onSuccess });
}
