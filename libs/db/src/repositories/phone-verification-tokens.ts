import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { phoneVerifications, type PhoneVerificationRow } from '../schema';

/** How long a confirmed phone verification may be spent (sign-up, find-id, ...). */
export const PHONE_TOKEN_TTL_S = 30 * 60;

/**
 * The spending side of phone verification: a confirmed row hands the browser a token; sign-up
 * (foreigner), find-id, find-password and expire look it up by the token's SHA-256 and consume it once.
 */
export function phoneVerificationTokensRepository(db: Db) {
  return {
    async findUsableByTokenHash(tokenHash: string, purposes: readonly string[], tx: Db = db): Promise<PhoneVerificationRow | undefined> {
      const [row] = await tx
        .select()
        .from(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.tokenHash, tokenHash),
            isNotNull(phoneVerifications.confirmedAt),
            isNull(phoneVerifications.consumedAt),
            gt(phoneVerifications.confirmedAt, sql`now() - make_interval(secs => ${PHONE_TOKEN_TTL_S})`),
          ),
        )
        .limit(1);
      return row && purposes.includes(row.purpose) ? row : undefined;
    },
    /** Marks the row used; false when it was consumed concurrently. */
    async consume(id: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(phoneVerifications)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
        .returning({ id: phoneVerifications.id });
      return rows.length === 1;
    },
  };
}
export type PhoneVerificationTokensRepository = ReturnType<typeof phoneVerificationTokensRepository>;
