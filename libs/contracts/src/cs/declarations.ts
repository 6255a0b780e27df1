import * as v from 'valibot';
import { noControlCharacters } from '../control-characters';
import { idField, paginationQuery } from '../pagination';

/** Why a member reports: code and Korean label. */
export const DECLARATION_REASONS = [
  ['spam', '스팸/광고'],
  ['abuse', '욕설/비방'],
  ['sexual', '음란/선정성'],
  ['illegal', '불법 정보'],
  ['etc', '기타'],
] as const;
export type DeclarationReason = (typeof DECLARATION_REASONS)[number][0];
const REASON_CODES = DECLARATION_REASONS.map(([code]) => code);
/**
 * What can be reported through POST /api/cs/declaration-post: a member (their login id), a live
 * (the channel id), a fan-board post or comment (its id). A message is reported from the message:
 * POST /api/my/messages/declaration/{id}.
 */
export const DECLARATION_TARGETS = ['member', 'live', 'post', 'comment'] as const;
/** Reports one member may file per minute. */
export const DECLARATIONS_PER_MINUTE = 5;

const reason = v.picklist(REASON_CODES, 'cs.declaration.reason');
const detail = v.optional(v.pipe(v.string('cs.declaration.detail'), v.trim(), v.maxLength(500, 'cs.declaration.detail'), noControlCharacters('cs.declaration.detail')), '');

/** POST /api/cs/declaration-post: a member (targetId = login id), a live (channel id), a board post or comment (its id). */
export const declarationBody = v.object({
  targetType: v.picklist(DECLARATION_TARGETS, 'cs.declaration.target'),
  targetId: v.pipe(v.string('cs.declaration.target'), v.trim(), v.nonEmpty('cs.declaration.target'), v.maxLength(40, 'cs.declaration.target')),
  reason,
  detail,
});
export type DeclarationBody = v.InferOutput<typeof declarationBody>;
/** POST /api/my/messages/declaration/{id}: a received message. */
export const messageDeclarationBody = v.object({ reason, detail });

export const declarationView = v.object({
  id: v.number(),
  targetType: v.string(),
  targetId: v.string(),
  /** the member it is about (null when gone) */
  target: v.nullable(v.object({ loginId: v.string(), nickname: v.string() })),
  reason: v.picklist(REASON_CODES),
  detail: v.string(),
  status: v.picklist(['pending', 'dismissed', 'sanctioned']),
  createdAt: v.string(),
  handledAt: v.nullable(v.string()),
});
export type DeclarationView = v.InferOutput<typeof declarationView>;
export const declarationListQuery = paginationQuery(10);
export const declarationListResponse = v.object({ list: v.array(declarationView), total: v.number(), offset: v.number(), limit: v.number() });
export type DeclarationListResponse = v.InferOutput<typeof declarationListResponse>;
const id = idField('cs.declaration.notFound');
export const declarationParams = v.object({ id });

// ---- operators
export const adminDeclarationQuery = v.object({ status: v.optional(v.picklist(['pending', 'handled'], 'common.badRequest'), 'pending'), ...paginationQuery(20).entries });
export const adminDeclaration = v.object({
  ...declarationView.entries,
  brand: v.string(),
  reporter: v.object({ loginId: v.string(), nickname: v.string() }),
  /** what was reported as it was (a message's text) */
  snapshot: v.nullable(v.string()),
  resolution: v.nullable(v.string()),
});
export type AdminDeclaration = v.InferOutput<typeof adminDeclaration>;
export const adminDeclarationListResponse = v.object({ list: v.array(adminDeclaration), total: v.number() });
export type AdminDeclarationListResponse = v.InferOutput<typeof adminDeclarationListResponse>;
/**
 * PUT /api/admin/declarations/{id}: dismiss, sanction the member for `days` (1 to 3,650), or hide
 * the reported content (a board post or comment, or a message: out of the recipient's box) as the
 * board moderators' hide does; the reason is told to the member and logged.
 */
export const DECLARATION_ACTIONS = ['dismiss', 'sanction', 'hide'] as const;
/** The reported things an operator can hide from a report. */
export const HIDEABLE_DECLARATION_TARGETS = ['post', 'comment', 'message'] as const;
export const declarationDecisionBody = v.object({
  action: v.picklist(DECLARATION_ACTIONS, 'common.badRequest'),
  reason: v.pipe(v.string('cs.declaration.decisionReason'), v.trim(), v.nonEmpty('cs.declaration.decisionReason'), v.maxLength(500, 'cs.declaration.decisionReason'), noControlCharacters('cs.declaration.decisionReason')),
  days: v.optional(v.pipe(v.number('cs.declaration.days'), v.integer('cs.declaration.days'), v.minValue(1, 'cs.declaration.days'), v.maxValue(3650, 'cs.declaration.days'))),
});
export type DeclarationDecisionBody = v.InferOutput<typeof declarationDecisionBody>;
