import { lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { usedNonces } from '../schema';

/** One-time values (captcha solutions, OAuth states): `use` is true only the first time. */
export function noncesRepository(db: Db) {
  return {
    async use(key: string, ttlS: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .insert(usedNonces)
        .values({ key, expiresAt: sql`now() + make_interval(secs => ${ttlS})` })
        .onConflictDoNothing()
        .returning({ key: usedNonces.key });
      return rows.length === 1;
    },
    async purgeExpired(tx: Db = db): Promise<void> {
      await tx.delete(usedNonces).where(lt(usedNonces.expiresAt, sql`now()`));
    },
  };
}
