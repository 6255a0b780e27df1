import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { idempotencyRequests } from '../schema';

export interface StoredAnswer {
  scope: string;
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/**
 * Answers of money-moving requests under the member's idempotency key. `lock` takes the key for the
 * rest of the caller's transaction (an advisory lock): a concurrent request with the same key waits
 * for it, then `find`s the answer the first one stored in the same commit as its money.
 */
export function idempotencyRepository(db: Db) {
  return {
    /** The answer stored under this key, if any. */
    async find(memberId: number, key: string, tx: Db = db): Promise<StoredAnswer | null> {
      const [row] = await tx
        .select({ scope: idempotencyRequests.scope, requestHash: idempotencyRequests.requestHash, statusCode: idempotencyRequests.statusCode, response: idempotencyRequests.response })
        .from(idempotencyRequests)
        .where(and(eq(idempotencyRequests.memberId, memberId), eq(idempotencyRequests.key, key)));
      return row ?? null;
    },
    /** Takes the member's key until the transaction ends (requests with the same key take turns). */
    async lock(memberId: number, key: string, tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`idempotency:${memberId}:${key}`}, 0))`);
    },
    /** Keeps the answer (in the transaction that moved the money). False when the key was taken meanwhile. */
    async store(memberId: number, key: string, answer: StoredAnswer, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .insert(idempotencyRequests)
        .values({ memberId, key, ...answer })
        .onConflictDoNothing()
        .returning({ key: idempotencyRequests.key });
      return rows.length === 1;
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
