import { useLingui } from '@lingui/react/macro';
import type { AgencyInviteStatus } from '@luvcast/contracts';

/** The invite statuses in the reader's language (codes are the contract's). */
export function useStatusLabels(): Record<AgencyInviteStatus, string> {
  const { t } = useLingui();
  return { pending: t`응답 대기`, accepted: t`수락함`, rejected: t`거절함`, cancelled: t`취소됨`, expired: t`기간 만료` };
}

/** `2026-11-26T01:02:03.000Z` as `2026-11-26 01:02` (what the other lists show). */
export const shortTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');
