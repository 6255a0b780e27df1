import * as v from 'valibot';
import type { MessageKey } from './messages';

const intFromQuery = (min: number, max: number) =>
  v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.number('common.badRequest'), v.integer('common.badRequest'), v.minValue(min, 'common.badRequest'), v.maxValue(max, 'common.badRequest'));

export const paginationQuery = (defaultLimit: number) =>
  v.object({
    offset: v.optional(intFromQuery(0, 1_000_000), 0),
    limit: v.optional(intFromQuery(1, 100), defaultLimit),
  });
export { intFromQuery };

/**
 * A row id in a path, a query or a JSON body: a positive 32-bit integer, as a string or a number;
 * anything else is refused with `notFound` (an id that cannot exist names nothing).
 */
export const idField = (notFound: MessageKey) =>
  v.pipe(v.union([v.string(), v.number()], notFound), v.transform(String), v.regex(/^[1-9]\d{0,9}$/, notFound), v.transform(Number), v.maxValue(2_147_483_647, notFound));
