// `npm run site -- maintenance on|off`, `npm run site -- emergency on|off`, `npm run site -- status`.
// Writes the site_flags table that every API instance reads (maintenance is picked up within a
// second). Uses DATABASE_URL (PostgreSQL, any time) or PGlite in PGLITE_DIR (default .data/pglite;
// PGlite allows one process at a time, so stop the API first).
import { createDatabase, createRepositories, DEFAULT_PGLITE_DIR, migrate } from '@luvcast/db';

const USAGE = 'usage: npm run site -- maintenance on|off | emergency on|off | status';

export async function runSiteCommand(args: string[], env: NodeJS.ProcessEnv = process.env, out: (line: string) => void = console.log): Promise<number> {
  const [flag, value] = args;
  const setting = (flag === 'maintenance' || flag === 'emergency') && (value === 'on' || value === 'off');
  if (!setting && flag !== 'status') {
    out(USAGE);
    return 2;
  }
  const databaseUrl = env['DATABASE_URL'] || undefined;
  const dataDir = env['PGLITE_DIR'] || DEFAULT_PGLITE_DIR;
  const database = await createDatabase({ databaseUrl, dataDir });
  try {
    await migrate(database.db);
    const { siteFlags } = createRepositories(database.db);
    if (setting) await siteFlags.set(flag, value);
    const flags = await siteFlags.getMany(['maintenance', 'emergency']);
    out(`maintenance ${flags['maintenance'] === 'on' ? 'on' : 'off'}, emergency ${flags['emergency'] === 'on' ? 'on' : 'off'} (${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`})`);
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runSiteCommand(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      console.error('(with PGlite, stop the API first: one process at a time)');
      process.exit(1);
    },
  );
}
