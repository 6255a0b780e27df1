import { useLingui } from '@lingui/react/macro';

/** Role codes (spec §3) and account states in words, for the operators' member screens. */
export function useMemberLabels() {
  const { t } = useLingui();
  const roles: Record<string, string> = { V: t`회원`, J: t`BJ`, O: t`운영자`, S: t`브랜드 운영자`, P: t`경찰` };
  const statuses: Record<'active' | 'blocked', string> = { active: t`정상`, blocked: t`차단` };
  return { roles, statuses, withdrawn: t`탈퇴` };
}
