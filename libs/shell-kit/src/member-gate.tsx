import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useProfile } from '@luvcast/api-client';
import type { Profile } from '@luvcast/contracts';
import { QueryState } from '@luvcast/ui';
import { SignedOutCard } from './signed-out-card';

export interface MemberGateProps {
  /** the screen of a signed-in member */
  children: (profile: Profile) => ReactNode;
  /** the text when the profile cannot be read; without it a failed lookup shows the signed-out card */
  error?: ReactNode;
}

/**
 * A members-only screen: the spinner while the session is looked up (GET /api/my/profile), the
 * shared signed-out card for a guest, else the children with the member's profile.
 */
export function MemberGate({ children, error }: MemberGateProps) {
  const { t } = useLingui();
  const profile = useProfile();
  if (profile.isError && error === undefined) return <SignedOutCard />;
  return (
    <QueryState query={profile} error={error} loadingLabel={t`불러오는 중`}>
      {(member) => (member ? children(member) : <SignedOutCard />)}
    </QueryState>
  );
}
