import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorBody, SignInResult, SignUpBody, SignUpError } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { profileQuery } from '../my/get-profile';
import { api, ApiError, toApiError, HTTPError, type ResponsePromise } from '@luvcast/api-core';

/**
 * Sign-up calls answer failures with `{ error, error_msg? }` (spec §7): the ApiError's msg is
 * `error_msg` when given, else `error`, so the 알림 alert can show the server's text.
 */
export async function signUpCall(call: ResponsePromise): Promise<SignInResult> {
  try {
    const response = await call;
    const text = await response.text();
    const body = text ? JSON.parse(text) : {};
    if (body && typeof body === 'object' && typeof body.error === 'string' && body.error) {
      throw new ApiError(response.status, body.error_msg || body.error, body.code);
    }
    return body as SignInResult;
  } catch (error) {
    if (error instanceof HTTPError) {
      const body: Partial<SignUpError & ErrorBody> = await error.response
        .clone()
        .json()
        .catch(() => ({}));
      const msg = body.error_msg || body.error || body.msg || '';
      return Promise.reject(new ApiError(error.response.status, msg, body.code));
    }
    throw await toApiError(error);
  }
}

/** The nickname is URL-encoded on the wire (spec §3). */
export const encodeNickname = <T extends { nickname: string }>(body: T): T => ({ ...body, nickname: encodeURIComponent(body.nickname) });

/** POST /api/auth/signup (domestic). */
export const signUp = (body: SignUpBody) => signUpCall(api.post('api/auth/signup', { json: encodeNickname(body) }));

/** A successful sign-up signs the new member in (`{ result: 'ok', me }`): the session store and profile follow. */
export function useSignedUpEffect() {
  const queryClient = useQueryClient();
  return async (body: SignInResult) => {
    if (body.me) useSessionStore.getState().setMe(body.me);
    await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
  };
}

export function useSignUp() {
  const onSuccess = useSignedUpEffect();
  return useMutation({ mutationFn: signUp, onSuccess });
}
