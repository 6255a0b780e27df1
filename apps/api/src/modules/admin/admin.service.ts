import type { MemberRow, MemberStatus } from '@luvcast/db';
import type { App } from '../../types';

export type AdminServiceDeps = Pick<App, 'db' | 'members' | 'sessions' | 'declarations'>;

/** What an operator sees of a member. */
export const memberStatusOf = (m: MemberRow) => ({ loginId: m.loginId, nickname: m.nickname, role: m.role, status: m.status, withdrawn: Boolean(m.expiredAt) });

/**
 * Operators (role O, and `npm run member` from a shell: cli/members.ts): look members up and block
 * or unblock them. Site flags (maintenance, emergency, switches) are the site service's.
 */
export function createAdminService(app: AdminServiceDeps) {
  return {
    findMember: (loginId: string) => app.members.findByLoginId(loginId),

    /**
     * Blocks or unblocks a member. Blocking also ends every open session of theirs (in the same
     * transaction), so the block takes effect at once and not only at the next sign-in: their next
     * call answers 401, the refresh fails, sign-in answers 423. Sanctions in force end with it (the
     * operator's status holds until changed by hand). Returns how many sessions ended.
     */
    async setMemberStatus(member: MemberRow, status: MemberStatus): Promise<number> {
      return app.db.transaction(async (t) => {
        const tx = t as unknown as typeof app.db;
        await app.members.setStatus(member.id, status, tx);
        // a status set by hand holds: no sanction running out reopens (or closes) the account later
        await app.declarations.liftAllOf(member.id, tx);
        return status === 'blocked' ? app.sessions.revokeAllOfMember(member.id, tx) : 0;
      });
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
