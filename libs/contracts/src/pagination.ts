import * as v from 'valibot';

const intFromQuery = (min: number, max: number) =>
  v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.number('common.badRequest'), v.integer('common.badRequest'), v.minValue(min, 'common.badRequest'), v.maxValue(max, 'common.badRequest'));

export const paginationQuery = (defaultLimit: number) =>
  v.object({
    offset: v.optional(intFromQuery(0, 1_000_000), 0),
    limit: v.optional(intFromQuery(1, 100), defaultLimit),
  });
export { intFromQuery };
