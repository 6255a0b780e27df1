/**
 * `@luvcast/contracts/phone-number`: the phone number rule, its own entry point and not in the
 * `@luvcast/contracts` barrel, so that only the code that checks numbers (the API and the phone
 * step of auth-mfe) bundles libphonenumber-js and its metadata (~200 kB, ~50 kB gzipped); every
 * other web app imports the barrel.
 */
// The `max` metadata build, on purpose: only it knows the number types, so only it can tell a
// mobile number from a landline (Korea's 02-…), a premium-rate (+1 900 …) or a toll-free number.
// The `min` build checks lengths and leading digits only and accepts all of those; an SMS code
// sent to them never arrives, and premium or toll-free destinations are how SMS pumping bills us.
// The price is ~70 kB more metadata than `min`, paid only where this entry point is imported.
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import * as v from 'valibot';
import { COUNTRIES } from './countries';
import { countryCodeField, DIGITS_RE, phoneField, stripWhitespace } from './fields';
import { sendPhoneVerificationFields, verifyPhoneFields } from './verification/phone';

/** Number types an SMS reaches (North American numbers do not tell mobiles from landlines). */
const SMS_NUMBER_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE']);
const CALLING_CODES: ReadonlySet<string> = new Set(getCountries().map((country) => String(getCountryCallingCode(country))));
const LISTED_CODES: ReadonlySet<number> = new Set(COUNTRIES.map((c) => c.phoneCode));

/** A number an SMS can reach, split the one way every layer stores and compares it. */
export interface SmsPhoneNumber {
  /** the ITU calling code (1 for every North American entry, e.g. 1242 Bahamas) */
  countryCode: number;
  /** the national significant number: no trunk prefix (82 + 010-1234-5678 -> 1012345678) */
  phone: string;
  /** `+<countryCode><phone>` */
  e164: string;
}

/**
 * Reads a phone number as typed in the foreigner sign-up's phone step: `phoneCode` from the
 * country list (several countries share one, e.g. 1 and 7: a number valid for any of them is
 * valid) and the digits typed, national format included (a leading trunk 0 for Korea; for the
 * list's four-digit North American entries the 7 local digits or the 10 with the area code).
 * Null unless it is a valid mobile number (or one that may be mobile) under that code.
 */
export function parseSmsPhoneNumber(phoneCode: number, typed: string): SmsPhoneNumber | null {
  if (!LISTED_CODES.has(phoneCode)) return null;
  const digits = stripWhitespace(typed);
  if (!DIGITS_RE.test(digits) || digits.length > 15) return null;
  const prefix = String(phoneCode);
  // the calling code is the longest leading part of the list's code that is one; the rest (the
  // North American entries) is an area code
  let callingCode = prefix;
  while (callingCode && !CALLING_CODES.has(callingCode)) callingCode = callingCode.slice(0, -1);
  if (!callingCode) return null;
  const area = prefix.slice(callingCode.length);
  for (const national of area ? [area + digits, digits] : [digits]) {
    const parsed = parsePhoneNumberFromString(national, { defaultCallingCode: callingCode, extract: false });
    if (!parsed?.isValid() || !parsed.number.startsWith(`+${prefix}`)) continue;
    const type = parsed.getType();
    if (!type || !SMS_NUMBER_TYPES.has(type)) continue;
    return { countryCode: Number(parsed.countryCallingCode), phone: parsed.nationalNumber, e164: parsed.number };
  }
  return null;
}

/** The canonical pair of an SMS number, or the pair as given when it is none (lookups never refuse). */
export function canonicalPhone<T extends { countryCode: number; phone: string }>(value: T): T {
  const parsed = parseSmsPhoneNumber(value.countryCode, value.phone);
  return parsed ? { ...value, countryCode: parsed.countryCode, phone: parsed.phone } : value;
}

/**
 * How one number may be stored: the canonical national number, the national format with its
 * trunk prefix (82 + 01012345678: domestic members' numbers from identity verification, and
 * foreign members' from before numbers were normalised) and the value as given.
 */
export function phoneNumberForms(countryCode: number, phone: string): string[] {
  const parsed = parseSmsPhoneNumber(countryCode, phone);
  if (!parsed || parsed.countryCode !== countryCode) return [phone];
  const national = parsePhoneNumberFromString(parsed.e164)?.formatNational().replace(/\D/g, '');
  return [...new Set([parsed.phone, ...(national ? [national] : []), phone])];
}

/** Same number, however each side wrote it (country codes compared as calling codes). */
export function samePhoneNumber(a: { countryCode: number; phone: string }, b: { countryCode: number; phone: string }): boolean {
  if (a.countryCode === b.countryCode && a.phone === b.phone) return true;
  const pa = parseSmsPhoneNumber(a.countryCode, a.phone);
  const pb = parseSmsPhoneNumber(b.countryCode, b.phone);
  return !!pa && !!pb && pa.e164 === pb.e164;
}

/**
 * The phone step's send rule, shared by the form and POST /v2/api/auth/signup/send-phone-verification:
 * country code and number required, digits only, then a number an SMS reaches under that code;
 * every refusal of the number is the spec's phone message (`auth.phone.empty`). The output is
 * the canonical pair.
 */
export const smsPhoneNumberInput = v.pipe(
  v.object({ countryCode: countryCodeField, phone: phoneField }),
  v.forward(v.check((n) => parseSmsPhoneNumber(n.countryCode, n.phone) !== null, 'auth.phone.empty'), ['phone']),
  v.transform(canonicalPhone),
);

/**
 * POST /v2/api/auth/signup/send-phone-verification: the fields, then the number rule (refused with
 * `auth.phone.empty` on `phone`, so a refused number spends nothing); the output carries the
 * number canonical (82 + 01012345678 -> 82 + 1012345678).
 */
export const sendPhoneVerificationBody = v.pipe(
  sendPhoneVerificationFields,
  v.forward(v.check((b) => parseSmsPhoneNumber(b.countryCode, b.phone) !== null, 'auth.phone.empty'), ['phone']),
  v.transform(canonicalPhone),
);

/** POST /api/auth/signup/verify-phone: the fields, the number looked up canonical (never refused here). */
export const verifyPhoneBody = v.pipe(verifyPhoneFields, v.transform(canonicalPhone));

/** GET /api/dev/sms-outbox?countryCode&phone (development only): the number as typed, looked up canonical like the send stores it. */
export const smsOutboxQuery = v.pipe(v.object({ countryCode: countryCodeField, phone: phoneField }), v.transform(canonicalPhone));
