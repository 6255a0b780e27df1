import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOfNamed } from './rows';
import { idempotencyRequests } from '../schema';

export interface StoredAnswer {
  scope: string;
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/** The status of a claimed key whose answer is not kept yet (never committed: see `claim`). */
const CLAIMED = 0;

/**
 * Answers of money-moving requests under the member's idempotency key. `claim` inserts the key's
 * row at the start of the caller's transaction: a concurrent request with the same key waits on
 * that row until the first commits (then it gets the first one's answer) or rolls back (then it
 * claims the key itself). `keep` writes the answer into the claimed row before the commit, so a
 * key is never committed without its answer.
 */
export function idempotencyRepository() {
  const where = (memberId: number, key: string) => and(eq(idempotencyRequests.memberId, memberId), eq(idempotencyRequests.key, key));
  return {
    /**
     * Takes the member's key for this transaction: null when it is now the caller's, else the answer
     * kept under it by an earlier request (committed; waited for when it was in progress).
     */
    async claim(memberId: number, key: string, request: { scope: string; requestHash: string }, tx: Db): Promise<StoredAnswer | null> {
      const claimed = await rowsOfNamed<{ key: string }>(
        tx,
        'idempotency_claim',
        sql`insert into idempotency_requests (member_id, key, scope, request_hash, status_code, response)
          values (${memberId}, ${key}, ${request.scope}, ${request.requestHash}, ${CLAIMED}, 'null'::jsonb)
          on conflict do nothing returning key`,
      );
      if (claimed.length === 1) return null;
      // a new statement: it sees the row the conflicting transaction committed
      const [row] = await tx
        .select({ scope: idempotencyRequests.scope, requestHash: idempotencyRequests.requestHash, statusCode: idempotencyRequests.statusCode, response: idempotencyRequests.response })
        .from(idempotencyRequests)
        .where(where(memberId, key));
      return row;
    },
    /** Keeps the answer under the key `claim`ed in the same transaction (the one that moved the money). */
    async keep(memberId: number, key: string, answer: { statusCode: number; response: unknown }, tx: Db): Promise<void> {
      await rowsOfNamed(
        tx,
        'idempotency_keep',
        sql`update idempotency_requests set status_code = ${answer.statusCode}, response = ${JSON.stringify(answer.response)}::jsonb where member_id = ${memberId} and key = ${key}`,
      );
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
