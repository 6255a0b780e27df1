import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { phoneVerifications, rateLimits, type PhoneVerificationRow } from '../schema';

const resendKey = (number: string) => `sms:resend:${number}`;

/**
 * The sending side of phone verification: one row per SMS code sent (only a hash of the code),
 * attempts counted per code, and on confirmation the hash of the token handed to the browser
 * (spent by phoneVerificationTokensRepository), and the resend lock of each number.
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
    /**
     * Starts the resend lock of a number (`number` = `<countryCode>:<phone>`) unless one is
     * running, in one atomic upsert on `rate_limits` (key `sms:resend:<number>`, one row per number,
     * `next_at` = when the lock ends), so every API instance sees it and concurrent sends to one
     * number get one claim per lock period. A refused claim changes nothing: the lock always runs
     * `lockMs` from the claim of the last code sent. Answers the claim (to release it when the
     * code is not sent after all) or null while locked.
     */
    async claimResendLock(number: string, lockMs: number, tx: Db = db): Promise<number | null> {
      const until = sql`now() + ${lockMs} * interval '1 millisecond'`;
      const result = await tx.execute<{ count: number }>(sql`
        insert into ${rateLimits} as r (key, window_start, count, next_at, expires_at)
        values (${resendKey(number)}, to_timestamp(0), 1, ${until}, ${until})
        on conflict (key, window_start) do update
          set count = r.count + 1, next_at = excluded.next_at, expires_at = excluded.expires_at
          where r.next_at is null or r.next_at <= now()
        returning count`);
      const [row] = (result as unknown as { rows: { count: number }[] }).rows;
      return row ? Number(row.count) : null;
    },
    /** Ends the lock started by `claim` (no code was sent after all), unless a later claim replaced it. */
    async releaseResendLock(number: string, claim: number, tx: Db = db): Promise<void> {
      await tx.execute(sql`
        update ${rateLimits} set next_at = null, expires_at = now()
        where key = ${resendKey(number)} and window_start = to_timestamp(0) and count = ${claim}`);
    },
    /** Deletes a code that was never sent (the gateway refused it), so the previous one stays the pending one. */
    async discard(id: string, tx: Db = db): Promise<void> {
      await tx.delete(phoneVerifications).where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.confirmedAt)));
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
