import * as v from 'valibot';
import { countryCodeField, phoneField, verificationCodeField } from '../fields';

/** What a phone verification is for: sign-up, or the find ID / find password / withdrawal flows. */
export const PHONE_PURPOSES = ['signup', 'id', 'password', 'expire'] as const;
export type PhonePurpose = (typeof PHONE_PURPOSES)[number];

/**
 * POST /v2/api/auth/signup/send-phone-verification, field by field. The route validates with
 * `sendPhoneVerificationBody` of `@luvcast/contracts/phone-number`, which adds the number rule.
 */
export const sendPhoneVerificationFields = v.object({
  countryCode: countryCodeField,
  phone: phoneField,
  captchaToken: v.pipe(v.string('auth.captcha.incomplete'), v.nonEmpty('auth.captcha.incomplete')),
  /** ours (the spec's fields stay as they are): what the code is for; signup when absent */
  purpose: v.optional(v.picklist(PHONE_PURPOSES, 'common.badRequest'), 'signup'),
  /** ours: the member whose phone it must be, for purpose password (expire uses the signed-in member) */
  loginId: v.optional(v.pipe(v.string('auth.id.empty'), v.trim(), v.maxLength(15, 'auth.id.pattern'))),
});
export type SendPhoneVerificationBody = v.InferInput<typeof sendPhoneVerificationFields>;

/**
 * POST /api/auth/signup/verify-phone -> `{ token }` used as phoneVerificationToken, field by field
 * (the route's `verifyPhoneBody` of `@luvcast/contracts/phone-number` looks the number up canonical).
 */
export const verifyPhoneFields = v.object({
  phone: phoneField,
  code: verificationCodeField,
  countryCode: v.optional(countryCodeField, 82),
  /** ours: the purpose the code was sent for (signup when absent) */
  purpose: v.optional(v.picklist(PHONE_PURPOSES, 'common.badRequest'), 'signup'),
});
export type VerifyPhoneBody = v.InferInput<typeof verifyPhoneFields>;
export const verifyPhoneResult = v.object({ token: v.string() });
export type VerifyPhoneResult = v.InferOutput<typeof verifyPhoneResult>;

/** The send call's success: `{ result: 'ok', msg: 인증번호가 발송되었습니다. }` in the caller's locale. */
export const phoneCodeSentResult = v.object({ result: v.literal('ok'), msg: v.string() });
export type PhoneCodeSentResult = v.InferOutput<typeof phoneCodeSentResult>;

/**
 * GET /api/dev/sms-outbox (development only): the latest code the development SMS sender "sent"
 * to a number. Its query, looked up canonical, is `smsOutboxQuery` of `@luvcast/contracts/phone-number`.
 */
export const smsOutboxEntry = v.object({ countryCode: v.number(), phone: v.string(), code: v.string(), text: v.string(), sentAt: v.string() });
export type SmsOutboxEntry = v.InferOutput<typeof smsOutboxEntry>;
