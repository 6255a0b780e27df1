import * as v from 'valibot';
import { birthdayField, genderField, nameField, phoneField } from '../fields';

/** What an identity (or phone) verification is for; a flow spends only rows of its own types. */
export const VERIFICATION_TYPES = ['id', 'password', 'personal', 'expire', 'phone', 'personal-signup'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** GET /api/personal-auth?type and GET /api/auth/signup/personal-auth?type: where to open the popup. */
export const personalAuthQuery = v.object({
  type: v.picklist(VERIFICATION_TYPES, 'common.badRequest'),
  origin: v.optional(v.string()),
  redirectUrl: v.optional(v.string()),
});
export type PersonalAuthQuery = v.InferInput<typeof personalAuthQuery>;
export const personalAuthResult = v.object({ result: v.literal('ok'), url: v.string() });
export type PersonalAuthResult = v.InferOutput<typeof personalAuthResult>;

/**
 * POST /api/my/personal-auth: applies the authKey a `personal` identity popup posted back to the
 * signed-in member (PI, name, birthday, gender, phone, adult), spending it once.
 */
export const myPersonalAuthBody = v.object({
  authKey: v.pipe(v.string('auth.identity.invalid'), v.trim(), v.minLength(1, 'auth.identity.invalid'), v.maxLength(200, 'auth.identity.invalid')),
});
export type MyPersonalAuthBody = v.InferInput<typeof myPersonalAuthBody>;
/** The member's verified state afterwards: PI true, and whether the verified birthday makes them an adult. */
export const myPersonalAuthResult = v.object({ result: v.literal('ok'), PI: v.literal(true), isAdult: v.boolean() });
export type MyPersonalAuthResult = v.InferOutput<typeof myPersonalAuthResult>;

/** What the identity popup posts back to its opener (spec §7). */
export interface PersonalAuthMessage {
  result: string;
  redirectUrl?: string;
  authKey?: string;
}

/** POST /dev/identity: the development provider's popup form (never in production). */
export const devIdentityBody = v.object({
  type: v.picklist(VERIFICATION_TYPES, 'common.badRequest'),
  origin: v.string('common.badAccess'),
  redirectUrl: v.optional(v.string(), ''),
  name: nameField,
  birthday: birthdayField,
  gender: genderField,
  phone: phoneField,
  adult: v.optional(v.boolean(), false),
});
export type DevIdentityBody = v.InferInput<typeof devIdentityBody>;
export const devIdentityResult = v.object({ result: v.literal('success'), redirectUrl: v.string(), authKey: v.string() });
export type DevIdentityResult = v.InferOutput<typeof devIdentityResult>;
