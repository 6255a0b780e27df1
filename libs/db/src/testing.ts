import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
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

async function onServer<R extends Record<string, unknown> = Record<string, unknown>>(url: string, ...sql: string[]): Promise<R[]> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    let rows: R[] = [];
    for (const statement of sql) rows = (await admin.query<R>(statement)).rows;
    return rows;
  } finally {
    await admin.end();
  }
}

/**
 * What a test run leaves on disk or on the server is marked with the process it belongs to (the
 * jest run for the template, the worker for a file's database), so that the next run can remove
 * what a killed run left (removeTestLeftovers): PGlite template folders are named
 * `luvcast-test-db-<pid>-…`, PostgreSQL databases carry the comment `luvcast-test <host> <pid>`.
 */
const TEMPLATE_DIR_PREFIX = 'luvcast-test-db-';
/** The mark of a test database of process `pid` on this machine. */
const ownerMark = (pid: number) => `luvcast-test ${hostname()} ${pid}`;
/** The statement that marks database `name` as process `pid`'s. */
const markStatement = (name: string, pid: number) => `comment on database ${name} is '${ownerMark(pid).replaceAll("'", "''")}'`;

/** The process is still running (a signal 0 reaches it, or it exists but is not ours to signal). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the test databases of runs that ended without their teardown (killed, or stopped at a
 * breakpoint): PGlite template folders in the temporary folder, and with DATABASE_URL the
 * `luvcast_test_*` databases of this machine, whose owning process is gone. Those of running
 * processes, of other machines and unmarked ones are left alone. Returns what it removed.
 */
export async function removeTestLeftovers(): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of readdirSync(tmpdir())) {
    // luvcast-test-db-<pid>-<random>
    const pid = entry.startsWith(TEMPLATE_DIR_PREFIX) ? Number(entry.slice(TEMPLATE_DIR_PREFIX.length).split('-')[0]) : 0;
    if (pid && !alive(pid)) {
      rmSync(path.join(tmpdir(), entry), { recursive: true, force: true });
      removed.push(entry);
    }
  }
  const url = process.env['DATABASE_URL'];
  if (!url) return removed;
  const marked = await onServer<{ name: string; comment: string }>(
    url,
    `select d.datname as name, c.description as comment from pg_database d
       join pg_shdescription c on c.objoid = d.oid and c.classoid = 'pg_database'::regclass
      where d.datname like 'luvcast\\_test\\_%'`,
  );
  for (const { name, comment } of marked) {
    const pid = Number(comment.split(' ').at(-1));
    if (pid && comment === ownerMark(pid) && !alive(pid) && /^luvcast_test_\w+$/.test(name)) {
      await onServer(url, `drop database if exists ${name} with (force)`);
      removed.push(name);
    }
  }
  return removed;
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
    await onServer(url, `create database ${name}${template ? ` template ${template}` : ''}`, markStatement(name, process.pid));
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
 * Returns the value for TEST_TEMPLATE_ENV; dropTestTemplate removes it. `owner`: the process of the
 * run it serves (the jest run), whose end makes it a leftover; first removes earlier runs' leftovers.
 */
export async function createTestTemplate(owner = process.pid): Promise<string> {
  await removeTestLeftovers();
  const url = process.env['DATABASE_URL'];
  if (!url) {
    const database = await createTestDatabase();
    try {
      const dump = await ((database.db as unknown as { $client: PGlite }).$client).dumpDataDir('none');
      const file = path.join(mkdtempSync(path.join(tmpdir(), `${TEMPLATE_DIR_PREFIX}${owner}-`)), 'template.tar');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      return file;
    } finally {
      await database.close();
    }
  }
  const name = `luvcast_test_template_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name}`, markStatement(name, owner));
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
  if (url) {
    await onServer(url, `drop database if exists ${template} with (force)`);
    return;
  }
  // only the folder createTestTemplate made
  const dir = path.dirname(template);
  if (path.basename(dir).startsWith(TEMPLATE_DIR_PREFIX)) rmSync(dir, { recursive: true, force: true });
}
