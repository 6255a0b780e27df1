import * as v from 'valibot';

/** POST /api/oauth/refresh: form-encoded (or JSON) `refreshToken`, else the refresh cookie. */
export const refreshBody = v.nullish(v.object({ refreshToken: v.optional(v.pipe(v.string(), v.maxLength(200, 'common.badRequest'))) }), {});
export type RefreshBody = v.InferInput<typeof refreshBody>;
/**
 * A successful refresh. The rotated tokens are always the cookies; a caller that presented the
 * refresh token in the body (a program: the broadcaster app, a bot) also gets them in the body,
 * OAuth-style (`access_token` is what those programs read; `refresh_token` is the successor to
 * present next, the presented one is spent). A refresh by cookie never sees its tokens in the body.
 */
export const refreshResult = v.object({
  result: v.literal('ok'),
  access_token: v.optional(v.string()),
  refresh_token: v.optional(v.string()),
  token_type: v.optional(v.literal('Bearer')),
  /** seconds the access token lives */
  expires_in: v.optional(v.number()),
});
export type RefreshResult = v.InferOutput<typeof refreshResult>;
/** The refresh call's one refusal (spec §7): `{ msg: 'ERROR' }`. */
export const refreshError = v.object({ msg: v.literal('ERROR') });
export type RefreshError = v.InferOutput<typeof refreshError>;

/** POST /api/oauth/generate: `userId` is the caller's own login ID. */
export const generateBody = v.object({ userId: v.pipe(v.string(), v.maxLength(15, 'common.badRequest')) });
export type GenerateBody = v.InferInput<typeof generateBody>;
