import * as v from 'valibot';

/**
 * Field rules of spec §5, one place for forms and server. Typed input has all whitespace
 * stripped first. Each rule names message keys (messages.ts), never texts.
 */
export const stripWhitespace = (s: string) => s.replace(/\s+/g, '');
const stripped = () => v.pipe(v.string(), v.transform(stripWhitespace));

export const LOGIN_ID_RE = /^[a-z0-9]{6,15}$/;
/** 8 to 15 characters with at least one letter, one digit and one special character */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,15}$/;
/** special characters a nickname may use besides Korean, English and digits */
export const NICKNAME_SPECIALS = '~!@#$%^&*()_+-=[]{}.,?';
const specials = NICKNAME_SPECIALS.replace(/[\\\]^-]/g, '\\$&');
export const NICKNAME_RE = new RegExp(`^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9${specials}]{2,10}$`);
export const SIGNATURE_NAME_RE = /^[가-힣A-Za-z0-9]{1,8}$/;
export const DIGITS_RE = /^\d+$/;
export const BIRTHDAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const loginIdField = v.pipe(
  stripped(),
  v.nonEmpty('auth.id.empty'),
  v.maxLength(15, 'auth.id.pattern'),
  v.regex(LOGIN_ID_RE, 'auth.id.pattern'),
  v.check((s) => !DIGITS_RE.test(s), 'auth.id.pattern'),
);

/** `inputMax`: 40 in the sign-in form, 15 in the sign-up forms (spec §5). */
export const passwordField = (inputMax: 15 | 40 = 15) =>
  v.pipe(stripped(), v.nonEmpty('auth.password.empty'), v.maxLength(inputMax, 'auth.password.pattern'), v.regex(PASSWORD_RE, 'auth.password.pattern'));

export const nicknameField = v.pipe(stripped(), v.nonEmpty('auth.nickname.empty'), v.maxLength(10, 'auth.nickname.pattern'), v.regex(NICKNAME_RE, 'auth.nickname.pattern'));

/** The nickname is URL-encoded on the wire (spec §3): decode, then apply the nickname rule. */
export const nicknameWireField = v.pipe(
  v.string(),
  v.transform((s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  }),
  nicknameField,
);

/** Optional recommender login ID; empty means none. */
export const recommendIdField = v.optional(v.pipe(stripped(), v.maxLength(15, 'auth.recommender.notFound')), '');

export const signatureNameField = v.pipe(stripped(), v.regex(SIGNATURE_NAME_RE, 'auth.signatureName.pattern'));

export const phoneField = v.pipe(stripped(), v.nonEmpty('auth.phone.empty'), v.regex(DIGITS_RE, 'auth.phone.digits'), v.maxLength(15, 'auth.phone.digits'));
export const verificationCodeField = v.pipe(stripped(), v.nonEmpty('auth.phone.codeInvalid'), v.regex(DIGITS_RE, 'auth.phone.codeInvalid'), v.maxLength(8, 'auth.phone.codeInvalid'));
export const countryCodeField = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(DIGITS_RE, 'auth.phone.empty'), v.transform(Number))], 'auth.phone.empty'),
  v.number('auth.phone.empty'),
  v.integer('auth.phone.empty'),
  v.minValue(1, 'auth.phone.empty'),
  v.maxValue(99999, 'auth.phone.empty'),
);

/** A real calendar date yyyy-MM-dd within the last 100 years (spec: birth years span 100 years). */
export function isValidBirthday(value: string, today: Date = new Date()): boolean {
  const m = BIRTHDAY_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  const thisYear = today.getUTCFullYear();
  return y > thisYear - 100 && date.getTime() <= today.getTime();
}
export const birthdayField = v.pipe(v.string('auth.birthday.invalid'), v.check((s) => isValidBirthday(s), 'auth.birthday.invalid'));
export const nameField = v.pipe(v.string('auth.name.invalid'), v.transform((s: string) => s.trim()), v.nonEmpty('auth.name.invalid'), v.maxLength(50, 'auth.name.invalid'));
export const genderField = v.picklist(['M', 'F'], 'auth.gender.invalid');

/** Birth year options: the last 100 years, descending; months 1..12; days 1..31. */
export function birthYearOptions(today: Date = new Date()): number[] {
  const y = today.getFullYear();
  return Array.from({ length: 100 }, (_, i) => y - i);
}
export const BIRTH_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
export const BIRTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
