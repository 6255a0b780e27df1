import { useMutation } from '@tanstack/react-query';
import type { VerifyPhoneBody, VerifyPhoneResult } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/auth/signup/verify-phone -> `{ token }`, sent later as phoneVerificationToken. */
export const verifyPhone = (body: VerifyPhoneBody) => json<VerifyPhoneResult>(api.post('api/auth/signup/verify-phone', { json: body }));

export const useVerifyPhone = () => useMutation({ mutationFn: verifyPhone });
