import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
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
  /** node-postgres pool size (default 10) */
  poolSize?: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** PGlite in a data folder when no URL is given, a node-postgres pool otherwise. */
export async function createDatabase(config: DatabaseConfig = {}): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 });
    // fail fast with a clear error when the server is unreachable
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = config.dataDir ?? DEFAULT_PGLITE_DIR;
  if (dataDir !== MEMORY_DIR && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
