import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { createDatabase, MEMORY_DIR, type Database } from './client';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';

/**
 * The migrated and seeded database a test run starts every file from (tools/jest/api-global-setup.cjs
 * makes it once per run and names it here): with PGlite the path of a dump of its data folder,
 * with PostgreSQL the name of a template database on that server. Unset: each file migrates and
 * seeds its own (a few seconds more per file).
 */
export const TEST_TEMPLATE_ENV = 'LUVCAST_TEST_DB_TEMPLATE';

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(url: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default (loaded
 * from the run's template dump when there is one); when DATABASE_URL is set, a new database
 * `luvcast_test_<random>` on that server (a copy of the run's template database when there is one),
 * dropped on close, so test files can run in parallel against one server. `seed: false` migrates
 * an empty one.
 */
export async function createTestDatabase(opts: { seed?: boolean } = {}): Promise<Database> {
  const url = process.env['DATABASE_URL'];
  const seed = opts.seed !== false;
  const template = seed ? process.env[TEST_TEMPLATE_ENV] : undefined;
  let database: Database;
  if (!url) {
    database = await createDatabase({ dataDir: MEMORY_DIR, ...(template ? { template: new Blob([readFileSync(template)]) } : {}) });
  } else {
    const name = `luvcast_test_${randomBytes(6).toString('hex')}`;
    await onServer(url, `create database ${name}${template ? ` template ${template}` : ''}`);
    const inner = await createDatabase({ databaseUrl: withDatabaseName(url, name), poolSize: 4 });
    database = {
      ...inner,
      async close() {
        await inner.close();
        await onServer(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  if (template) return database;
  await migrate(database.db);
  if (seed) await seedIfEmpty(database.db);
  return database;
}

/**
 * Makes the run's template (see TEST_TEMPLATE_ENV): a migrated and seeded database, dumped to a
 * temporary file (PGlite) or left as `luvcast_test_template_<random>` on the DATABASE_URL server
 * with no connection open (PostgreSQL copies a template only while nobody is connected to it).
 * Returns the value for TEST_TEMPLATE_ENV; dropTestTemplate removes it.
 */
export async function createTestTemplate(): Promise<string> {
  const url = process.env['DATABASE_URL'];
  if (!url) {
    const database = await createTestDatabase();
    try {
      const dump = await ((database.db as unknown as { $client: PGlite }).$client).dumpDataDir('none');
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'luvcast-test-db-')), 'template.tar');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      return file;
    } finally {
      await database.close();
    }
  }
  const name = `luvcast_test_template_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name}`);
  const database = await createDatabase({ databaseUrl: withDatabaseName(url, name), poolSize: 1 });
  try {
    await migrate(database.db);
    await seedIfEmpty(database.db);
  } finally {
    await database.close();
  }
  return name;
}

/** Removes what createTestTemplate made. */
export async function dropTestTemplate(template: string): Promise<void> {
  const url = process.env['DATABASE_URL'];
  if (url) return onServer(url, `drop database if exists ${template} with (force)`);
  // only the folder createTestTemplate made
  const dir = path.dirname(template);
  if (path.basename(dir).startsWith('luvcast-test-db-')) rmSync(dir, { recursive: true, force: true });
}
