import * as v from 'valibot';
import { passwordsMatch } from '../account/sign-up';
import { passwordField } from '../fields';

/** Password checks one member may fail in PASSWORD_CHANGE_WINDOW_S before being asked to wait. */
export const PASSWORD_CHANGE_ATTEMPTS = 5;
export const PASSWORD_CHANGE_WINDOW_S = 600;

/**
 * PUT /api/my/password: the signed-in member's new password (the sign-up rules), after their
 * current one; the confirmation must match. Every other session of the member ends.
 */
export const passwordChangeBody = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string('my.password.current'), v.nonEmpty('my.password.current'), v.maxLength(40, 'my.password.current')),
    password: passwordField(15),
    confirmPassword: v.pipe(v.string(), v.transform((s: string) => s.replace(/\s+/g, ''))),
  }),
  passwordsMatch('confirmPassword'),
);
export type PasswordChangeBody = v.InferOutput<typeof passwordChangeBody>;
export const passwordChangeResult = v.object({ result: v.literal('ok'), endedSessions: v.number() });
