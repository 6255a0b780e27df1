import { useMutation } from '@tanstack/react-query';
import type { SendPhoneVerificationBody } from '@luvcast/contracts';
import { api, json } from '../client';

/** POST /v2/api/auth/signup/send-phone-verification (captcha solved first). */
export const sendPhoneVerification = (body: SendPhoneVerificationBody) => json<unknown>(api.post('v2/api/auth/signup/send-phone-verification', { json: body }));

export const useSendPhoneVerification = () => useMutation({ mutationFn: sendPhoneVerification });
