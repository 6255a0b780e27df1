import * as v from 'valibot';
import { DEVICES } from '../constants';
import { me } from '../my/me';

/** Whitespace is stripped from all typed input (spec §5). */
const stripped = () => v.pipe(v.string(), v.transform((s: string) => s.replace(/\s+/g, '')));

/** POST /v2/api/auth/signin */
export const signInBody = v.object({
  loginId: v.pipe(stripped(), v.nonEmpty('auth.id.empty'), v.maxLength(15, 'auth.id.pattern')),
  password: v.pipe(stripped(), v.nonEmpty('auth.password.empty'), v.maxLength(40, 'auth.password.pattern')),
  loginKeep: v.optional(v.boolean(), false),
  saveId: v.optional(v.boolean(), false),
  device: v.optional(v.picklist(DEVICES), 'PCWEB'),
});
export type SignInBody = v.InferInput<typeof signInBody>;

/** A signed-in answer (sign-in, sign-up, social sign-up): the session cookies come with it. */
export const signInResult = v.object({ result: v.literal('ok'), me });
/**
 * 423 of a blocked member (the right password): msg 차단된 계정입니다.; `sanction` when an operator's
 * sanction with an end is in force (its reason and end, for the member to know and to appeal), with
 * `appealToken`: 30 minutes to appeal it without a session (POST /api/cs/sanction-appeal).
 */
export const signInBlockedBody = v.object({ msg: v.string(), sanction: v.optional(v.object({ reason: v.string(), until: v.string() })), appealToken: v.optional(v.string()) });
export type SignInResult = v.InferOutput<typeof signInResult>;
