import * as v from 'valibot';

/**
 * The one "me" shape: who is signed in. Sign-in, sign-up and social sign-in answer it as `me`,
 * the session store holds it; the profile and the first render's `PageProps.me` extend it.
 */
export const me = v.object({
  loginId: v.string(),
  nickname: v.string(),
  role: v.string(),
});
export type Me = v.InferOutput<typeof me>;

/** GET /api/my/profile: `me` plus what the profile adds. */
export const profile = v.object({
  ...me.entries,
  /** identity verified */
  PI: v.boolean(),
  profileImage: v.nullable(v.string()),
});
export type Profile = v.InferOutput<typeof profile>;
export const profileResponse = v.object({ profile });
export type ProfileResponse = v.InferOutput<typeof profileResponse>;
