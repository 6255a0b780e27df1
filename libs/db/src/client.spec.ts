// The node-postgres pool (DATABASE_URL; the API suite runs on PostgreSQL in CI): a pooled idle
// connection that the server ends (a restart, an operator, a failover) must not end the process,
// and the next query gets a new connection. On PGlite there is no pool: nothing to check.
import { sql } from 'drizzle-orm';
import { createTestDatabase } from './testing';
import type { Database } from './client';

const onPostgres = process.env['DATABASE_URL'] ? describe : describe.skip;

onPostgres('the PostgreSQL pool', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database?.close());

  it('survives the server ending its idle connections and answers the next query on a new one', async () => {
    const session = async () => ((await database.db.execute(sql`select pg_backend_pid() as pid, current_database() as name`)) as unknown as { rows: { pid: number; name: string }[] }).rows[0];
    const { pid: before, name } = await session();
    // another session ends every other connection to this test database (as an operator would)
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: process.env['DATABASE_URL'] });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      // pg_terminate_backend only signals the backend: it is gone a moment later (longer on a loaded machine)
      const alive = async () => Number((await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where pid = $1', [before])).rows[0].n);
      for (let i = 0; i < 100 && (await alive()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await alive()).toBe(0);
    } finally {
      await admin.end();
    }
    // the pool heard its idle connection fail; the process is still here and queries work again
    await new Promise((r) => setTimeout(r, 200));
    expect((await session()).pid).not.toBe(before);
  });
});
