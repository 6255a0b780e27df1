import * as v from 'valibot';
import type { MessageKey } from './messages';

/**
 * Characters no request string may carry (one rule for every field of every call):
 * - C0 controls except tab, LF and CR, DEL, and the C1 controls (Unicode category Cc);
 *   PostgreSQL and PGlite refuse NUL in text (`invalid byte sequence for encoding "UTF8": 0x00`);
 * - lone UTF-16 surrogates: not text at all. The drivers' UTF-8 encoders silently store them as
 *   U+FFFD (a different value than the one checked), and PostgreSQL refuses them in json/jsonb.
 */
export const CONTROL_CHARACTER_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when a string anywhere in `value` (array items, object values and keys, at any depth)
 * breaks CONTROL_CHARACTER_RE. Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function hasControlCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (CONTROL_CHARACTER_RE.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const entry of item) pending.push(entry);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, entry] of Object.entries(item)) {
        if (CONTROL_CHARACTER_RE.test(key)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/** valibot action for a string field: refuses control characters (CONTROL_CHARACTER_RE). */
export const noControlCharacters = <TInput extends string>(message: MessageKey = 'common.badRequest') =>
  v.check<TInput, MessageKey>((s) => !CONTROL_CHARACTER_RE.test(s), message);

/** A whole decoded request part (params, querystring or body): no string in it has a control character. */
export const controlCharacterFree = v.pipe(
  v.unknown(),
  v.check((value) => !hasControlCharacter(value), 'common.badRequest' satisfies MessageKey),
);
