import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from './rows';

const PREFIX = 'luvcast-feed:';

/**
 * The application_name an API instance gives its LISTEN connection on a change feed
 * (`Database.listen`, set once it listens): `luvcast-feed:<channel>:<instance id>`. It is how the
 * other instances find who hears the channel (`changeFeeds.listeners`). At most 63 bytes (PostgreSQL
 * would cut a longer name, and the id with it).
 */
export function changeFeedListenerName(channel: string, instanceId: string): string {
  const name = `${PREFIX}${channel}:${instanceId}`;
  if (!/^[a-z0-9_]+$/.test(channel) || !/^[A-Za-z0-9_-]+$/.test(instanceId) || name.length > 63) throw new Error(`not a change feed listener name: ${name}`);
  return name;
}

/** Who listens on a change feed, as the database sees it (docs/adr/0015). */
export function changeFeedsRepository(db: Db) {
  return {
    /**
     * The instance ids of the connections LISTENing on `channel` in this database right now, as
     * named by `changeFeedListenerName` (the caller's own included). pg_stat_activity shows every
     * role's application_name, so no privilege is needed. A connection of a process that died
     * without closing it (a host gone without a FIN) stays listed until PostgreSQL drops it (TCP
     * keepalive). PGlite has one session and no named listener: none.
     */
    async listeners(channel: string): Promise<string[]> {
      const prefix = `${PREFIX}${channel}:`;
      const rows = rowsOf<{ name: string }>(
        await db.execute(sql`select application_name as name from pg_stat_activity where datname = current_database() and starts_with(application_name, ${prefix})`),
      );
      return [...new Set(rows.map((r) => r.name.slice(prefix.length)))];
    },
  };
}
export type ChangeFeedsRepository = ReturnType<typeof changeFeedsRepository>;
