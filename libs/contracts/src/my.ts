import * as v from 'valibot';

export const profile = v.object({
  loginId: v.string(),
  nickname: v.string(),
  /** identity verified */
  PI: v.boolean(),
  profileImage: v.nullable(v.string()),
  role: v.string(),
});
export type Profile = v.InferOutput<typeof profile>;
export const profileResponse = v.object({ profile });
export type ProfileResponse = v.InferOutput<typeof profileResponse>;
