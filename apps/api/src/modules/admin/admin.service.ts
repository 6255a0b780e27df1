import type { AdminMemberDetail, AdminMemberLine } from '@luvcast/contracts';
import { DECLARATION_STATUS, type Db, type MemberRow, type MemberStatus } from '@luvcast/db';
import { staffMay, staffScope } from '../../plugins/app/auth';
import { refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';

/** `sessionCache` is the API's (the members CLI runs without one: no instance keeps sessions in it) */
export type AdminServiceDeps = Pick<App, 'db' | 'members' | 'sessions' | 'declarations' | 'operatorActions'> & Partial<Pick<App, 'sessionCache'>>;

/** What an operator sees of a member. */
export const memberStatusOf = (m: MemberRow) => ({ loginId: m.loginId, nickname: m.nickname, role: m.role, status: m.status, withdrawn: Boolean(m.expiredAt) });
export const memberLineOf = (m: MemberRow): AdminMemberLine => ({ ...memberStatusOf(m), brand: m.brand, createdAt: m.createdAt.toISOString() });

const STATUS_NAMES = { [DECLARATION_STATUS.pending]: 'pending', [DECLARATION_STATUS.dismissed]: 'dismissed', [DECLARATION_STATUS.sanctioned]: 'sanctioned' } as const;
/** How many of the latest reports and operator actions the member page shows. */
const RECENT = 20;

/**
 * Operators (role O, every brand; role S, the members of their brand: `members.brand`, the site they
 * signed up on) and `npm run member` from a shell (cli/members.ts): find members, look one up with
 * their sanctions, the reports about them and what operators did to them, block or unblock them
 * (logged with the reason). A member of another brand is "not found" for a brand operator. Site
 * flags (maintenance, emergency, switches) are the site service's.
 */
export function createAdminService(app: AdminServiceDeps) {
  return {
    findMember: (loginId: string) => app.members.findByLoginId(loginId),

    /** A member the operator may act on (their brand's for role S), else undefined. */
    async staffMember(staff: AuthedMember, loginId: string): Promise<MemberRow | undefined> {
      const m = await app.members.findByLoginId(loginId);
      return m && staffMay(staff, m.brand) ? m : undefined;
    },

    async search(staff: AuthedMember, query: string, page: { offset: number; limit: number }) {
      const r = await app.members.search({ query, brand: staffScope(staff) ?? null }, page);
      return { list: r.list.map(memberLineOf), total: r.total };
    },

    async detail(staff: AuthedMember, loginId: string): Promise<AdminMemberDetail | Refusal> {
      const m = await this.staffMember(staff, loginId);
      if (!m) return refusal('auth.find.notFound', 404);
      const [sanctions, declarations] = await Promise.all([app.declarations.allInForce(m.id), app.declarations.about(m.id, RECENT)]);
      // what operators did to the member, to their bank account, and on the reports about them
      const actions = await app.operatorActions.on(
        [{ type: 'member', id: m.loginId }, { type: 'bank_account', id: m.loginId }, ...declarations.map((d) => ({ type: 'declaration', id: d.id }))],
        RECENT,
      );
      return {
        ...memberLineOf(m),
        sanctions: sanctions.map((s) => ({ id: s.id, reason: s.reason, until: s.until.toISOString(), createdAt: s.createdAt.toISOString() })),
        declarations: declarations.map((d) => ({
          id: d.id,
          targetType: d.targetType,
          reason: d.reason,
          detail: d.detail,
          status: STATUS_NAMES[d.status as 0 | 1 | 2],
          reporter: d.reporter,
          createdAt: d.createdAt.toISOString(),
        })),
        actions: actions.map((a) => ({ id: a.id, operatorLoginId: a.operatorLoginId, action: a.action, targetType: a.targetType, targetId: a.targetId, reason: a.reason, createdAt: a.createdAt.toISOString() })),
      };
    },

    /**
     * Blocks or unblocks a member. Blocking also ends every open session of theirs (in the same
     * transaction), so the block takes effect at once and not only at the next sign-in: their next
     * call answers 401, the refresh fails, sign-in answers 423. Sanctions in force end with it (the
     * operator's status holds until changed by hand). An operator's change is logged in
     * operator_actions (member.block / member.unblock, target the login ID) with the reason, in the
     * same transaction; the shell command has no operator to log. Returns how many sessions ended.
     */
    async setMemberStatus(member: MemberRow, status: MemberStatus, by?: { operatorId: number; reason: string }): Promise<number> {
      const ended = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = member.status;
        await app.members.setStatus(member.id, status, tx);
        // a status set by hand holds: no sanction running out reopens (or closes) the account later
        await app.declarations.liftAllOf(member.id, tx);
        const ended = status === 'blocked' ? await app.sessions.revokeAllOfMember(member.id, tx) : 0;
        if (by) {
          await app.operatorActions.record(
            { operatorId: by.operatorId, action: status === 'blocked' ? 'member.block' : 'member.unblock', targetType: 'member', targetId: member.loginId, reason: by.reason, detail: { before, endedSessions: ended } },
            tx,
          );
        }
        return ended;
      });
      // every instance has forgotten the member's sessions before the operator has the answer
      await app.sessionCache?.settled();
      return ended;
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
