import * as v from 'valibot';

/** Failure body of sign-in and of most calls: status code plus `msg` (the text of `code` in the caller's locale). */
export const errorBody = v.object({ msg: v.string(), code: v.optional(v.string()) });
export type ErrorBody = v.InferOutput<typeof errorBody>;

/** `{ result: 'ok' }`: the answer of calls that only say they are done. */
export const okResult = v.object({ result: v.literal('ok') });
export type OkResult = v.InferOutput<typeof okResult>;
