import fc from 'fast-check';
import { LOGIN_ID_RE, NICKNAME_RE, PASSWORD_RE } from '@luvcast/contracts';

/**
 * fast-check arbitraries for the OpenAPI fuzz test (openapi-fuzz.spec.ts): values that fit a JSON
 * schema of the generated document, mixed with hostile ones (control characters, very long and
 * exotic strings, wrong types, integer boundaries, NaN-like text, missing and extra fields).
 */

/** The JSON Schema subset @valibot/to-json-schema writes into the document. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

/** A field left out of the object (required or not). */
export const MISSING = Symbol('missing');
/** Replaced at request time by a freshly solved captcha token (a token is spent once). */
export const FRESH_CAPTCHA = 'fuzz:fresh-captcha';
/** A path segment sent as it is, not percent-encoded (odd escapes such as %ZZ or overlong UTF-8). */
export interface RawSegment {
  raw: string;
}

/** Known values of the demo data: valid values go deeper than random ones (never the fuzz sessions' own accounts). */
const SEEDED = ['bjstar01', 'bjmoon02', 'bjcook05', '별빛BJ', '달빛BJ', 'XIN', 'LUVPARTNER', 'luvcast-pincrux', 'basic', 'luv', 'latest', 'kakao', '82'];

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F', '\u0085', '\u009F', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
const EXOTIC = [
  '한글닉네임',
  'ㄱㄴㄷㅏㅑ',
  '😀👍🏽👨‍👩‍👧🇰🇷',
  '𠀀𪚥',
  'e\u0301',
  '\u202Eevil',
  '\uFEFFbom',
  '\u200B',
  '\u2028\u2029',
  'ＡＢＣ１２３',
  '\uFFFD\uFFFE\uFFFF',
  '\t\r\n',
  ' ',
  '',
];
const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '1e999', '-1', '-0', '0x1F', '0b11', '1_000', ' 1', '1 ', '+1', '00', '1.5', '2147483647', '2147483648', '-2147483649', '9007199254740993', '99999999999999999999', '１２３', 'null', 'undefined', 'true', '[]', '{}'];
const INJECTION = ["' OR '1'='1' --", '%', '_', '%_%', '\\', '\\\\%', '%00', '%ZZ', '../../etc/passwd', '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '__proto__', 'constructor', '$where', 'SELECT pg_sleep(10)'];
const NUMBERS = [0, -0, 1, -1, 0.5, 255, 256, 32767, 32768, 65535, 2147483647, 2147483648, -2147483648, -2147483649, 4294967296, 9007199254740991, 9007199254740993, -9007199254740993, 1e21, 1e308, -1e308, Number.MIN_VALUE, Number.EPSILON];

/** A string with a control character or a lone surrogate somewhere in it (NUL most often: PostgreSQL refuses it). */
const controlString = fc
  .tuple(fc.string({ maxLength: 8 }), fc.oneof(fc.constant('\u0000'), fc.constantFrom(...CONTROL)), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => a + c + b);

/** Long strings: past every maxLength, and past the 1 MiB body limit. */
const longString = fc
  .tuple(fc.constantFrom('a', '가', '😀', '%', '\u0000'), fc.constantFrom(51, 257, 4_001, 100_000, 600_000))
  .map(([unit, n]) => unit.repeat(n));

/** Strings nobody types: any code point, ASCII controls, graphemes, the lists above. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: controlString },
  longString,
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...EXOTIC, ...NAN_LIKE, ...INJECTION),
);

/** A hostile value of any JSON type (for JSON bodies). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.object({ maxDepth: 2, maxKeys: 3 }) },
);

/** Passwords of the sign-up rule (PASSWORD_RE): a letter, a digit and a special character, 8 to 15 long. */
const password = fc
  .tuple(fc.stringMatching(/^[A-Za-z]{1,5}$/), fc.stringMatching(/^\d{1,5}$/), fc.constantFrom(...'!@#$%^&*~'), fc.stringMatching(/^[A-Za-z0-9]{0,4}$/))
  .map(([letters, digits, special, rest]) => `${letters}${digits}${special}${rest}`.padEnd(8, 'x'))
  .filter((s) => PASSWORD_RE.test(s));

/** Fields that carry a count, an offset or a code number (the contracts turn their text into numbers). */
const NUMERIC_NAME = /^(offset|limit|n|ver|countryCode|countryCodes)$/;
const smallNumber = fc.oneof(fc.constantFrom(0, 1, 10, 20, 82, 100), fc.nat(100), fc.nat(1_000_000));

// Built once: fast-check spends milliseconds building a stringMatching arbitrary (its character
// classes), and the fuzz test asked for these thousands of times (a fifth of its time).
const loginIdValue = fc.oneof({ weight: 3, arbitrary: fc.stringMatching(LOGIN_ID_RE).filter((s) => !/^\d+$/.test(s)) }, { weight: 1, arbitrary: fc.constantFrom(...SEEDED) });
const nicknameValue = fc.oneof(fc.stringMatching(NICKNAME_RE), fc.constantFrom('별빛BJ', '새닉네임'), fc.stringMatching(NICKNAME_RE).map(encodeURIComponent));
const phoneValue = fc.stringMatching(/^01\d{8,9}$/);
const codeValue = fc.oneof(fc.constantFrom('XIN', 'LUVPARTNER'), fc.stringMatching(/^\d{6}$/));

/** Plausible values for fields the schema types only as strings, by field name (the contracts' rules). */
function hintFor(name: string): fc.Arbitrary<string> | undefined {
  if (name === 'captchaToken') return fc.constant(FRESH_CAPTCHA);
  if (NUMERIC_NAME.test(name)) return smallNumber.map(String);
  if (/loginId|userId|memberId|viewerId|recommendId|^id$/i.test(name)) return loginIdValue;
  if (/password/i.test(name)) return fc.oneof(password, fc.constant('Fuzz!2345'));
  if (/nickname/i.test(name)) return nicknameValue;
  if (/phone$/i.test(name)) return phoneValue;
  if (/birthday/i.test(name)) return fc.date({ min: new Date('1925-01-01'), max: new Date(), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (/channelId/i.test(name)) return fc.oneof(fc.constantFrom('bjstar01', 'bjmoon02', 'bjcook05'), fc.uuid());
  if (/partnerCode|refcode|^code$/i.test(name)) return codeValue;
  if (/origin|url/i.test(name)) return fc.constantFrom('http://luv.localhost:4200', 'http://localhost:4200', 'https://evil.example', 'javascript:alert(1)', '/relative');
  return undefined;
}

const patternValues = new Map<string, fc.Arbitrary<string> | undefined>();
/** Strings of a pattern, when fast-check can build them (it cannot for lookarounds): else undefined. Built once per pattern. */
function matching(pattern: string): fc.Arbitrary<string> | undefined {
  if (patternValues.has(pattern)) return patternValues.get(pattern);
  let arb: fc.Arbitrary<string> | undefined;
  try {
    arb = fc.stringMatching(new RegExp(pattern));
    fc.sample(arb, 1);
  } catch {
    arb = undefined;
  }
  patternValues.set(pattern, arb);
  return arb;
}

const withinLength = (s: string, schema: JsonSchema) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);

/** Values that satisfy `schema` (as far as JSON Schema says; the contracts may be stricter). */
export function validValue(schema: JsonSchema, name = '', hostility: Hostility = 'rough'): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, name, hostility)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, name, hostility);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, name, hostility)));
  const nullable = (arb: fc.Arbitrary<unknown>) => (schema.nullable ? fc.oneof(arb, fc.constant(null)) : arb);
  switch (types[0]) {
    case 'string': {
      const hinted = hintFor(name);
      const plain = (schema.pattern && matching(schema.pattern)) || fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
      const pick = hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: plain }) : plain;
      return nullable(pick.filter((s) => withinLength(s, schema) || s === FRESH_CAPTCHA));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -2_147_483_648;
      const max = schema.maximum ?? 2_147_483_647;
      const small = NUMERIC_NAME.test(name) ? [smallNumber.filter((n) => n >= min && n <= max)] : [];
      return nullable(fc.oneof(...small, fc.integer({ min, max }), fc.constantFrom(min, max, Math.max(min, Math.min(max, 0)))));
    }
    case 'boolean':
      return nullable(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array':
      return nullable(fc.array(schema.items ? fieldValue(schema.items, name, hostility) : hostileValue, { maxLength: 4 }));
    case 'object':
      return nullable(objectValue(schema, hostility));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * How a request treats its fields: `clean` keeps required fields and makes one value in 40 hostile
 * (the handlers run past validation), `rough` drops required fields and makes 2 values in 5 hostile.
 */
export type Hostility = 'clean' | 'rough';
const HOSTILE_WEIGHT: Record<Hostility, [valid: number, hostile: number]> = { clean: [39, 1], rough: [3, 2] };

/** A field's value: valid, or hostile as often as `hostility` says. */
export function fieldValue(schema: JsonSchema, name = '', hostility: Hostility = 'rough'): fc.Arbitrary<unknown> {
  const [valid, hostile] = HOSTILE_WEIGHT[hostility];
  return fc.oneof({ weight: valid, arbitrary: validValue(schema, name, hostility) }, { weight: hostile, arbitrary: hostileValue });
}

const extraKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''), controlString);

