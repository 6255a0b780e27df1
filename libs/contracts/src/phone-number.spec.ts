import { getCountries, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { COUNTRIES } from './countries';
import { canonicalPhone, parseSmsPhoneNumber, phoneNumberForms, samePhoneNumber, sendPhoneVerificationBody, smsPhoneNumberInput, verifyPhoneBody } from './phone-number';

const firstKey = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? null : r.issues[0].message;
};

describe('phone numbers an SMS reaches', () => {
  it.each([
    ['a Korean mobile typed with its trunk 0', 82, '01012345678', 82, '1012345678'],
    ['a Korean mobile without it', 82, '1012345678', 82, '1012345678'],
    ['a Korean mobile typed with spaces', 82, ' 010 1234 5678 ', 82, '1012345678'],
    ['a US number under 1', 1, '2025550123', 1, '2025550123'],
    ['a Bahamas mobile under 1 (shared code)', 1, '2423571234', 1, '2423571234'],
    ['a Bahamas mobile under the list entry 1242, 7 local digits', 1242, '3571234', 1, '2423571234'],
    ['a Bahamas mobile under 1242 with its area code', 1242, '2423571234', 1, '2423571234'],
    ['a Russian mobile under 7', 7, '9161234567', 7, '9161234567'],
    ['a Kazakh mobile under 7 (shared code)', 7, '7012345678', 7, '7012345678'],
    ['a UK mobile typed with its trunk 0', 44, '07400123456', 44, '7400123456'],
    ['a Japanese mobile', 81, '09012345678', 81, '9012345678'],
  ])('accepts %s', (_case, code, typed, countryCode, phone) => {
    expect(parseSmsPhoneNumber(code, typed)).toEqual({ countryCode, phone, e164: `+${countryCode}${phone}` });
  });

  it.each([
    ['82 + 1 (issue 7)', 82, '1'],
    ['a Korean mobile number too short', 82, '010123456'],
    ['a Korean mobile number too long', 82, '0101234567890'],
    ['a Seoul landline', 82, '0212345678'],
    ['a US premium-rate number', 1, '9005550123'],
    ['a US toll-free number', 1, '8005550123'],
    ['a North American number whose area code cannot start with 1', 1, '1012345678'],
    ['a US number under the Bahamas entry', 1242, '2025550123'],
    ['a code that is not in the country list', 999, '1234567'],
    ['letters', 82, '010abcd5678'],
    ['an empty number', 82, ''],
  ])('refuses %s', (_case, code, typed) => {
    expect(parseSmsPhoneNumber(code, typed)).toBeNull();
  });

  it('accepts a mobile number under every entry of the country list', () => {
    const unreachable = COUNTRIES.filter(({ phoneCode }) =>
      getCountries().every((country) => {
        const example = getExampleNumber(country, examples)?.number;
        return !example?.startsWith(`+${phoneCode}`) || !parseSmsPhoneNumber(phoneCode, example.slice(`+${phoneCode}`.length));
      }),
    );
    expect(unreachable).toEqual([]);
  });

  it('compares numbers however they were written, and lists the forms one may be stored in', () => {
    expect(samePhoneNumber({ countryCode: 82, phone: '01012345678' }, { countryCode: 82, phone: '1012345678' })).toBe(true);
    expect(samePhoneNumber({ countryCode: 1242, phone: '3571234' }, { countryCode: 1, phone: '2423571234' })).toBe(true);
    expect(samePhoneNumber({ countryCode: 82, phone: '01012345678' }, { countryCode: 82, phone: '01012345679' })).toBe(false);
    expect(samePhoneNumber({ countryCode: 82, phone: '1012345678' }, { countryCode: 1, phone: '1012345678' })).toBe(false);
    expect(phoneNumberForms(82, '1012345678').sort()).toEqual(['01012345678', '1012345678']);
    expect(phoneNumberForms(1, '2025550123')).toEqual(['2025550123']);
    expect(canonicalPhone({ countryCode: 82, phone: '12', code: '1' })).toEqual({ countryCode: 82, phone: '12', code: '1' });
  });
});

describe('the phone step rule (form and send call)', () => {
  it('refuses a number no SMS reaches with the spec phone message, after the digits rule', () => {
    expect(firstKey(smsPhoneNumberInput, { countryCode: 82, phone: '1' })).toBe('auth.phone.empty');
    expect(firstKey(smsPhoneNumberInput, { countryCode: '', phone: '01012345678' })).toBe('auth.phone.empty');
    expect(firstKey(smsPhoneNumberInput, { countryCode: 82, phone: '010-1234' })).toBe('auth.phone.digits');
    expect(firstKey(sendPhoneVerificationBody, { countryCode: 82, phone: '1', captchaToken: 'solved' })).toBe('auth.phone.empty');
    const issue = v.safeParse(sendPhoneVerificationBody, { countryCode: 82, phone: '0212345678', captchaToken: 'solved' });
    expect(issue.success ? null : v.getDotPath(issue.issues[0])).toBe('phone');
  });

  it('hands the API the canonical number, from the form value as typed', () => {
    expect(v.parse(smsPhoneNumberInput, { countryCode: '82', phone: '010 1234 5678' })).toEqual({ countryCode: 82, phone: '1012345678' });
    expect(v.parse(sendPhoneVerificationBody, { countryCode: 1242, phone: '3571234', captchaToken: 'solved' })).toEqual(
      expect.objectContaining({ countryCode: 1, phone: '2423571234', purpose: 'signup' }),
    );
    // verify-phone looks the code up under the same canonical number and never refuses a number itself
    expect(v.parse(verifyPhoneBody, { phone: '01012345678', code: '123456' })).toEqual(expect.objectContaining({ countryCode: 82, phone: '1012345678' }));
    expect(v.parse(verifyPhoneBody, { phone: '1', code: '123456' })).toEqual(expect.objectContaining({ countryCode: 82, phone: '1' }));
  });
});

describe('the @luvcast/contracts/phone-number entry point', () => {
  it('keeps libphonenumber-js out of the @luvcast/contracts barrel that every web app bundles', () => {
    // every file of the barrel, the area folders (auth/, site/, ...) included
    const barrelFiles = (readdirSync(__dirname, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !f.includes('.spec.') && f !== 'phone-number.ts');
    expect(barrelFiles).toEqual(expect.arrayContaining(['index.ts', 'verification/phone.ts']));
    const offenders = barrelFiles.filter((f) => /libphonenumber-js|\.\.?\/phone-number['"]/.test(readFileSync(`${__dirname}/${f}`, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
