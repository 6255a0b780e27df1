import { errorBody, verifyPhoneResult } from '@luvcast/contracts';
import { verifyPhoneBody } from '@luvcast/contracts/phone-number';
import type { RoutePlugin } from '../../../types';

/** POST /api/auth/signup/verify-phone -> `{ token }` (spent later as phoneVerificationToken); a wrong code 400 auth.phone.codeInvalid. */
const verifyPhoneRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/auth/signup/verify-phone',
    { schema: { tags: ['auth'], body: verifyPhoneBody, response: { 200: verifyPhoneResult, 400: errorBody } } },
    async (request, reply) => {
      const token = await app.verificationService.confirmPhoneCode(request.body);
      if (!token) return reply.fail('auth.phone.codeInvalid', 400, { code: false });
      return { token };
    },
  );
};
export default verifyPhoneRoutes;
