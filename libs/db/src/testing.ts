import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDatabase, MEMORY_DIR, type Database } from './client';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default; when
 * DATABASE_URL is set, a new database `luvcast_test_<random>` on that server, dropped on close,
 * so test files can run in parallel against one server.
 */
export async function createTestDatabase(opts: { seed?: boolean } = {}): Promise<Database> {
  const url = process.env['DATABASE_URL'];
  let database: Database;
  if (!url) {
    database = await createDatabase({ dataDir: MEMORY_DIR });
  } else {
    const name = `luvcast_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    const inner = await createDatabase({ databaseUrl: testUrl.toString(), poolSize: 4 });
    database = {
      ...inner,
      async close() {
        await inner.close();
        const dropper = new Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  await migrate(database.db);
  if (opts.seed !== false) await seedIfEmpty(database.db);
  return database;
}
