import * as v from 'valibot';

/** POST /v4/api/asp/accesstoken */
export const aspTokenBody = v.optional(v.object({ aspCode: v.optional(v.pipe(v.string(), v.maxLength(50, 'common.badRequest'))) }), {});
export type AspTokenBody = v.InferInput<typeof aspTokenBody>;
export const aspTokenResult = v.object({ accessToken: v.string(), tokenType: v.literal('Bearer'), expiresIn: v.number() });
export type AspTokenResult = v.InferOutput<typeof aspTokenResult>;
