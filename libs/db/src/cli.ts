// Command line entry for `npm run db:migrate` and `npm run db:seed`.
// Uses DATABASE_URL (a PostgreSQL server) or PGlite in PGLITE_DIR (default .data/pglite).
import { createDatabase, DEFAULT_PGLITE_DIR } from './client';
import { migrate } from './migrate';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('usage: tsx libs/db/src/cli.ts migrate|seed');
    process.exit(2);
  }
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const dataDir = process.env['PGLITE_DIR'] || DEFAULT_PGLITE_DIR;
  const database = await createDatabase({ databaseUrl, dataDir });
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  try {
    await migrate(database.db);
    console.log(`migrations applied to ${where}`);
    if (command === 'seed') {
      const seeded = await seedIfEmpty(database.db);
      if (seeded) {
        console.log(`demo data seeded: member ${DEMO_ACCOUNTS.member.loginId} / ${DEMO_ACCOUNTS.member.password}, ` +
          `broadcaster ${DEMO_ACCOUNTS.broadcaster.loginId} / ${DEMO_ACCOUNTS.broadcaster.password}`);
      } else {
        console.log('database already has members: seed skipped');
      }
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((err) => {
  console.error(err);
  process.exit(1);
});
