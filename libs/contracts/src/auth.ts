import * as v from 'valibot';
import { DEVICES } from './constants';

/** Whitespace is stripped from all typed input (spec §5). */
const stripped = () => v.pipe(v.string(), v.transform((s: string) => s.replace(/\s+/g, '')));

export const signInBody = v.object({
  loginId: v.pipe(stripped(), v.nonEmpty('auth.id.empty'), v.maxLength(15, 'auth.id.pattern')),
  password: v.pipe(stripped(), v.nonEmpty('auth.password.empty'), v.maxLength(40, 'auth.password.pattern')),
  loginKeep: v.optional(v.boolean(), false),
  saveId: v.optional(v.boolean(), false),
  device: v.optional(v.picklist(DEVICES), 'PCWEB'),
});
export type SignInBody = v.InferInput<typeof signInBody>;

export const me = v.object({
  loginId: v.string(),
  nickname: v.string(),
  role: v.string(),
});
export type Me = v.InferOutput<typeof me>;

export const signInResult = v.object({ result: v.literal('ok'), me });
export type SignInResult = v.InferOutput<typeof signInResult>;

/** Failure body of sign-in and of most calls: status code plus `msg`. */
export const errorBody = v.object({ msg: v.string(), code: v.optional(v.string()) });
export type ErrorBody = v.InferOutput<typeof errorBody>;
