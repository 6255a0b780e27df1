import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, foreignerSignUpBody, signInResult, signUpBody, signUpError } from '@luvcast/contracts';
import { resolveBrand } from '@luvcast/brand-config';
import type { MemberRow } from '@luvcast/db';
import type { RoutePlugin } from '../../../types';
import { RequestValidationError } from '../../../valibot';
import { meOf } from '../../auth/auth.service';
import { SignUpFailure } from '../account.service';

const DOMESTIC_DOC =
  'Domestic sign-up. nickname is URL-encoded. Identity verification (authKey of a verified, unexpired, unused identity_verifications row of type personal-signup or personal) is required unless a known partner code is given (body partnerCode or the partner_code cookie). The verified name, birthday, gender and phone are copied into the member; the verification is consumed. recommendId is a member login ID or an active partner code (e.g. XIN: stored as the member partner code when no referral partner code is given; it does not waive identity verification). Errors: 400/409 { error, error_msg, code }.';

const FOREIGNER_DOC =
  'Foreigner sign-up (the spec names no path; this is ours). phoneVerificationToken is the token of POST /api/auth/signup/verify-phone: it must be confirmed within 30 minutes and unused; it is consumed and its phone and country code are copied into the member, who is marked is_foreigner. recommendId is a member login ID or an active partner code (e.g. XIN, stored as the member partner code when the partner_code cookie names none). Errors: 400/409 { error, error_msg, code } like the domestic sign-up.';

/** Validation errors and refusals of the sign-up routes answer in the sign-up error shape `{ error, error_msg, code }`. */
function signUpErrorHandler(error: unknown, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestValidationError) {
    // a missing key reports the object's generic issue; name the spec's text for the phone token
    const key = error.issues[0]?.path?.[0]?.key;
    const missingPhone = error.messageKey === 'common.badRequest' && key === 'phoneVerificationToken';
    return reply.failSignUp(missingPhone ? 'auth.phone.verifyFirst' : error.messageKey, 400);
  }
  if (error instanceof SignUpFailure) return reply.failSignUp(error.key, error.status);
  throw error;
}

/**
 * POST /api/auth/signup (domestic) and POST /api/auth/signup/foreigner. Errors answer 400/409
 * `{ error, error_msg, code }`; success signs the new member in (same cookies as sign-in,
 * browser-session ones: keep-me-logged-in is a sign-in choice) and answers `{ result: 'ok', me }`.
 */
const signUpRoutes: RoutePlugin = async (app) => {
  // both routes (this plugin's scope) answer invalid bodies and refusals in the sign-up shape
  app.setErrorHandler(signUpErrorHandler);
  const response = { 200: signInResult, 400: signUpError, 409: signUpError };
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, member: MemberRow, device: string) => {
    reply.setSessionCookies(await app.authService.openSession(member, { brand: resolveBrand(request.host).id, keep: false, device }));
    return { result: 'ok' as const, me: meOf(member) };
  };

  app.post('/api/auth/signup', { schema: { tags: ['auth'], description: DOMESTIC_DOC, body: signUpBody, response } }, async (request, reply) =>
    signedIn(request, reply, await app.accountService.signUp(request.body, request.cookies[COOKIES.partnerCode], resolveBrand(request.host).id), request.body.device),
  );

  app.post('/api/auth/signup/foreigner', { schema: { tags: ['auth'], description: FOREIGNER_DOC, body: foreignerSignUpBody, response } }, async (request, reply) =>
    signedIn(request, reply, await app.accountService.signUpForeigner(request.body, request.cookies[COOKIES.partnerCode], resolveBrand(request.host).id), request.body.device),
  );
};
export default signUpRoutes;
