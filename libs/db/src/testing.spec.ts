import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, removeTestLeftovers, TEST_TEMPLATE_ENV } from './testing';

/** The pid of a process that has ended (as a killed jest run's). */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

async function onServer(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const count = async (database: Awaited<ReturnType<typeof createTestDatabase>>, table: string) =>
  Number((await database.executeSql(`select count(*)::int as n from ${table}`)).rows[0]?.['n']);

describe('test databases', () => {
  it('are made from the run template, each seeded and with writes of its own', async () => {
    expect(process.env[TEST_TEMPLATE_ENV]).toBeTruthy(); // jest.api.config.js's global setup made it
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      const notices = await count(a, 'notices');
      expect(notices).toBeGreaterThan(0);
      expect(await count(a, 'members')).toBeGreaterThan(0);
      await a.executeSql('delete from notices');
      expect(await count(a, 'notices')).toBe(0);
      expect(await count(b, 'notices')).toBe(notices);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('are migrated and seeded on their own without a template, and empty when asked unseeded', async () => {
    const template = process.env[TEST_TEMPLATE_ENV];
    delete process.env[TEST_TEMPLATE_ENV];
    try {
      const own = await createTestDatabase();
      const unseeded = await createTestDatabase({ seed: false });
      try {
        expect(await count(own, 'members')).toBeGreaterThan(0);
        expect(await count(unseeded, 'members')).toBe(0);
      } finally {
        await Promise.all([own.close(), unseeded.close()]);
      }
    } finally {
      process.env[TEST_TEMPLATE_ENV] = template;
    }
  });

  it("what a killed run left is removed by the next run's template, and nothing of a running run or another machine", async () => {
    const ended = endedPid();
    const endedDir = path.join(tmpdir(), `luvcast-test-db-${ended}-spec`);
    const runningDir = path.join(tmpdir(), `luvcast-test-db-${process.pid}-spec`);
    mkdirSync(endedDir, { recursive: true });
    mkdirSync(runningDir, { recursive: true });
    const url = process.env['DATABASE_URL'];
    const databases = { ended: `luvcast_test_spec_${ended}`, running: `luvcast_test_spec_${process.pid}`, elsewhere: `luvcast_test_spec_x${ended}` };
    const owners = { ended: `luvcast-test ${hostname()} ${ended}`, running: `luvcast-test ${hostname()} ${process.pid}`, elsewhere: `luvcast-test another-machine ${ended}` };
    if (url) {
      for (const key of ['ended', 'running', 'elsewhere'] as const) {
        await onServer(url, `create database ${databases[key]}`);
        await onServer(url, `comment on database ${databases[key]} is '${owners[key]}'`);
      }
    }
    try {
      const removed = await removeTestLeftovers();
      expect(existsSync(endedDir)).toBe(false);
      expect(existsSync(runningDir)).toBe(true);
      expect(removed).toContain(path.basename(endedDir));
      if (url) {
        const left = (await onServer(url, `select datname from pg_database where datname like 'luvcast\\_test\\_spec\\_%'`)).map((r) => r['datname']);
        expect(left).not.toContain(databases.ended);
        expect(left).toEqual(expect.arrayContaining([databases.running, databases.elsewhere]));
        expect(removed).toContain(databases.ended);
      }
      // this run's template (made by the jest process, which is running) is still there
      const template = process.env[TEST_TEMPLATE_ENV]!;
      if (!url) expect(existsSync(template)).toBe(true);
      else expect((await onServer(url, `select 1 from pg_database where datname = '${template}'`)).length).toBe(1);
    } finally {
      rmSync(runningDir, { recursive: true, force: true });
      rmSync(endedDir, { recursive: true, force: true });
      if (url) for (const name of Object.values(databases)) await onServer(url, `drop database if exists ${name} with (force)`);
    }
  });
});
