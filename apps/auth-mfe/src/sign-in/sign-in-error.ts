import { ApiError } from '@luvcast/api-client';
import { isMessageKey, type MessageKey } from '@luvcast/contracts';

/**
 * What the alert says after a failed sign-in (spec §8): 401 without msg -> auth.signin.invalid,
 * 401 with msg -> that msg, 423 -> auth.signin.blocked, other errors -> their msg (or the text of
 * their code when it is a message key), else common.unknownError.
 */
export function signInErrorText(error: unknown, text: (key: MessageKey) => string): string {
  if (!(error instanceof ApiError)) return text('common.unknownError');
  if (error.status === 401) return error.msg || text('auth.signin.invalid');
  if (error.status === 423) return text('auth.signin.blocked');
  if (error.msg) return error.msg;
  if (error.code && isMessageKey(error.code)) return text(error.code);
  if (error.status >= 500 || error.status === 0) return text('common.serverError');
  return text('common.unknownError');
}
