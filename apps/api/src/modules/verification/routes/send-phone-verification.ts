import { errorBody, messageText, phoneCodeSentResult } from '@luvcast/contracts';
import { sendPhoneVerificationBody } from '@luvcast/contracts/phone-number';
import { isRefusal } from '../../../plugins/app/errors';
import type { RoutePlugin } from '../../../types';

/**
 * POST /v2/api/auth/signup/send-phone-verification: the body schema refuses a number no SMS
 * reaches (400 auth.phone.empty, before anything is spent) and hands the handler the number
 * canonical (82 + 1012345678, whatever national form was typed). Who gets a code and which
 * limits apply: verificationService.sendPhoneCode.
 */
const sendPhoneVerificationRoutes: RoutePlugin = async (app) => {
  app.post(
    '/v2/api/auth/signup/send-phone-verification',
    { schema: { tags: ['auth'], body: sendPhoneVerificationBody, response: { 200: phoneCodeSentResult, 400: errorBody, 401: errorBody, 429: errorBody } } },
    async (request, reply) => {
      const outcome = await app.verificationService.sendPhoneCode({ ...request.body, ip: request.ip }, () => app.identify(request), request.log);
      if (isRefusal(outcome)) return reply.fail(outcome);
      return { result: 'ok' as const, msg: messageText('auth.phone.sent', request.locale) };
    },
  );
};
export default sendPhoneVerificationRoutes;
