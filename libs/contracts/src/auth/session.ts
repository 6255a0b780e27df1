import * as v from 'valibot';

/** POST /api/oauth/refresh: form-encoded (or JSON) `refreshToken`, else the refresh cookie. */
export const refreshBody = v.nullish(v.object({ refreshToken: v.optional(v.pipe(v.string(), v.maxLength(200, 'common.badRequest'))) }), {});
export type RefreshBody = v.InferInput<typeof refreshBody>;
/** The refresh call's one refusal (spec §7): `{ msg: 'ERROR' }`. */
export const refreshError = v.object({ msg: v.literal('ERROR') });
export type RefreshError = v.InferOutput<typeof refreshError>;

/** POST /api/oauth/generate: `userId` is the caller's own login ID. */
export const generateBody = v.object({ userId: v.pipe(v.string(), v.maxLength(15, 'common.badRequest')) });
export type GenerateBody = v.InferInput<typeof generateBody>;
