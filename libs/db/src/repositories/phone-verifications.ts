import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { phoneVerifications, type PhoneVerificationRow } from '../schema';

/**
 * The sending side of phone verification: one row per SMS code sent (only a hash of the code),
 * attempts counted per code, and on confirmation the hash of the token handed to the browser
 * (spent by phoneVerificationTokensRepository).
 */
export function phoneVerificationsRepository(db: Db) {
  return {
    async create(
      input: { id?: string; countryCode: number; phone: string; purpose?: string; codeHash: string; ttlS: number },
      tx: Db = db,
    ): Promise<PhoneVerificationRow> {
      const [row] = await tx
        .insert(phoneVerifications)
        .values({
          ...(input.id ? { id: input.id } : {}),
          countryCode: input.countryCode,
          phone: input.phone,
          purpose: input.purpose ?? 'signup',
          codeHash: input.codeHash,
          expiresAt: sql`now() + make_interval(secs => ${input.ttlS})`,
        })
        .returning();
      return row;
    },
    /** True when a code was sent to the number within the last `seconds`. */
    async sentWithin(countryCode: number, phone: string, seconds: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: phoneVerifications.id })
        .from(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.countryCode, countryCode),
            eq(phoneVerifications.phone, phone),
            gt(phoneVerifications.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        )
        .limit(1);
      return !!row;
    },
    /** The newest unconfirmed, unexpired code for the number. */
    async findPending(countryCode: number, phone: string, purpose = 'signup', tx: Db = db): Promise<PhoneVerificationRow | undefined> {
      const [row] = await tx
        .select()
        .from(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.countryCode, countryCode),
            eq(phoneVerifications.phone, phone),
            eq(phoneVerifications.purpose, purpose),
            isNull(phoneVerifications.confirmedAt),
            gt(phoneVerifications.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(phoneVerifications.createdAt))
        .limit(1);
      return row;
    },
    /** Counts one attempt if fewer than `max` were made; false when the code is used up. */
    async countAttempt(id: string, max: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(phoneVerifications)
        .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
        .where(and(eq(phoneVerifications.id, id), lt(phoneVerifications.attempts, max), isNull(phoneVerifications.confirmedAt)))
        .returning({ id: phoneVerifications.id });
      return rows.length === 1;
    },
    /** Confirms the code and stores the SHA-256 of the token handed out; false if confirmed concurrently. */
    async confirm(id: string, tokenHash: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(phoneVerifications)
        .set({ confirmedAt: sql`now()`, tokenHash })
        .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.confirmedAt)))
        .returning({ id: phoneVerifications.id });
      return rows.length === 1;
    },
  };
}
export type PhoneVerificationsRepository = ReturnType<typeof phoneVerificationsRepository>;
