import { useMutation } from '@tanstack/react-query';
import type { PhoneCodeSentResult, SendPhoneVerificationBody } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /v2/api/auth/signup/send-phone-verification (captcha solved first). */
export const sendPhoneVerification = (body: SendPhoneVerificationBody) =>
  json<PhoneCodeSentResult>(api.post('v2/api/auth/signup/send-phone-verification', { json: body }));

export const useSendPhoneVerification = () => useMutation({ mutationFn: sendPhoneVerification });
