import { createDatabase, createRepositories, DEFAULT_PGLITE_DIR, migrate, type Db, type Repositories } from '@luvcast/db';

/**
 * Opens the database the API uses — PostgreSQL when DATABASE_URL is set (any time), else PGlite in
 * PGLITE_DIR (default .data/pglite; PGlite allows one process at a time, so stop the API first) —
 * migrates it, runs `fn` with the repositories (and `db`, for a service's transactions) and a label of where the data lives, and closes it.
 */
export async function withRepositories<T>(env: NodeJS.ProcessEnv, fn: (repos: Repositories & { db: Db }, where: string) => Promise<T>): Promise<T> {
  const databaseUrl = env['DATABASE_URL'] || undefined;
  const dataDir = env['PGLITE_DIR'] || DEFAULT_PGLITE_DIR;
  const database = await createDatabase({ databaseUrl, dataDir });
  try {
    await migrate(database.db);
    return await fn({ db: database.db, ...createRepositories(database.db) }, databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`);
  } finally {
    await database.close();
  }
}

/** Runs a CLI's main function and exits with its code (PGlite's single-process rule explained on failure). */
export function runCli(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      console.error('(with PGlite, stop the API first: one process at a time)');
      process.exit(1);
    },
  );
}
