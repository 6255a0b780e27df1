import type { MessageKey } from '@luvcast/contracts';
import { ApiError } from '@luvcast/api-client';
import { isContractMessage as isMessageKey } from '@luvcast/i18n';

type Text = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * What the alert says after a failed sign-in (spec §8): 401 without msg -> auth.signin.invalid,
 * 401 with msg -> that msg, 423 -> auth.signin.blocked (with the sanction's reason and end when an
 * operator's sanction is in force, `formatDate` writing the end), other errors -> their msg (or the
 * text of their code when it is a message key), else common.unknownError.
 */
export function signInErrorText(error: unknown, text: Text, formatDate: (iso: string) => string = (iso) => iso): string {
  if (!(error instanceof ApiError)) return text('common.unknownError');
  if (error.status === 401) return error.msg || text('auth.signin.invalid');
  if (error.status === 423) {
    const sanction = error.body?.['sanction'] as { reason?: unknown; until?: unknown } | undefined;
    const blocked = text('auth.signin.blocked');
    if (typeof sanction?.reason !== 'string' || typeof sanction.until !== 'string') return blocked;
    return `${blocked}\n${text('auth.signin.sanction', { reason: sanction.reason, until: formatDate(sanction.until) })}`;
  }
  if (error.msg) return error.msg;
  if (error.code && isMessageKey(error.code)) return text(error.code);
  if (error.status >= 500 || error.status === 0) return text('common.serverError');
  return text('common.unknownError');
}

/** The appeal token of a sanctioned member's 423 (POST /api/cs/sanction-appeal), if the answer has one. */
export function appealTokenOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 423) return null;
  const token = error.body?.['appealToken'];
  return typeof token === 'string' && token !== '' ? token : null;
}
