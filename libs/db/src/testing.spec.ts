import { createTestDatabase, TEST_TEMPLATE_ENV } from './testing';

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
});
