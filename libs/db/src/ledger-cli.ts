// `npm run ledger -- verify`: seals what is unsealed, then proves the books (docs/adr/0012-ledger.md):
// the ledger sums to zero, every transfer is balanced, every maintained balance equals its postings,
// nothing is negative that may not be, the hash chain is unbroken. Exit code 0 when clean, 1 when not.
// `npm run ledger -- balances` prints the system accounts. DATABASE_URL (a PostgreSQL server) or the
// PGlite folder PGLITE_DIR (default .data/pglite; PGlite has one process at a time: stop `npm start` first).
import { createDatabase, DEFAULT_PGLITE_DIR } from './client';
import { migrate } from './migrate';
import { createRepositories, SYSTEM_ACCOUNTS } from './repositories';

async function main(command: string | undefined): Promise<number> {
  if (command !== 'verify' && command !== 'balances') {
    console.error('usage: npm run ledger -- verify|balances');
    return 2;
  }
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const dataDir = process.env['PGLITE_DIR'] || DEFAULT_PGLITE_DIR;
  const database = await createDatabase({ databaseUrl, dataDir });
  try {
    await migrate(database.db);
    const { ledger } = createRepositories(database.db);
    if (command === 'balances') {
      for (const [name, code] of Object.entries(SYSTEM_ACCOUNTS)) console.log(`${name.padEnd(20)} ${String(await ledger.balanceOfAccount(await ledger.systemAccount(code))).padStart(14)}  ${code}`);
      return 0;
    }
    const sealed = await ledger.sealAll();
    const report = await ledger.verify();
    console.log(`ledger: ${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries (${report.sealed} sealed, ${sealed} just now)`);
    if (report.problems.length === 0) {
      console.log('ledger verify: clean');
      return 0;
    }
    for (const p of report.problems) console.log(`PROBLEM ${p}`);
    console.log(`ledger verify: ${report.problems.length} problem(s)`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
