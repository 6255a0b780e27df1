import * as v from 'valibot';

/** GET /v2/api/guest/timeCheck, /api/guest/timeCheck/{n}(?ver=2): the server time. */
export const timeCheckResult = v.object({ now: v.string(), epochMs: v.number() });
export type TimeCheckResult = v.InferOutput<typeof timeCheckResult>;
export const timeCheckParams = v.object({ n: v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'common.badRequest')) });
export const timeCheckQuery = v.object({ ver: v.optional(v.pipe(v.string(), v.maxLength(5, 'common.badRequest'))) });
