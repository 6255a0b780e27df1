import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COOKIES,
  foreignerSignUpBody,
  messageText,
  signInResult,
  signUpBody,
  signUpError,
  type MessageKey,
} from '@luvcast/contracts';
import type { Db, NewMember } from '@luvcast/db';
import { hashOpaqueToken, hashPassword } from '@luvcast/server-auth';
import { referralPartnerCode, resolveRecommender, type Recommender } from '../account.service';
import { isAdultBirthday, meOf, openSession } from '../../auth/auth.service';
import type { App, RoutePlugin } from '../../../types';
import { RequestValidationError } from '../../../valibot';

/** Identity verification types a sign-up may spend. */
const SIGNUP_IDENTITY_TYPES = ['personal-signup', 'personal'] as const;
/** Phone verification purposes a foreigner sign-up may spend. */
const SIGNUP_PHONE_PURPOSES = ['signup', 'phone'] as const;

class SignUpFailure extends Error {
  constructor(readonly status: 400 | 409, readonly key: MessageKey) {
    super(key);
  }
}

/** `{ error, error_msg, code }`: the spec's sign-up error field, in the caller's locale. */
function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey) {
  const text = messageText(key, request.locale);
  return reply.code(status).send({ error: text, error_msg: text, code: key });
}

/** Validation errors of the sign-up routes answer in the sign-up error shape too. */
function signUpErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestValidationError) {
    // a missing key reports the object's generic issue; name the spec's text for the phone token
    const key = error.issues[0]?.path?.[0]?.key;
    const missingPhone = error.messageKey === 'common.badRequest' && key === 'phoneVerificationToken';
    return sendFailure(request, reply, 400, missingPhone ? 'auth.phone.verifyFirst' : error.messageKey);
  }
  if (error instanceof SignUpFailure) return sendFailure(request, reply, error.status, error.key);
  throw error;
}

/** ID and nickname free, recommender known (a member or a partner code, see resolveRecommender). */
async function checkUnique(app: App, loginId: string, nickname: string, recommendId: string): Promise<Recommender> {
  if (await app.members.loginIdTaken(loginId)) throw new SignUpFailure(409, 'auth.id.taken');
  if (await app.members.nicknameTaken(nickname)) throw new SignUpFailure(409, 'auth.nickname.taken');
  const recommender = await resolveRecommender(app, recommendId);
  if (!recommender) throw new SignUpFailure(400, 'auth.recommender.notFound');
  return recommender;
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
};

/** Inserts the member (the database opens their wallet with the row) after `spend` consumed the verification. */
async function createMember(app: App, input: NewMember, spend: (tx: Db) => Promise<boolean>, missing: MessageKey) {
  try {
    return await app.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await spend(tx))) throw new SignUpFailure(400, missing);
      return app.members.create(input, tx);
    });
  } catch (e) {
    if (isUniqueViolation(e)) {
      // a concurrent sign-up took the ID or nickname between the check and the insert
      const idTaken = await app.members.loginIdTaken(input.loginId);
      throw new SignUpFailure(409, idTaken ? 'auth.id.taken' : 'auth.nickname.taken');
    }
    throw e;
  }
}

/**
 * POST /api/auth/signup (domestic) and POST /api/auth/signup/foreigner. Errors answer 400/409
 * `{ error, error_msg, code }`; success signs the new member in (same cookies as sign-in) and
 * answers `{ result: 'ok', me }`.
 */
const signUpRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/auth/signup',
    {
      errorHandler: signUpErrorHandler,
      schema: {
        tags: ['auth'],
        description:
          'Domestic sign-up. nickname is URL-encoded. Identity verification (authKey of a verified, unexpired, unused ' +
          'identity_verifications row of type personal-signup or personal) is required unless a known partner code is ' +
          'given (body partnerCode or the partner_code cookie). The verified name, birthday, gender and phone are copied ' +
          'into the member; the verification is consumed. recommendId is a member login ID or an active partner code (e.g. XIN: ' +
          'stored as the member partner code when no referral partner code is given; it does not waive identity verification). Errors: 400/409 { error, error_msg, code }.',
        body: signUpBody,
        response: { 200: signInResult, 400: signUpError, 409: signUpError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const recommender = await checkUnique(app, body.loginId, body.nickname, body.recommendId);

      // only a referral partner code (body or cookie) waives identity verification, not a partner typed as recommender
      const partnerCode = await referralPartnerCode(app, body.partnerCode, request.cookies[COOKIES.partnerCode]);
      const identity = body.authKey
        ? await app.identityVerifications.findUsableByAuthKeyHash(hashOpaqueToken(body.authKey), SIGNUP_IDENTITY_TYPES)
        : undefined;
      if (!identity && !partnerCode) throw new SignUpFailure(400, 'auth.identity.required');

      const passwordHash = await hashPassword(body.password);
      const member = await createMember(
        app,
        {
          loginId: body.loginId,
          passwordHash,
          nickname: body.nickname,
          name: identity?.name ?? body.name.slice(0, 50),
          identityVerified: !!identity,
          gender: identity?.gender ?? null,
          birthday: identity?.birthday ?? null,
          phone: identity?.phone ?? null,
          countryCode: identity?.phone ? 82 : null,
          isAdult: identity ? isAdultBirthday(identity.birthday) : false,
          recommendId: recommender.recommendId,
          partnerCode: partnerCode ?? recommender.partnerCode,
        },
        async (tx) => (identity ? app.identityVerifications.consume(identity.id, tx) : true),
        'auth.identity.required',
      );
      await openSession(app, request, reply, member, { keep: false, device: body.device });
      return { result: 'ok' as const, me: meOf(member) };
    },
  );

  app.post(
    '/api/auth/signup/foreigner',
    {
      errorHandler: signUpErrorHandler,
      schema: {
        tags: ['auth'],
        description:
          'Foreigner sign-up (the spec names no path; this is ours). phoneVerificationToken is the token of POST ' +
          '/api/auth/signup/verify-phone: it must be confirmed within 30 minutes and unused; it is consumed and its ' +
          'phone and country code are copied into the member, who is marked is_foreigner. recommendId is a member login ID or ' +
          'an active partner code (e.g. XIN, stored as the member partner code when the partner_code cookie names none). Errors: 400/409 { error, error_msg, code } like the domestic sign-up.',
        body: foreignerSignUpBody,
        response: { 200: signInResult, 400: signUpError, 409: signUpError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const recommender = await checkUnique(app, body.loginId, body.nickname, body.recommendId);
      const phone = await app.phoneVerificationTokens.findUsableByTokenHash(hashOpaqueToken(body.phoneVerificationToken), SIGNUP_PHONE_PURPOSES);
      if (!phone) throw new SignUpFailure(400, 'auth.phone.verifyFirst');

      const passwordHash = await hashPassword(body.password);
      const partnerCode = await referralPartnerCode(app, request.cookies[COOKIES.partnerCode]);
      const member = await createMember(
        app,
        {
          loginId: body.loginId,
          passwordHash,
          nickname: body.nickname,
          name: body.name,
          gender: body.gender,
          birthday: body.birthday,
          phone: phone.phone,
          countryCode: phone.countryCode,
          isForeigner: true,
          recommendId: recommender.recommendId,
          partnerCode: partnerCode ?? recommender.partnerCode,
        },
        (tx) => app.phoneVerificationTokens.consume(phone.id, tx),
        'auth.phone.verifyFirst',
      );
      await openSession(app, request, reply, member, { keep: false, device: body.device });
      return { result: 'ok' as const, me: meOf(member) };
    },
  );
};
export default signUpRoutes;
