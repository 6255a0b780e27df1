import type { SQL } from 'drizzle-orm';
import type { Db } from '../client';

/** The rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

interface Internals {
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
  dialect: { sqlToQuery(sql: SQL): unknown };
}

/**
 * The rows of a raw statement sent as a named prepared statement: on PostgreSQL each connection
 * parses and plans it once, then only binds and runs it (a money-moving request's hot statements:
 * planning was half of their time). `name` must always go with the same SQL text (one name per
 * shape: node-postgres refuses a name reused for another text). PGlite runs it like `execute`.
 * Not through a transaction-pooling proxy (docs/adr/0012-ledger.md).
 */
export async function rowsOfNamed<T>(tx: Db, name: string, query: SQL): Promise<T[]> {
  const { session, dialect } = tx as unknown as Internals;
  return rowsOf<T>(await session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute());
}