/**
 * An object of `schema`'s properties: optional ones half the time, required ones always (`clean`)
 * or 9 times in 10 (`rough`), values as `hostility` says; `rough` objects sometimes carry extra
 * fields; `additionalProperties` maps get keys of `propertyNames`.
 */
export function objectValue(schema: JsonSchema, hostility: Hostility = 'rough'): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => {
      const value = fieldValue(s, key, hostility);
      if (required.has(key) && hostility === 'clean') return [key, value];
      return [key, fc.oneof({ weight: required.has(key) ? 9 : 1, arbitrary: value }, { weight: 1, arbitrary: fc.constant(MISSING) })];
    }),
  );
  const additional = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  const mapKeys = schema.propertyNames ? fc.oneof(validValue(schema.propertyNames) as fc.Arbitrary<string>, extraKey) : extraKey;
  const extras = additional
    ? fc.dictionary(mapKeys, fieldValue(additional, '', hostility), { maxKeys: 4 })
    : hostility === 'clean'
      ? fc.constant({})
      : fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(extraKey, hostileValue, { maxKeys: 3 }) });
  return fc.tuple(fc.record(fields), extras).map(([known, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(extra)) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    for (const [key, value] of Object.entries(known)) if (value !== MISSING) out[key] = value;
    return out;
  });
}

