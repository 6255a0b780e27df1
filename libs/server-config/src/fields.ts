// Field helpers for readEnv: each takes the variable's name, so every message names it.
// Without a fallback a field is optional (undefined when unset).
import * as v from 'valibot';

type Field<T> = v.GenericSchema<string | undefined, T>;

/** A whole number in [min, max]: "NAME must be a whole number" / "at least" / "at most". */
export function int(name: string, min: number, max: number, fallback: number): Field<number>;
export function int(name: string, min: number, max: number): Field<number | undefined>;
export function int(name: string, min: number, max: number, fallback?: number): Field<number | undefined> {
  const schema = v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
  return fallback === undefined ? v.optional(schema) : v.optional(schema, String(fallback));
}

/** A TCP port, 0-65535 (0: any free port): "NAME must be a port number (0-65535), got "x"". */
export function port(name: string, fallback: number): Field<number> {
  return v.optional(
    v.pipe(
      v.string(),
      v.check((s) => /^\d{1,5}$/.test(s) && Number(s) <= 65_535, (issue) => `${name} must be a port number (0-65535), got "${String(issue.input)}"`),
      v.transform(Number),
    ),
    String(fallback),
  );
}

/** Any non-empty text. */
export function text(name: string, fallback: string): Field<string>;
export function text(name: string): Field<string | undefined>;
export function text(name: string, fallback?: string): Field<string | undefined> {
  const schema = v.pipe(v.string(), v.nonEmpty(`${name} must not be empty`));
  return fallback === undefined ? v.optional(schema) : v.optional(schema, fallback);
}

/** A secret of at least `minLength` characters; `fallback` is the development default (refuse it in production). */
export function secret(name: string, minLength: number, fallback: string): Field<string>;
export function secret(name: string, minLength: number): Field<string | undefined>;
export function secret(name: string, minLength: number, fallback?: string): Field<string | undefined> {
  const schema = v.pipe(v.string(), v.minLength(minLength, `${name} must be at least ${minLength} characters`));
  return fallback === undefined ? v.optional(schema) : v.optional(schema, fallback);
}

/** Any URL: "NAME must be a URL". */
export function url(name: string): Field<string | undefined> {
  return v.optional(v.pipe(v.string(), v.url(`${name} must be a URL`)));
}

/** A URL of one of `schemes` (e.g. postgres, postgresql): "NAME must be a postgres:// or postgresql:// URL". */
export function urlOf(name: string, schemes: readonly string[]): Field<string | undefined> {
  const pattern = new RegExp(`^(${schemes.join('|')}):\\/\\/\\S+$`);
  const names = schemes.map((s) => `${s}://`);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  return v.optional(v.pipe(v.string(), v.regex(pattern, `${name} must be a ${listed} URL`)));
}

/** an origin as browsers send it (scheme://host[:port]; a trailing slash is tolerated) */
const isOrigin = (s: string): boolean => {
  try {
    return new URL(s).origin === s.replace(/\/$/, '');
  } catch {
    return false;
  }
};

/** An http(s) URL, answered as its origin: "NAME must be an http(s) origin such as https://api.luvcast.tv, got "x"". */
export function origin(name: string): Field<string | undefined> {
  return v.optional(
    v.pipe(
      v.string(),
      v.check((s) => {
        try {
          return ['http:', 'https:'].includes(new URL(s).protocol);
        } catch {
          return false;
        }
      }, (issue) => `${name} must be an http(s) origin such as https://api.luvcast.tv, got "${String(issue.input)}"`),
      v.transform((s) => new URL(s).origin),
    ),
  );
}

/**
 * Comma-separated items (trimmed, empty ones dropped), each passing `valid`:
 * "NAME must be a comma-separated list of <expected>". An explicit empty list (",") is refused
 * unless `fallback` is given (then an unset variable is that list).
 */
export function listOf(name: string, valid: (item: string) => boolean, expected: string, fallback: string): Field<string[]>;
export function listOf(name: string, valid: (item: string) => boolean, expected: string): Field<string[] | undefined>;
export function listOf(name: string, valid: (item: string) => boolean, expected: string, fallback?: string): Field<string[] | undefined> {
  const message = `${name} must be a comma-separated list of ${expected}`;
  const schema = v.pipe(
    v.string(),
    v.transform(splitList),
    v.check((items) => (fallback !== undefined || items.length > 0) && items.every(valid), message),
  );
  return fallback === undefined ? v.optional(schema) : v.optional(schema, fallback);
}

/** Comma-separated browser origins (CORS_ORIGINS), none by default. */
export function originList(name: string): Field<string[]> {
  return listOf(name, isOrigin, 'origins like http://example.com:8080', '');
}

/** One of `values`: "NAME must be one of a, b, c". */
export function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T, fallback: T[number]): Field<T[number]>;
export function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T): Field<T[number] | undefined>;
export function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T, fallback?: T[number]): Field<T[number] | undefined> {
  const schema = v.picklist(values, `${name} must be one of ${values.join(', ')}`);
  return fallback === undefined ? v.optional(schema) : v.optional(schema, fallback);
}

/** on | off as a boolean: "NAME must be on or off". Unset without fallback: undefined (see byEnvironment). */
export function onOff(name: string, fallback: boolean): Field<boolean>;
export function onOff(name: string): Field<boolean | undefined>;
export function onOff(name: string, fallback?: boolean): Field<boolean | undefined> {
  const schema = v.pipe(v.picklist(['on', 'off'], `${name} must be on or off`), v.transform((s) => s === 'on'));
  return fallback === undefined ? v.optional(schema) : v.optional(schema, fallback ? 'on' : 'off');
}

/** true | false as a boolean: "NAME must be true or false". */
export function trueFalse(name: string): Field<boolean | undefined> {
  return v.optional(v.pipe(v.picklist(['true', 'false'], `${name} must be true or false`), v.transform((s) => s === 'true')));
}

function splitList(s: string): string[] {
  return s
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
