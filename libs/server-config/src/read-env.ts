import * as v from 'valibot';

/** process.env or a test's plain object */
export type Env = Record<string, string | undefined>;

/** The variables a schema reads, by name: valibot schemas whose input is the raw text (unset = undefined). */
export type EnvEntries = v.ObjectEntries;
export type EnvValues<E extends EnvEntries> = v.InferOutput<v.ObjectSchema<E, undefined>>;

/**
 * Bad configuration: one line per bad variable. Apps extend it (the API's ConfigError, chat's
 * ChatConfigError) and print `message` before exiting.
 */
export class EnvError extends Error {
  constructor(
    readonly problems: string[],
    message = `invalid configuration:\n  ${problems.join('\n  ')}`,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** "NAME: message", or the message alone when it names the variable already. */
function problemText(issue: v.BaseIssue<unknown>): string {
  const name = String(issue.path?.[0]?.key);
  return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
}

/**
 * Validates the environment against `entries` (one valibot schema per variable; an empty value
 * counts as unset, so a default applies) and answers the typed values or every problem at once.
 */
export function parseEnv<const E extends EnvEntries>(
  entries: E,
  env: Env = process.env,
): { ok: true; values: EnvValues<E> } | { ok: false; problems: string[] } {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(v.object(entries), input);
  return result.success ? { ok: true, values: result.output } : { ok: false, problems: result.issues.map(problemText) };
}

/** parseEnv that throws: `fail(problems)` (default an EnvError) names every bad variable. */
export function readEnv<const E extends EnvEntries>(entries: E, env: Env = process.env, fail: (problems: string[]) => Error = (problems) => new EnvError(problems)): EnvValues<E> {
  const result = parseEnv(entries, env);
  if (!result.ok) throw fail(result.problems);
  return result.values;
}

/** NODE_ENV=production: the defaults that are safe to run in public (and refusals of the development ones). */
export const isProduction = (env: Env = process.env): boolean => env['NODE_ENV'] === 'production';

/** A value left unset defaults by environment: `byEnvironment(production, e.SEED_DEMO, { production: false, development: true })`. */
export function byEnvironment<T>(production: boolean, value: T | undefined, defaults: { production: T; development: T }): T {
  return value ?? (production ? defaults.production : defaults.development);
}
