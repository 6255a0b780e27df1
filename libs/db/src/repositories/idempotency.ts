import { and, eq, sql, type SQL } from 'drizzle-orm';
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
     * Takes the member's key for this transaction: `stored` null when it is now the caller's, else
     * the answer kept under it by an earlier request (committed; waited for when it was in progress).
     * `read` (a query of at most one row, named `read.name`) runs in the same statement, one round
     * trip for both: its row, or null when it found none (its first column must be non-null in a
     * found row) or when the key was answered before.
     */
    async claim<T extends Record<string, unknown> = Record<string, unknown>>(
      memberId: number,
      key: string,
      request: { scope: string; requestHash: string },
      tx: Db,
      read?: { name: string; query: SQL },
    ): Promise<{ stored: StoredAnswer | null; row: T | null }> {
      const insert = sql`insert into idempotency_requests (member_id, key, scope, request_hash, status_code, response)
          values (${memberId}, ${key}, ${request.scope}, ${request.requestHash}, ${CLAIMED}, 'null'::jsonb)
          on conflict do nothing returning key`;
      let claimed: boolean;
      let row: T | null = null;
      if (read) {
        const [r] = await rowsOfNamed<T & { _claimed: number }>(
          tx,
          `idempotency_claim_${read.name}`,
          sql`with claim as (${insert}) select k._claimed, r.* from (select count(*)::int as _claimed from claim) k left join (${read.query}) r on true`,
        );
        const { _claimed, ...rest } = r;
        claimed = Number(_claimed) === 1;
        row = Object.values(rest)[0] === null ? null : (rest as unknown as T);
      } else {
        claimed = (await rowsOfNamed<{ key: string }>(tx, 'idempotency_claim', insert)).length === 1;
      }
      if (claimed) return { stored: null, row };
      // a new statement: it sees the row the conflicting transaction committed
      const [stored] = await tx
        .select({ scope: idempotencyRequests.scope, requestHash: idempotencyRequests.requestHash, statusCode: idempotencyRequests.statusCode, response: idempotencyRequests.response })
        .from(idempotencyRequests)
        .where(where(memberId, key));
      return { stored, row: null };
    },
    /**
     * The `keep` of an answer computed by SQL (`response`, a jsonb expression), for the caller to
     * run inside its own last statement (a CTE): one round trip less on a hot call (a gift).
     */
    keepStatement(memberId: number, key: string, statusCode: number, response: SQL): SQL {
      return sql`update idempotency_requests set status_code = ${statusCode}, response = ${response} where member_id = ${memberId} and key = ${key}`;
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
