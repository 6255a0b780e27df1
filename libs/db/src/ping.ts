import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A round trip to the database (health checks). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
