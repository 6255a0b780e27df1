import { lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rateLimits } from '../schema';

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
    /** Forgets a key in every window (e.g. failures after a successful sign-in). */
    async reset(key: string, tx: Db = db): Promise<void> {
      await tx.execute(sql`delete from ${rateLimits} where key = ${key}`);
    },
    async purgeExpired(tx: Db = db): Promise<void> {
      await tx.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
    },
  };
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; keep one accessor. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
