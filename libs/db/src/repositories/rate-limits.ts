import { lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rateLimits } from '../schema';
import { rowsOf } from './rows';

/**
 * Fixed-window counters in PostgreSQL, so every API instance sees the same counts.
 * `hit` counts one event and returns the count in the current window (atomic upsert).
 */
export function rateLimitsRepository(db: Db) {
  return {
    async hit(key: string, windowS: number, tx: Db = db): Promise<number> {
      const rows = await tx.execute<{ count: number }>(sql`
        insert into ${rateLimits} (key, window_start, count, expires_at)
        values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowS}) * ${windowS}), 1,
                to_timestamp(floor(extract(epoch from now()) / ${windowS}) * ${windowS} + ${windowS}))
        on conflict (key, window_start) do update set count = ${rateLimits}.count + 1
        returning count`);
      return Number(rowsOf<{ count: number }>(rows)[0].count);
    },
    /** The count in the current window without counting. */
    async peek(key: string, windowS: number, tx: Db = db): Promise<number> {
      const rows = await tx.execute<{ count: number }>(sql`
        select count from ${rateLimits}
        where key = ${key} and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowS}) * ${windowS})`);
      const list = rowsOf<{ count: number }>(rows);
      return list.length ? Number(list[0].count) : 0;
    },
    /**
     * A progressive throttle in one atomic statement: the first `free` events of a window pass at
     * once; from then on each event must wait until `next_at`, which every passing event pushes
     * `stepMs` x (events - free + 1) into the future, capped at `maxMs`. Concurrent callers
     * serialise on the row, so no more events pass than the schedule allows. A refused event
     * changes nothing and learns how long to wait.
     */
    async throttle(
      key: string,
      windowS: number,
      t: { free: number; stepMs: number; maxMs: number },
      tx: Db = db,
    ): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
      const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${windowS}) * ${windowS})`;
      const nextAt = (count: unknown) =>
        sql`case when ${count} >= ${t.free}
                 then now() + least((${count} - ${t.free} + 1) * ${t.stepMs}, ${t.maxMs}) * interval '1 millisecond' end`;
      const passed = await tx.execute(sql`
        insert into ${rateLimits} as r (key, window_start, count, next_at, expires_at)
        values (${key}, ${windowStart}, 1, ${nextAt(sql`1`)}, ${windowStart} + ${windowS} * interval '1 second')
        on conflict (key, window_start) do update
          set count = r.count + 1, next_at = ${nextAt(sql`r.count + 1`)}
          where r.count < ${t.free} or r.next_at is null or r.next_at <= now()
        returning count`);
      if (rowsOf(passed).length > 0) return { allowed: true };
      const waiting = await tx.execute<{ ms: number }>(sql`
        select greatest(ceil(extract(epoch from (next_at - now())) * 1000), 0)::int as ms from ${rateLimits}
        where key = ${key} and window_start = ${windowStart}`);
      return { allowed: false, retryAfterMs: Number(rowsOf<{ ms: number }>(waiting)[0]?.ms ?? 0) };
    },
    async purgeExpired(tx: Db = db): Promise<void> {
      await tx.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
    },
  };
}
