import * as v from 'valibot';
import { passwordField } from '../fields';

const loginIdParam = v.pipe(v.string(), v.trim(), v.nonEmpty('auth.id.empty'), v.maxLength(15, 'auth.id.pattern'));
/** What proves the person: an identity result (authKey) or a confirmed phone verification (phoneVerificationToken). */
const proof = {
  authKey: v.optional(v.pipe(v.string(), v.maxLength(200, 'common.badRequest'))),
  phoneVerificationToken: v.optional(v.pipe(v.string(), v.maxLength(200, 'common.badRequest'))),
};

/** GET /api/auth/signin/find?loginId&type: which verification the find flow of this login ID takes. */
export const signInFindQuery = v.object({
  loginId: v.optional(v.pipe(v.string(), v.maxLength(15, 'auth.id.pattern'))),
  type: v.picklist(['id', 'password'], 'common.badRequest'),
});
export type SignInFindQuery = v.InferInput<typeof signInFindQuery>;
export const signInFindResult = v.object({ result: v.literal('ok'), verification: v.picklist(['identity', 'phone']) });
export type SignInFindResult = v.InferOutput<typeof signInFindResult>;

/** POST /api/auth/signin/find-id/confirm */
export const findIdConfirmBody = v.object({ type: v.optional(v.literal('id'), 'id'), ...proof });
export type FindIdConfirmBody = v.InferInput<typeof findIdConfirmBody>;
export const findIdConfirmResult = v.object({ result: v.literal('ok'), loginIds: v.array(v.string()) });
export type FindIdConfirmResult = v.InferOutput<typeof findIdConfirmResult>;

/** POST /api/auth/signin/find-password/confirm -> an authToken for PUT /api/oauth/password. */
export const findPasswordConfirmBody = v.object({ type: v.optional(v.literal('password'), 'password'), loginId: loginIdParam, ...proof });
export type FindPasswordConfirmBody = v.InferInput<typeof findPasswordConfirmBody>;
export const findPasswordConfirmResult = v.object({ result: v.literal('ok'), authToken: v.string(), expiresIn: v.number() });
export type FindPasswordConfirmResult = v.InferOutput<typeof findPasswordConfirmResult>;

/** PUT /api/oauth/password */
export const passwordResetBody = v.object({
  loginId: v.pipe(v.string(), v.maxLength(15, 'common.badRequest')),
  authToken: v.pipe(v.string(), v.nonEmpty('auth.resetToken.invalid'), v.maxLength(2000, 'auth.resetToken.invalid')),
  password: passwordField(15),
});
export type PasswordResetBody = v.InferInput<typeof passwordResetBody>;

/** POST /api/auth/expire: the signed-in member's own login ID plus a proof. */
export const expireBody = v.object({ loginId: loginIdParam, ...proof });
export type ExpireBody = v.InferInput<typeof expireBody>;
