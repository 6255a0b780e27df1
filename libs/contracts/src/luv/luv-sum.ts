import * as v from 'valibot';

/** Balances are integers in luv (the smallest unit). */
export const luvSumResponse = v.object({ luvSum: v.pipe(v.number(), v.integer()) });
export type LuvSumResponse = v.InferOutput<typeof luvSumResponse>;
