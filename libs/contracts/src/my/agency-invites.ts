import * as v from 'valibot';
import { idField, intFromQuery, paginationQuery } from '../pagination';

/** How long an invite waits for its answer. */
export const AGENCY_INVITE_TTL_DAYS = 14;
/** How long a contract download link (POST /api/my/agency-invites/download-url) works. */
export const AGENCY_CONTRACT_LINK_TTL_S = 5 * 60;
/** The contract file of an invite: a PDF or an image (by its bytes), at most this big. */
export const AGENCY_CONTRACT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Where an invite stands for its member: `expired` is a pending invite past its `expiresAt`
 * (it can no longer be answered); `cancelled` by an operator, or because the member joined
 * another agency.
 */
export const AGENCY_INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled', 'expired'] as const;
export type AgencyInviteStatus = (typeof AGENCY_INVITE_STATUSES)[number];

export const agencyInviteView = v.object({
  id: v.number(),
  agency: v.object({ id: v.number(), name: v.string() }),
  /** the member's share of their earnings under the contract, in percent */
  sharePercent: v.number(),
  /** the agency's words: show as text */
  message: v.string(),
  status: v.picklist(AGENCY_INVITE_STATUSES),
  /** not opened yet by the member */
  unread: v.boolean(),
  /** the contract's file name (cleaned): show as text */
  contractName: v.string(),
  contractType: v.string(),
  expiresAt: v.string(),
  respondedAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type AgencyInviteView = v.InferOutput<typeof agencyInviteView>;

/** GET /api/my/agency-invites/has-new: whether an unread pending invite waits, and how many. */
export const agencyInviteHasNewResponse = v.object({ hasNew: v.boolean(), count: v.number() });
export type AgencyInviteHasNewResponse = v.InferOutput<typeof agencyInviteHasNewResponse>;

/** GET /api/my/agency-invites/me?offset&limit: the member's invites, newest first. */
export const agencyInviteListQuery = paginationQuery(10);
export const agencyInviteListResponse = v.object({ list: v.array(agencyInviteView), total: v.number(), offset: v.number(), limit: v.number() });
export type AgencyInviteListResponse = v.InferOutput<typeof agencyInviteListResponse>;

const id = idField('agency.invite.notFound');
export const agencyInviteParams = v.object({ id });

/** POST /api/my/agency-invites/{id}/respond (spec: "Agency invite: id and a response type"). */
export const AGENCY_INVITE_RESPONSES = ['accept', 'reject'] as const;
export type AgencyInviteResponseType = (typeof AGENCY_INVITE_RESPONSES)[number];
export const agencyInviteRespondBody = v.object({ type: v.picklist(AGENCY_INVITE_RESPONSES, 'agency.invite.responseType') });
export type AgencyInviteRespondBody = v.InferOutput<typeof agencyInviteRespondBody>;

/** POST /api/my/agency-invites/download-url {id}: a signed link to the contract, valid AGENCY_CONTRACT_LINK_TTL_S. */
export const agencyContractLinkBody = v.object({ id });
export const agencyContractLinkResponse = v.object({ url: v.string(), expiresAt: v.string() });
export type AgencyContractLinkResponse = v.InferOutput<typeof agencyContractLinkResponse>;

/** GET /api/agency-contracts/{id}?expires&signature: the signed link itself (no session needed). */
export const agencyContractParams = v.object({ id });
export const agencyContractQuery = v.object({
  expires: intFromQuery(0, 99_999_999_999),
  signature: v.pipe(v.string('agency.contract.link'), v.regex(/^[A-Za-z0-9_-]{43}$/, 'agency.contract.link')),
});
