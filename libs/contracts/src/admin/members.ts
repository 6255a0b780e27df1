import * as v from 'valibot';

/** Member role codes (spec §3): P police, O operator, S operator of the second brand, V member, J genie (BJ); and account states. */
export const MEMBER_ROLES = ['V', 'J', 'O', 'P', 'S'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_STATUSES = ['active', 'blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** GET /api/admin/members/{loginId}, PUT /api/admin/members/{loginId}/status */
export const adminMemberParams = v.object({ loginId: v.pipe(v.string(), v.trim(), v.nonEmpty('auth.id.empty'), v.maxLength(15, 'auth.id.pattern')) });
export const memberStatusBody = v.object({ status: v.picklist(MEMBER_STATUSES, 'common.badRequest') });
export type MemberStatusBody = v.InferInput<typeof memberStatusBody>;
export const adminMemberStatus = v.object({
  loginId: v.string(),
  nickname: v.string(),
  role: v.string(),
  status: v.picklist(MEMBER_STATUSES),
  withdrawn: v.boolean(),
  /** sessions ended by this call (blocking signs the member out everywhere) */
  revokedSessions: v.optional(v.number()),
});
export type AdminMemberStatus = v.InferOutput<typeof adminMemberStatus>;
