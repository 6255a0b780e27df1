import { randomUUID } from 'node:crypto';
import { and, desc, eq, exists, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { BrandId } from '@luvcast/brand-config';
import type { Db } from '../client';
import { authSessions, members, type AuthSessionRow, type MemberRow } from '../schema';

export interface NewSession {
  memberId: number;
  /** SHA-256 of the refresh token (see hashOpaqueToken) */
  tokenHash: string;
  keep: boolean;
  device: string;
  expiresAt: Date;
  /** the family of a rotated token; a new family when omitted */
  familyId?: string;
  /** the brand whose site opens the session (brand-config id); its tokens work on that brand's hosts only */
  brand: BrandId;
}

/** A rotated refresh token presented again within this many seconds is a concurrent refresh, not theft. */
export const REFRESH_REUSE_GRACE_S = 10;
/**
 * Successors one refresh token can have: its rotation plus two siblings within the grace (two or
 * three tabs refreshing at once). More would let one copied token open any number of sessions.
 */
export const REFRESH_MAX_SUCCESSORS = 3;

export function sessionsRepository(db: Db) {
  // asked by every authenticated request: a named statement, planned once per connection
  const memberOfActiveFamily = db
    .select()
    .from(members)
    .where(
      and(
        eq(members.id, sql.placeholder('memberId')),
        exists(
          db
            .select({ one: sql`1` })
            .from(authSessions)
            .where(and(eq(authSessions.familyId, sql.placeholder('familyId')), eq(authSessions.memberId, sql.placeholder('memberId')), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql`now()`))),
        ),
      ),
    )
    .limit(1)
    .prepare('member_of_active_family');
  // every sign-in opens one: built once, a named statement planned once per connection
  const insertSession = db
    .insert(authSessions)
    .values({
      familyId: sql.placeholder('familyId'),
      memberId: sql.placeholder('memberId'),
      tokenHash: sql.placeholder('tokenHash'),
      keep: sql.placeholder('keep'),
      device: sql.placeholder('device'),
      expiresAt: sql.placeholder('expiresAt'),
      brand: sql.placeholder('brand'),
    })
    .prepare('session_create');
  return {
    /** Opens a session (a new family unless `familyId` is given): answers its family id. */
    async create(input: NewSession): Promise<{ familyId: string }> {
      const familyId = input.familyId ?? randomUUID();
      await insertSession.execute({ ...input, familyId });
      return { familyId };
    },
    async findByTokenHash(tokenHash: string, tx: Db = db): Promise<AuthSessionRow | undefined> {
      const [row] = await tx.select().from(authSessions).where(eq(authSessions.tokenHash, tokenHash)).limit(1);
      return row;
    },
    /**
     * The member of an access token in one read: their row while the session family still has a
     * token that is neither revoked nor expired (every authenticated request asks this).
     */
    async memberOfActiveFamily(familyId: string, memberId: number): Promise<MemberRow | undefined> {
      const [row] = await memberOfActiveFamily.execute({ familyId, memberId });
      return row;
    },
    /**
     * Rotation, counted on the presented token's row in one UPDATE: it stamps `rotated_at` (the
     * first time) and adds one to `successors` only while the token is live (not revoked, not
     * expired), was rotated at most `reuseGraceS` ago (or not yet) and has fewer than
     * `maxSuccessors` successors; the successor is inserted in the same transaction. The row lock
     * of that UPDATE serialises concurrent refreshes, so however many arrive at once, at most
     * `maxSuccessors` get a successor (the rotation, then siblings for other tabs).
     * When the UPDATE matches nothing, the row says why:
     * - `reused`: rotated more than `reuseGraceS` ago (the caller revokes the family);
     * - `capped`: within the grace, but its successors are used up (nothing to revoke: the
     *   tabs that got them are the owner's);
     * - `invalid`: unknown, revoked or expired.
     */
    async rotate(
      tokenHash: string,
      successorHash: string,
      expiresAt: Date,
      reuseGraceS = REFRESH_REUSE_GRACE_S,
      maxSuccessors = REFRESH_MAX_SUCCESSORS,
    ): Promise<{ status: 'ok'; session: AuthSessionRow } | { status: 'reused'; familyId: string } | { status: 'capped' } | { status: 'invalid' }> {
      const grace = sql`now() - make_interval(secs => ${reuseGraceS})`;
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [from] = await tx
          .update(authSessions)
          .set({ rotatedAt: sql`coalesce(${authSessions.rotatedAt}, now())`, successors: sql`${authSessions.successors} + 1` })
          .where(
            and(
              eq(authSessions.tokenHash, tokenHash),
              isNull(authSessions.revokedAt),
              gt(authSessions.expiresAt, sql`now()`),
              lt(authSessions.successors, maxSuccessors),
              or(isNull(authSessions.rotatedAt), gt(authSessions.rotatedAt, grace)),
            ),
          )
          .returning();
        if (!from) {
          const [row] = await tx
            .select({
              familyId: authSessions.familyId,
              live: sql<boolean>`${authSessions.rotatedAt} is not null and ${authSessions.revokedAt} is null and ${authSessions.expiresAt} > now()`,
              inGrace: sql<boolean>`${authSessions.rotatedAt} > ${grace}`,
            })
            .from(authSessions)
            .where(eq(authSessions.tokenHash, tokenHash))
            .limit(1);
          if (!row?.live) return { status: 'invalid' as const };
          return row.inGrace ? { status: 'capped' as const } : { status: 'reused' as const, familyId: row.familyId };
        }
        const [session] = await tx
          .insert(authSessions)
          .values({ familyId: from.familyId, memberId: from.memberId, tokenHash: successorHash, keep: from.keep, device: from.device, brand: from.brand, expiresAt })
          .returning();
        return { status: 'ok' as const, session };
      });
    },
    /** The newest live token row of a family (its keep and device), if the family is active. */
    async currentOfFamily(familyId: string, tx: Db = db): Promise<AuthSessionRow | undefined> {
      const [row] = await tx
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.familyId, familyId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql`now()`)))
        .orderBy(desc(authSessions.createdAt))
        .limit(1);
      return row;
    },
    /** Ends every session of a member (withdrawal, password reset), but `exceptFamilyId`'s (a password change keeps the caller's). Answers how many tokens it revoked. */
    async revokeAllOfMember(memberId: number, tx: Db = db, exceptFamilyId?: string): Promise<number> {
      const rows = await tx
        .update(authSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authSessions.memberId, memberId), isNull(authSessions.revokedAt), exceptFamilyId ? ne(authSessions.familyId, exceptFamilyId) : undefined))
        .returning({ id: authSessions.id });
      return rows.length;
    },
    /** Ends a session: every token of the family is revoked. */
    async revokeFamily(familyId: string, tx: Db = db): Promise<number> {
      const rows = await tx
        .update(authSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authSessions.familyId, familyId), isNull(authSessions.revokedAt)))
        .returning({ id: authSessions.id });
      return rows.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
