import type { MouseEvent } from 'react';
import { useProfile } from '@luvcast/api-client';
import { requireMember } from '@luvcast/session';

/**
 * onClick of a link or button to a members-only screen or action (spec §6): a visitor known to
 * be a guest gets the 회원 전용 dialog and stays where they are (the click is cancelled); a
 * member, or a visitor whose session is still being looked up, goes on.
 */
export function useMembersOnlyClick(): (event: MouseEvent) => void {
  const { data: profile } = useProfile();
  return (event) => {
    if (profile === null && !requireMember()) event.preventDefault();
  };
}
