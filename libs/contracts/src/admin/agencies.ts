import * as v from 'valibot';
import { noControlCharacters } from '../control-characters';
import { agencyInviteView, AGENCY_INVITE_STATUSES } from '../my/agency-invites';
import { idField, paginationQuery } from '../pagination';

/** POST /api/admin/agencies {name, brand?}: brand defaults to the operator's session brand (role S: their brand only). */
export const agencyCreateBody = v.object({
  name: v.pipe(v.string('agency.name'), v.trim(), v.nonEmpty('agency.name'), v.maxLength(50, 'agency.name'), noControlCharacters('agency.name'), v.regex(/^[^\r\n\t]*$/, 'agency.name')),
  brand: v.optional(v.pipe(v.string('agency.brand'), v.regex(/^[a-z]{2,20}$/, 'agency.brand'))),
});
export type AgencyCreateBody = v.InferInput<typeof agencyCreateBody>;

export const adminAgencyView = v.object({
  id: v.number(),
  name: v.string(),
  brand: v.string(),
  /** members who belong to it now */
  members: v.number(),
  createdAt: v.string(),
});
export type AdminAgencyView = v.InferOutput<typeof adminAgencyView>;
/** GET /api/admin/agencies: the agencies the operator may manage, newest first. */
export const adminAgencyListResponse = v.object({ list: v.array(adminAgencyView) });
export type AdminAgencyListResponse = v.InferOutput<typeof adminAgencyListResponse>;

/**
 * The text fields of POST /api/admin/agency-invites (multipart; the contract in the file field
 * `contract`: a PDF or a JPG/PNG/GIF image by its bytes, AGENCY_CONTRACT_MAX_BYTES).
 */
export const agencyInviteFields = v.object({
  agencyId: idField('agency.notFound'),
  loginId: v.pipe(v.string('agency.invite.member'), v.trim(), v.nonEmpty('agency.invite.member'), v.maxLength(15, 'agency.invite.member')),
  sharePercent: v.pipe(v.union([v.string(), v.number()], 'agency.invite.share'), v.transform((x) => (typeof x === 'string' && x.trim() === '' ? NaN : Number(x))), v.number('agency.invite.share'), v.integer('agency.invite.share'), v.minValue(0, 'agency.invite.share'), v.maxValue(100, 'agency.invite.share')),
  message: v.optional(v.pipe(v.string('agency.invite.message'), v.trim(), v.maxLength(1000, 'agency.invite.message'), noControlCharacters('agency.invite.message')), ''),
});
export type AgencyInviteFields = v.InferOutput<typeof agencyInviteFields>;

export const adminAgencyInviteView = v.object({
  ...agencyInviteView.entries,
  agency: v.object({ id: v.number(), name: v.string(), brand: v.string() }),
  member: v.object({ loginId: v.string(), nickname: v.string(), brand: v.string() }),
  /** the operator who sent it (null when that account is gone) */
  invitedBy: v.nullable(v.string()),
});
export type AdminAgencyInviteView = v.InferOutput<typeof adminAgencyInviteView>;

/** GET /api/admin/agency-invites?status&offset&limit: newest first; no status: all. */
export const adminAgencyInviteQuery = v.object({
  status: v.optional(v.picklist(AGENCY_INVITE_STATUSES, 'common.badRequest')),
  ...paginationQuery(20).entries,
});
export type AdminAgencyInviteQuery = v.InferOutput<typeof adminAgencyInviteQuery>;
export const adminAgencyInviteListResponse = v.object({ list: v.array(adminAgencyInviteView), total: v.number() });
export type AdminAgencyInviteListResponse = v.InferOutput<typeof adminAgencyInviteListResponse>;

export const adminAgencyInviteParams = v.object({ id: idField('agency.invite.notFound') });
