import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { identityVerifications, type IdentityVerificationRow } from '../schema';

/**
 * Identity (personal) verification results. The providers write the rows; sign-up, find-id,
 * find-password and expire read a usable one (verified, unexpired, unconsumed) by the SHA-256 of
 * the authKey the browser holds, and consume it exactly once.
 */
export function identityVerificationsRepository(db: Db) {
  return {
    /** Records a verified identity (written by the identity providers); authKeyHash = hashOpaqueToken(authKey). */
    async createVerified(
      input: { authKeyHash: string; type: string; name: string; birthday: string; gender: string; phone: string; personHash: string; memberId?: number | null; ttlS: number },
      tx: Db = db,
    ): Promise<IdentityVerificationRow> {
      const { ttlS, ...values } = input;
      const [row] = await tx
        .insert(identityVerifications)
        .values({ ...values, memberId: values.memberId ?? null, verifiedAt: sql`now()`, expiresAt: sql`now() + make_interval(secs => ${ttlS})` })
        .returning();
      return row;
    },
    async findUsableByAuthKeyHash(authKeyHash: string, types: readonly string[], tx: Db = db): Promise<IdentityVerificationRow | undefined> {
      const [row] = await tx
        .select()
        .from(identityVerifications)
        .where(
          and(
            eq(identityVerifications.authKeyHash, authKeyHash),
            isNotNull(identityVerifications.verifiedAt),
            isNull(identityVerifications.consumedAt),
            gt(identityVerifications.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row && types.includes(row.type) ? row : undefined;
    },
    /**
     * The row of an authKey in any state (verified or not, expired, consumed), for a flow that
     * tells the caller why a key cannot be used; the `expired` flag is the database clock's.
     */
    async findByAuthKeyHash(authKeyHash: string, tx: Db = db): Promise<(IdentityVerificationRow & { expired: boolean }) | undefined> {
      const [row] = await tx
        .select({ row: identityVerifications, expired: sql<boolean>`${identityVerifications.expiresAt} <= now()` })
        .from(identityVerifications)
        .where(eq(identityVerifications.authKeyHash, authKeyHash))
        .limit(1);
      return row ? { ...row.row, expired: !!row.expired } : undefined;
    },
    /**
     * Marks the row used; false when someone else consumed it first (use the answer, not a prior
     * read). `memberId` records the member the verification was applied to (a signed-in member's).
     */
    async consume(id: string, tx: Db = db, memberId?: number): Promise<boolean> {
      const rows = await tx
        .update(identityVerifications)
        .set(memberId === undefined ? { consumedAt: sql`now()` } : { consumedAt: sql`now()`, memberId })
        .where(and(eq(identityVerifications.id, id), isNull(identityVerifications.consumedAt)))
        .returning({ id: identityVerifications.id });
      return rows.length === 1;
    },
  };
}
export type IdentityVerificationsRepository = ReturnType<typeof identityVerificationsRepository>;
