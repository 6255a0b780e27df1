import type { MemberRow, MemberStatus, Repositories } from '@luvcast/db';

/**
 * Blocks or unblocks a member (operators: the admin call and `npm run member`). Blocking also
 * ends every open session of theirs, so the block takes effect at once and not only at the next
 * sign-in. Returns how many sessions were ended.
 */
export async function setMemberStatus(repos: Pick<Repositories, 'members' | 'sessions'>, member: MemberRow, status: MemberStatus): Promise<number> {
  await repos.members.setStatus(member.id, status);
  return status === 'blocked' ? repos.sessions.revokeAllOfMember(member.id) : 0;
}