/** A query or path value as text: scalars as they print, arrays repeated (query) or joined, objects as JSON. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  return JSON.stringify(value);
}

/** Path segments: mostly schema values (percent-encoded when sent), sometimes raw odd escapes. */
export function pathValue(schema: JsonSchema, name: string, hostility: Hostility = 'rough'): fc.Arbitrary<string | RawSegment> {
  const value = fieldValue(schema, name, hostility).map(asText);
  if (hostility === 'clean') return value;
  const raw = fc.constantFrom('%ZZ', '%', '%C0%80', '%E0%80%80', '%ED%A0%80', '%FF', '%F4%90%80%80', '..', '.', '%2e%2e', '%2F', 'a%2Fb', '%25', '%20').map((r): RawSegment => ({ raw: r }));
  return fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: raw });
}

/** Query values: one value, or (`rough`) sometimes the same key repeated (`?a=1&a=2`). */
export function queryValue(schema: JsonSchema, name: string, hostility: Hostility = 'rough'): fc.Arbitrary<string | string[]> {
  const value = fieldValue(schema, name, hostility).map(asText);
  if (hostility === 'clean') return value;
  return fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }) });
}

/** A JSON payload nested `depth` levels deep. */
const nested = (depth: number, open: string, close: string, inner: string) => open.repeat(depth) + inner + close.repeat(depth);

/** Whole bodies that are no object at all, or no JSON: sent as they are. */
export const hostileRawBody: fc.Arbitrary<string> = fc.constantFrom(
  '[]',
  'null',
  '0',
  '-1e999',
  '"text"',
  'true',
  '{',
  '{"a":',
  '',
  '{}{}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  nested(10_000, '[', ']', ''),
  nested(10_000, '{"a":', '}', '1'),
  `{"a":"${'x'.repeat(1_100_000)}"}`,
);
