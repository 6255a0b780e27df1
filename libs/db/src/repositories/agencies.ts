import { aliasedTable, and, count, desc, eq, gt, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { agencies, agencyInvites, agencyMembers, members, type AgencyInviteRow, type AgencyRow } from '../schema';

/** A stored invite status; `expired` is no status of its own but a pending invite past `expires_at`. */
export type AgencyInviteFilter = 'pending' | 'accepted' | 'rejected' | 'cancelled' | 'expired';

export interface NewAgencyInvite {
  agencyId: number;
  memberId: number;
  invitedBy: number;
  message: string;
  sharePercent: number;
  contractPath: string;
  contractName: string;
  contractType: string;
  expiresAt: Date;
}

/** An invite with its agency (what its member sees). */
export type AgencyInviteWithAgency = AgencyInviteRow & { agencyName: string; agencyBrand: string };
/** An invite as operators see it: with the invitee and who sent it. */
export type AdminAgencyInvite = AgencyInviteWithAgency & { loginId: string; nickname: string; memberBrand: string; invitedByLoginId: string | null };

/** How an answer to an invite went (the service turns it into an answer or a refusal). */
export type AgencyRespondOutcome = 'done' | 'notFound' | 'answered' | 'expired' | 'otherAgency';

const statusWhere = (status: AgencyInviteFilter | undefined): SQL | undefined => {
  if (!status) return undefined;
  if (status === 'pending') return and(eq(agencyInvites.status, 'pending'), gt(agencyInvites.expiresAt, sql`now()`));
  if (status === 'expired') return and(eq(agencyInvites.status, 'pending'), lte(agencyInvites.expiresAt, sql`now()`));
  return eq(agencyInvites.status, status);
};

/**
 * Agencies (MCNs), their invitations to members with a contract file, and who belongs to which
 * (one agency at a time). An invite is answered once, while pending and unexpired; accepting it
 * makes its member a member of the agency and cancels their other pending invites, in one
 * transaction that first locks all of the member's pending invites (so two answers of one member
 * never interleave).
 */
export function agenciesRepository(db: Db) {
  const inviter = aliasedTable(members, 'inviter');
  const withAgency = { invite: agencyInvites, agencyName: agencies.name, agencyBrand: agencies.brand };
  const flat = (r: { invite: AgencyInviteRow; agencyName: string; agencyBrand: string }): AgencyInviteWithAgency => ({ ...r.invite, agencyName: r.agencyName, agencyBrand: r.agencyBrand });

  /** Invites newest first: of one brand's agencies and members (brand operators) or all, by status. */
  async function queue(filter: { brand: string | null; status?: AgencyInviteFilter; id?: number }, page: { offset: number; limit: number }, tx: Db = db) {
    const where = and(
      filter.brand ? and(eq(agencies.brand, filter.brand), eq(members.brand, filter.brand)) : undefined,
      statusWhere(filter.status),
      filter.id ? eq(agencyInvites.id, filter.id) : undefined,
    );
    // (drizzle types a select over a table and its alias as never: the shape is spelled out)
    const rows: (Parameters<typeof flat>[0] & { loginId: string; nickname: string; memberBrand: string; invitedByLoginId: string | null })[] = await tx
      .select({ ...withAgency, loginId: members.loginId, nickname: members.nickname, memberBrand: members.brand, invitedByLoginId: inviter.loginId })
      .from(agencyInvites)
      .innerJoin(agencies, eq(agencies.id, agencyInvites.agencyId))
      .innerJoin(members, eq(members.id, agencyInvites.memberId))
      .leftJoin(inviter, eq(inviter.id, agencyInvites.invitedBy))
      .where(where)
      .orderBy(desc(agencyInvites.id))
      .offset(page.offset)
      .limit(page.limit);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(agencyInvites)
      .innerJoin(agencies, eq(agencies.id, agencyInvites.agencyId))
      .innerJoin(members, eq(members.id, agencyInvites.memberId))
      .where(where);
    return {
      list: rows.map((r): AdminAgencyInvite => ({ ...flat(r), loginId: r.loginId, nickname: r.nickname, memberBrand: r.memberBrand, invitedByLoginId: r.invitedByLoginId })),
      total: Number(total),
    };
  }

  return {
    // ---- agencies

    /** A new agency (throws the unique violation agencies_name_key when the brand has one of that name). */
    async create(input: { name: string; brand: string }, tx: Db = db): Promise<AgencyRow> {
      const [row] = await tx.insert(agencies).values(input).returning();
      return row;
    },
    async find(id: number, tx: Db = db): Promise<AgencyRow | null> {
      const [row] = await tx.select().from(agencies).where(eq(agencies.id, id));
      return row ?? null;
    },
    /** One brand's agencies or all (null), newest first, with how many members each has. */
    async list(brand: string | null, tx: Db = db): Promise<(AgencyRow & { members: number })[]> {
      const rows = await tx
        .select({ agency: agencies, members: sql<number>`(select count(*) from ${agencyMembers} where ${agencyMembers.agencyId} = ${agencies.id})::int` })
        .from(agencies)
        .where(brand ? eq(agencies.brand, brand) : undefined)
        .orderBy(desc(agencies.id))
        .limit(500);
      return rows.map((r) => ({ ...r.agency, members: Number(r.members) }));
    },
    /** The agency a member belongs to now. */
    async membershipOf(memberId: number, tx: Db = db) {
      const [row] = await tx.select().from(agencyMembers).where(eq(agencyMembers.memberId, memberId));
      return row ?? null;
    },

    // ---- invites

    /** A new pending invite (throws the unique violation agency_invites_open_key when one of the agency to the member is pending). */
    async invite(input: NewAgencyInvite, tx: Db = db): Promise<AgencyInviteRow> {
      const [row] = await tx.insert(agencyInvites).values(input).returning();
      return row;
    },
    /** An expired, unanswered invite of the agency to the member is cancelled (a new one takes its place). */
    async cancelExpired(agencyId: number, memberId: number, tx: Db = db): Promise<void> {
      await tx
        .update(agencyInvites)
        .set({ status: 'cancelled' })
        .where(and(eq(agencyInvites.agencyId, agencyId), eq(agencyInvites.memberId, memberId), eq(agencyInvites.status, 'pending'), lte(agencyInvites.expiresAt, sql`now()`)));
    },
    /** One invite with its agency (whoever it is for: callers check). */
    async findInvite(id: number, tx: Db = db): Promise<AgencyInviteWithAgency | null> {
      const [row] = await tx.select(withAgency).from(agencyInvites).innerJoin(agencies, eq(agencies.id, agencyInvites.agencyId)).where(eq(agencyInvites.id, id));
      return row ? flat(row) : null;
    },
    /** A member's invites, newest first. */
    async listOf(memberId: number, page: { offset: number; limit: number }, tx: Db = db) {
      const rows = await tx
        .select(withAgency)
        .from(agencyInvites)
        .innerJoin(agencies, eq(agencies.id, agencyInvites.agencyId))
        .where(eq(agencyInvites.memberId, memberId))
        .orderBy(desc(agencyInvites.id))
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: count() }).from(agencyInvites).where(eq(agencyInvites.memberId, memberId));
      return { list: rows.map(flat), total: Number(total) };
    },
    /** How many of the member's invites are pending, unexpired and not opened yet. */
    async unreadPending(memberId: number, tx: Db = db): Promise<number> {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(agencyInvites)
        .where(and(eq(agencyInvites.memberId, memberId), eq(agencyInvites.status, 'pending'), gt(agencyInvites.expiresAt, sql`now()`), isNull(agencyInvites.readAt)));
      return Number(n);
    },
    /** The member opened it (it is no longer new). */
    async markRead(id: number, memberId: number, tx: Db = db): Promise<void> {
      await tx.update(agencyInvites).set({ readAt: sql`now()` }).where(and(eq(agencyInvites.id, id), eq(agencyInvites.memberId, memberId), isNull(agencyInvites.readAt)));
    },

    /**
     * The member's answer to their invite, in one transaction: accepting joins the agency (refused
     * while they belong to another one; the same agency takes the new share) and cancels their other
     * pending invites.
     */
    async respond(id: number, memberId: number, accept: boolean, tx: Db = db): Promise<AgencyRespondOutcome> {
      return tx.transaction(async (t) => {
        const q = t as unknown as Db;
        // every pending invite of the member, in id order: one answer of this member at a time
        await q.select({ id: agencyInvites.id }).from(agencyInvites).where(and(eq(agencyInvites.memberId, memberId), eq(agencyInvites.status, 'pending'))).orderBy(agencyInvites.id).for('update');
        const [row] = await q
          .select({ status: agencyInvites.status, expired: sql<boolean>`${agencyInvites.expiresAt} <= now()`, agencyId: agencyInvites.agencyId, sharePercent: agencyInvites.sharePercent })
          .from(agencyInvites)
          .where(and(eq(agencyInvites.id, id), eq(agencyInvites.memberId, memberId)));
        if (!row) return 'notFound';
        if (row.status !== 'pending') return 'answered';
        if (row.expired) return 'expired';
        if (accept) {
          // one agency at a time: joining the same agency again takes the new contract's share
          const joined = await q
            .insert(agencyMembers)
            .values({ memberId, agencyId: row.agencyId, inviteId: id, sharePercent: row.sharePercent })
            .onConflictDoUpdate({
              target: agencyMembers.memberId,
              set: { inviteId: id, sharePercent: row.sharePercent, joinedAt: sql`now()` },
              setWhere: eq(agencyMembers.agencyId, row.agencyId),
            })
            .returning({ memberId: agencyMembers.memberId });
          if (!joined.length) return 'otherAgency';
          await q
            .update(agencyInvites)
            .set({ status: 'cancelled', respondedAt: sql`now()` })
            .where(and(eq(agencyInvites.memberId, memberId), eq(agencyInvites.status, 'pending'), ne(agencyInvites.id, id)));
        }
        await q
          .update(agencyInvites)
          .set({ status: accept ? 'accepted' : 'rejected', respondedAt: sql`now()`, readAt: sql`coalesce(${agencyInvites.readAt}, now())` })
          .where(eq(agencyInvites.id, id));
        return 'done';
      });
    },

    // ---- operators

    queue,

    /** One invite as operators see it. */
    async findForStaff(id: number, tx: Db = db): Promise<AdminAgencyInvite | null> {
      const { list } = await queue({ brand: null, id }, { offset: 0, limit: 1 }, tx);
      return list[0] ?? null;
    },
    /** Cancels a pending invite (null when it is answered, cancelled or gone already). */
    async cancel(id: number, tx: Db = db): Promise<AgencyInviteRow | null> {
      const [row] = await tx.update(agencyInvites).set({ status: 'cancelled' }).where(and(eq(agencyInvites.id, id), eq(agencyInvites.status, 'pending'))).returning();
      return row ?? null;
    },
  };
}
export type AgenciesRepository = ReturnType<typeof agenciesRepository>;
