import * as v from 'valibot';
import { noControlCharacters } from '../control-characters';

/** How long the appeal token of a sanctioned sign-in (423) may be used. */
export const SANCTION_APPEAL_TOKEN_TTL_S = 30 * 60;

/**
 * POST /api/cs/sanction-appeal (no session): a member whose sign-in answered 423 with a sanction
 * appeals it with the answer's `appealToken`; it becomes an inquiry of theirs (category report,
 * appeal `sanction:{id}`), one open appeal per sanction.
 */
export const sanctionAppealBody = v.object({
  appealToken: v.pipe(v.string('cs.appeal.token'), v.nonEmpty('cs.appeal.token'), v.maxLength(2000, 'cs.appeal.token')),
  content: v.pipe(v.string('cs.inquiry.content'), v.trim(), v.nonEmpty('cs.inquiry.content'), v.maxLength(2000, 'cs.inquiry.content'), noControlCharacters('cs.inquiry.content')),
});
export type SanctionAppealBody = v.InferOutput<typeof sanctionAppealBody>;
export const sanctionAppealResponse = v.object({ id: v.number(), result: v.literal('ok') });
export type SanctionAppealResponse = v.InferOutput<typeof sanctionAppealResponse>;
