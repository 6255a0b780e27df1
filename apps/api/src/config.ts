import { DEV_JWT_SECRET } from '@luvcast/db';
import * as v from 'valibot';

export { DEV_JWT_SECRET };

const int = (name: string, min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, `${name} must be a whole number`),
      v.transform(Number),
      v.minValue(min, `${name} must be at least ${min}`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
    String(fallback),
  );

const origin = v.pipe(
  v.string(),
  v.check((s) => {
    try {
      return new URL(s).origin === s.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, 'CORS_ORIGINS must be a comma-separated list of origins like http://example.com:8080'),
);

const envSchema = v.object({
  NODE_ENV: v.optional(v.string(), 'development'),
  API_PORT: int('API_PORT', 0, 65_535, 4000),
  API_HOST: v.optional(v.pipe(v.string(), v.nonEmpty('API_HOST must not be empty')), '127.0.0.1'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// URL')),
  ),
  PGLITE_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('PGLITE_DIR must not be empty')), '.data/pglite'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters')), DEV_JWT_SECRET),
  ACCESS_TOKEN_TTL_S: int('ACCESS_TOKEN_TTL_S', 30, 86_400, 900),
  REFRESH_TOKEN_TTL_S: int('REFRESH_TOKEN_TTL_S', 300, 366 * 86_400, 30 * 86_400),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
      v.array(origin),
    ),
    '',
  ),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'), 'info'),
  SEED_DEMO: v.optional(v.picklist(['true', 'false'], 'SEED_DEMO must be true or false')),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  jwtSecret: string;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  corsOrigins: string[];
  logLevel: string;
  seedDemo: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // empty strings count as unset
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(envSchema, input);
  if (!result.success) {
    throw new ConfigError(
      result.issues.map((issue) => {
        const name = issue.path?.[0]?.key;
        return issue.message.includes(String(name)) ? issue.message : `${String(name)}: ${issue.message}`;
      }),
    );
  }
  const e = result.output;
  const production = e.NODE_ENV === 'production';
  if (production && e.JWT_SECRET === DEV_JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET must be set to a secret of your own when NODE_ENV=production']);
  }
  return {
    production,
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlS: e.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: e.REFRESH_TOKEN_TTL_S,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production,
  };
}
