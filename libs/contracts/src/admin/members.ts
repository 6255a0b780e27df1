import * as v from 'valibot';
import { noControlCharacters } from '../control-characters';
import { paginationQuery } from '../pagination';

/** Member role codes (spec §3): P police, O operator, S operator of the second brand, V member, J genie (BJ); and account states. */
export const MEMBER_ROLES = ['V', 'J', 'O', 'P', 'S'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_STATUSES = ['active', 'blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** GET /api/admin/members/{loginId}, PUT /api/admin/members/{loginId}/status */
export const adminMemberParams = v.object({ loginId: v.pipe(v.string(), v.trim(), v.nonEmpty('auth.id.empty'), v.maxLength(15, 'auth.id.pattern')) });
/** `reason`: why (logged in operator_actions; the web form asks for it, programs may leave it out). */
export const memberStatusBody = v.object({
  status: v.picklist(MEMBER_STATUSES, 'common.badRequest'),
  reason: v.optional(v.pipe(v.string('admin.member.reason'), v.trim(), v.maxLength(500, 'admin.member.reason'), noControlCharacters('admin.member.reason')), ''),
});
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

/** GET /api/admin/members?query: members whose login ID is `query` or starts with it, or whose nickname starts with it (role S: their brand's only). */
export const adminMemberSearchQuery = v.object({
  query: v.pipe(v.string('admin.member.query'), v.trim(), v.minLength(2, 'admin.member.query'), v.maxLength(15, 'admin.member.query')),
  ...paginationQuery(20).entries,
});
export const adminMemberLine = v.object({
  loginId: v.string(),
  nickname: v.string(),
  role: v.string(),
  status: v.picklist(MEMBER_STATUSES),
  withdrawn: v.boolean(),
  /** the brand whose site they signed up on */
  brand: v.string(),
  createdAt: v.string(),
});
export type AdminMemberLine = v.InferOutput<typeof adminMemberLine>;
export const adminMemberSearchResponse = v.object({ list: v.array(adminMemberLine), total: v.number() });
export type AdminMemberSearchResponse = v.InferOutput<typeof adminMemberSearchResponse>;

/** GET /api/admin/members/{loginId}: the member, their sanctions in force, the latest reports about them and what operators did to them. */
export const adminMemberDetail = v.object({
  ...adminMemberLine.entries,
  sanctions: v.array(v.object({ id: v.number(), reason: v.string(), until: v.string(), createdAt: v.string() })),
  declarations: v.array(
    v.object({
      id: v.number(),
      targetType: v.string(),
      reason: v.string(),
      detail: v.string(),
      status: v.picklist(['pending', 'dismissed', 'sanctioned']),
      reporter: v.object({ loginId: v.string(), nickname: v.string() }),
      createdAt: v.string(),
    }),
  ),
  actions: v.array(v.object({ id: v.number(), operatorLoginId: v.string(), action: v.string(), targetType: v.string(), targetId: v.string(), reason: v.string(), createdAt: v.string() })),
});
export type AdminMemberDetail = v.InferOutput<typeof adminMemberDetail>;
