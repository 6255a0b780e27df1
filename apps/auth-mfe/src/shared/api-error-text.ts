import { ApiError } from '@luvcast/api-client';
import { isContractMessage as isMessageKey } from '@luvcast/i18n';

/** Spec §8: a sign-up error shows the server's error text (`error` / `error_msg`) in the 알림 alert. */
export function signUpErrorText(error: unknown, text: (key: string) => string): string {
  if (!(error instanceof ApiError)) return text('common.unknownError');
  if (error.msg) return isMessageKey(error.msg) ? text(error.msg) : error.msg;
  if (error.code && isMessageKey(error.code)) return text(error.code);
  if (error.status >= 500 || error.status === 0) return text('common.serverError');
  return text('common.unknownError');
}

/** Social sign-up errors without a message: 알 수 없는 오류가 발생하였습니다. (spec §8) */
export function socialSignUpErrorText(error: unknown, text: (key: string) => string): string {
  return error instanceof ApiError && error.msg ? error.msg : text('auth.social.unknownError');
}
