import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** A Drizzle database or a transaction on it; repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const DEFAULT_PGLITE_DIR = '.data/pglite';
export const MEMORY_DIR = 'memory://';

export interface DatabaseConfig {
  /** a PostgreSQL URL; unset = embedded PGlite */
  databaseUrl?: string;
  /** PGlite data folder (default `.data/pglite`); `memory://` keeps everything in memory */
  dataDir?: string;
  /** PGlite only: start from this dump of a data folder (PGlite's `dumpDataDir`) instead of an empty cluster */
  template?: Blob;
  /** node-postgres pool size (default 10) */
  poolSize?: number;
  /**
   * An idle pooled connection that failed (the server restarted, an operator or a failover ended
   * it): the pool drops it and opens another on the next query. Default: a warning on stderr.
   */
  onIdleError?: (err: Error) => void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on `channel` (lower-case letters, digits, _): `onPayload` gets every NOTIFY payload sent
   * after it resolves; resolves with the unsubscribe. PostgreSQL: a dedicated connection (errors go
   * to `onError`), which takes `applicationName` once it listens (how other instances find it in
   * pg_stat_activity: repositories/change-feeds.ts); PGlite: in the process that owns it (NOTIFY and
   * LISTEN share the instance; no name).
   */
  listen(channel: string, onPayload: (payload: string) => void, onError?: (err: Error) => void, applicationName?: string): Promise<() => Promise<void>>;
  /**
   * Raw SQL for the job queue (pg-boss's `db` adapter, apps/api jobs plugin): a statement with $n
   * `values`, or a script of several statements without values (the last one's rows).
   */
  executeSql(text: string, values?: unknown[]): Promise<RawResult>;
  close(): Promise<void>;
}

export interface RawResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a LISTEN channel name: ${channel}`);
  return channel;
}

/** PGlite in a data folder when no URL is given, a node-postgres pool otherwise. */
export async function createDatabase(config: DatabaseConfig = {}): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 });
    // node-postgres re-emits an idle client's error on the pool: without a listener it would end the process
    pool.on('error', config.onIdleError ?? ((err) => console.warn(`database: an idle connection failed (${err.message}); the pool opens another`)));
    // a connection that fails while checked out between two queries (inside a transaction, during
    // an outside call) emits 'error' with no pool listener on it: without this the process would end
    // (the bank test's database crash found it). The transaction's next query fails instead, and
    // the pool drops the connection when it is released with that error.
    pool.on('connect', (client) => client.on('error', (err) => console.warn(`database: a connection in use failed (${err.message})`)));
    // fail fast with a clear error when the server is unreachable
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listen: Database['listen'] = async (channel, onPayload, onError, applicationName) => {
      // keepAlive: a connection cut without a FIN (a failover, an idle NAT drop) errors instead of hanging
      const listener = new Client({ connectionString: config.databaseUrl, keepAlive: true });
      listener.on('error', (err) => onError?.(err));
      listener.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      await listener.connect();
      try {
        await listener.query(`LISTEN ${checkChannel(channel)}`);
        // named only now: a connection found by its name is one that hears the channel
        if (applicationName) await listener.query(`select set_config('application_name', $1, false)`, [applicationName]);
      } catch (err) {
        await listener.end().catch(() => undefined);
        throw err;
      }
      return () => listener.end().catch(() => undefined);
    };
    const executeSql: Database['executeSql'] = async (text, values) => {
      const result = (values?.length ? await pool.query(text, values) : await pool.query(text)) as unknown;
      const last = (Array.isArray(result) ? result.at(-1) : result) as { rows?: Record<string, unknown>[]; rowCount?: number | null } | undefined;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    };
    return { db, kind: 'postgres', listen, executeSql, close: () => pool.end() };
  }
  const dataDir = config.dataDir ?? DEFAULT_PGLITE_DIR;
  if (dataDir !== MEMORY_DIR && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = config.template ? await PGlite.create({ dataDir, loadDataDir: config.template }) : await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const listen: Database['listen'] = async (channel, onPayload) => {
    const unsubscribe = await client.listen(checkChannel(channel), onPayload);
    return () => unsubscribe();
  };
  const executeSql: Database['executeSql'] = async (text, values) => {
    const last = values?.length ? await client.query<Record<string, unknown>>(text, values) : (await client.exec(text)).at(-1);
    return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
  };
  return { db, kind: 'pglite', listen, executeSql, close: () => client.close() };
}
