import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { authSessions, type AuthSessionRow } from '../schema';

export interface NewSession {
  memberId: number;
  /** SHA-256 of the refresh token (see hashOpaqueToken) */
  tokenHash: string;
  keep: boolean;
  device: string;
  expiresAt: Date;
  /** the family of a rotated token; a new family when omitted */
  familyId?: string;
}

/** A rotated refresh token presented again within this many seconds is a concurrent refresh, not theft. */
export const REFRESH_REUSE_GRACE_S = 10;

export function sessionsRepository(db: Db) {
  return {
    async create(input: NewSession, tx: Db = db): Promise<AuthSessionRow> {
      const [row] = await tx
        .insert(authSessions)
        .values({ ...input, familyId: input.familyId ?? randomUUID() })
        .returning();
      return row;
    },
    async findByTokenHash(tokenHash: string, tx: Db = db): Promise<AuthSessionRow | undefined> {
      const [row] = await tx.select().from(authSessions).where(eq(authSessions.tokenHash, tokenHash)).limit(1);
      return row;
    },
    /** True while the family has a token that is neither revoked nor expired. */
    async isFamilyActive(familyId: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.familyId, familyId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql`now()`)))
        .limit(1);
      return !!row;
    },
    /**
     * Rotation: stamps `rotated_at` on the presented token if it is still current (not rotated,
     * not revoked, not expired) and inserts its successor in the same family, atomically.
     * Answers `reused` when the token was rotated more than `reuseGraceS` ago (the caller
     * revokes the family); within the grace period a concurrent refresh gets a sibling successor.
     * `invalid` when it is unknown, revoked or expired.
     */
    async rotate(
      tokenHash: string,
      successorHash: string,
      expiresAt: Date,
      reuseGraceS = REFRESH_REUSE_GRACE_S,
    ): Promise<{ status: 'ok'; session: AuthSessionRow } | { status: 'reused'; familyId: string } | { status: 'invalid' }> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [old] = await tx
          .update(authSessions)
          .set({ rotatedAt: sql`now()` })
          .where(
            and(
              eq(authSessions.tokenHash, tokenHash),
              isNull(authSessions.rotatedAt),
              isNull(authSessions.revokedAt),
              gt(authSessions.expiresAt, sql`now()`),
            ),
          )
          .returning();
        let from = old;
        if (!from) {
          const [row] = await tx.select().from(authSessions).where(eq(authSessions.tokenHash, tokenHash)).limit(1);
          if (!row?.rotatedAt || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { status: 'invalid' as const };
          // two tabs refreshing with the same cookie at once: the later one within the grace
          // period gets a sibling successor instead of ending the session
          if (Date.now() - row.rotatedAt.getTime() > reuseGraceS * 1000) return { status: 'reused' as const, familyId: row.familyId };
          from = row;
        }
        const [session] = await tx
          .insert(authSessions)
          .values({ familyId: from.familyId, memberId: from.memberId, tokenHash: successorHash, keep: from.keep, device: from.device, expiresAt })
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
    /** Ends every session of a member (withdrawal, password reset). */
    async revokeAllOfMember(memberId: number, tx: Db = db): Promise<number> {
      const rows = await tx
        .update(authSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authSessions.memberId, memberId), isNull(authSessions.revokedAt)))
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
