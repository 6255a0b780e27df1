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
/**
 * The answer of GET /api/my/profile: the profile plus the member's numeric `id` and `channelId`
 * (their channel, null before `GET /api/my/chennel-register`), which the original service's
 * programs read (the broadcaster app keys its channel on them).
 */
export const ownProfile = v.object({ ...profile.entries, id: v.number(), channelId: v.nullable(v.number()) });
export type OwnProfile = v.InferOutput<typeof ownProfile>;
export const profileResponse = v.object({ profile: ownProfile });
export type ProfileResponse = v.InferOutput<typeof profileResponse>;
