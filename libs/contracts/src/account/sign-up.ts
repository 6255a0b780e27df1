import * as v from 'valibot';
import { DEVICES } from '../constants';
import {
  birthdayField,
  genderField,
  loginIdField,
  nameField,
  nicknameField,
  nicknameWireField,
  passwordField,
  recommendIdField,
} from '../fields';

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max, 'common.badRequest')), '');

/** POST /api/auth/signup (domestic), as sent on the wire (nickname URL-encoded). */
export const signUpBody = v.object({
  loginId: loginIdField,
  name: optionalText(50),
  nickname: nicknameWireField,
  password: passwordField(15),
  partnerCode: optionalText(30),
  recommendId: recommendIdField,
  device: v.optional(v.picklist(DEVICES), 'PCWEB'),
  phoneVerificationToken: optionalText(200),
  gender: v.optional(v.union([genderField, v.literal('')]), ''),
  birthday: optionalText(10),
  phone: optionalText(20),
  countryCode: v.optional(v.union([v.number(), v.string()]), 82),
  adultValue: v.optional(v.union([v.boolean(), v.string(), v.number()]), false),
  aspCode: optionalText(50),
  userkey: optionalText(200),
  authKey: optionalText(200),
});
export type SignUpBody = v.InferInput<typeof signUpBody>;

/** POST /api/auth/signup (and the social sign-ups): failure answers `{ error, error_msg? }` (spec §7), plus the message key as `code`. */
export const signUpError = v.object({ error: v.string(), error_msg: v.optional(v.string()), code: v.optional(v.string()) });
export type SignUpError = v.InferOutput<typeof signUpError>;

/** The foreigner sign-up payload (spec §3). */
export const foreignerSignUpBody = v.object({
  loginId: loginIdField,
  password: passwordField(15),
  name: nameField,
  nickname: nicknameWireField,
  device: v.optional(v.picklist(DEVICES), 'PCWEB'),
  phoneVerificationToken: v.pipe(v.string('auth.phone.verifyFirst'), v.nonEmpty('auth.phone.verifyFirst')),
  gender: genderField,
  birthday: birthdayField,
  recommendId: recommendIdField,
});
export type ForeignerSignUpBody = v.InferInput<typeof foreignerSignUpBody>;

/** Terms agreement (spec §4): service rules and privacy required, marketing optional. */
export interface TermsAgreement {
  service: boolean;
  privacy: boolean;
  marketing: boolean;
}
export type TermsConsent = 'full' | 'essential' | 'none';
export function termsConsent(t: TermsAgreement): TermsConsent {
  if (t.service && t.privacy) return t.marketing ? 'full' : 'essential';
  return 'none';
}
/** The all-agree toggle sets all three boxes. */
export function toggleAllTerms(t: TermsAgreement): TermsAgreement {
  const all = !(t.service && t.privacy && t.marketing);
  return { service: all, privacy: all, marketing: all };
}

/**
 * "The passwords match", said on the confirmation field as soon as the confirmation itself is well
 * formed, even while other fields (the password among them) still break their rules. A `v.check`
 * after the object runs only once every field is valid, and `v.partialCheck` only once the
 * password is: either would hold "비밀번호가 일치하지 않습니다." back from a user who left the
 * confirmation. A form reaches it while other fields are invalid when valibot's `abortPipeEarly`
 * is off (react-hook-form: `criteriaMode: 'all'` with valibotResolver).
 */
export function passwordsMatch<TForm extends { password: string }>(confirmation: keyof TForm & string) {
  return v.rawCheck<TForm>(({ dataset, addIssue }) => {
    const form = dataset.value as Record<string, unknown> | null | undefined;
    if (!form || typeof form !== 'object') return;
    const value = form[confirmation];
    if (typeof value !== 'string' || dataset.issues?.some((issue) => issue.path?.[0]?.key === confirmation)) return;
    if (form['password'] !== value) {
      addIssue({ message: 'auth.passwordConfirm.mismatch', path: [{ type: 'object', origin: 'value', input: form, key: confirmation, value }] });
    }
  });
}

/** The domestic form: the wire fields plus what only the form has. */
export const signUpForm = v.pipe(
  v.object({
    loginId: loginIdField,
    password: passwordField(15),
    passwordConfirm: v.pipe(v.string(), v.transform((s: string) => s.replace(/\s+/g, '')), v.nonEmpty('auth.passwordConfirm.mismatch')),
    nickname: nicknameField,
    recommendId: recommendIdField,
    terms: v.object({ service: v.boolean(), privacy: v.boolean(), marketing: v.boolean() }),
  }),
  passwordsMatch('passwordConfirm'),
  v.forward(
    v.check((f) => termsConsent(f.terms) !== 'none', 'auth.terms.required'),
    ['terms'],
  ),
);
export type SignUpForm = v.InferInput<typeof signUpForm>;

/** The foreigner form's step two; birthday comes from three dropdowns. */
export const foreignerSignUpForm = v.pipe(
  v.object({
    loginId: loginIdField,
    name: v.string(),
    nickname: nicknameField,
    password: passwordField(15),
    confirmPassword: v.pipe(v.string(), v.transform((s: string) => s.replace(/\s+/g, ''))),
    gender: v.string(),
    birthYear: v.string(),
    birthMonth: v.string(),
    birthDay: v.string(),
    recommendId: recommendIdField,
  }),
  passwordsMatch('confirmPassword'),
);
export type ForeignerSignUpForm = v.InferInput<typeof foreignerSignUpForm>;

/**
 * The foreigner submit checks, in the spec's order: birthday, name, gender.
 * Returns the first failing message key or null.
 */
export function foreignerSubmitProblem(f: { birthYear: string; birthMonth: string; birthDay: string; name: string; gender: string }): string | null {
  const birthday = `${f.birthYear}-${f.birthMonth.padStart(2, '0')}-${f.birthDay.padStart(2, '0')}`;
  if (!v.safeParse(birthdayField, birthday).success) return 'auth.birthday.invalid';
  if (!v.safeParse(nameField, f.name).success) return 'auth.name.invalid';
  if (!v.safeParse(genderField, f.gender).success) return 'auth.gender.invalid';
  return null;
}
