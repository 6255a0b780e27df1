/**
 * Did the database refuse a row for a unique index (SQLSTATE 23505), anywhere in the error's
 * `cause` chain (drizzle wraps the driver's error)? With `constraint`, only that index counts.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const x = e as { code?: string; constraint?: string };
    if (x.code === '23505' && (constraint === undefined || x.constraint === constraint)) return true;
  }
  return false;
}
