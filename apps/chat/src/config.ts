import { DEV_JWT_SECRET } from '@luvcast/server-auth';
import * as v from 'valibot';

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
  CHAT_PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'CHAT_PORT must be a whole number'), v.transform(Number), v.maxValue(65_535, 'CHAT_PORT must be at most 65535')),
    '4100',
  ),
  CHAT_HOST: v.optional(v.pipe(v.string(), v.nonEmpty('CHAT_HOST must not be empty')), '127.0.0.1'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters')), DEV_JWT_SECRET),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL'))),
  CORS_ORIGINS: v.optional(v.pipe(v.string(), v.transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)), v.array(origin)), ''),
  LOG_LEVEL: v.optional(v.picklist(['error', 'warn', 'info', 'debug', 'silent'], 'LOG_LEVEL must be one of error, warn, info, debug, silent'), 'info'),
});

export interface ChatConfig {
  port: number;
  host: string;
  jwtSecret: string;
  redisUrl: string | undefined;
  corsOrigins: string[];
  logLevel: 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** NODE_ENV=production: browser origins are the brand sites and CORS_ORIGINS only (isAllowedOrigin) */
  production: boolean;
}

export class ChatConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ChatConfigError';
  }
}

/** Reads and validates the environment; throws ChatConfigError naming every bad variable. */
export function loadChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(envSchema, input);
  if (!result.success) {
    throw new ChatConfigError(
      result.issues.map((issue) => {
        const name = String(issue.path?.[0]?.key);
        return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const e = result.output;
  const production = e.NODE_ENV === 'production';
  if (production && e.JWT_SECRET === DEV_JWT_SECRET) {
    throw new ChatConfigError(['JWT_SECRET must be set to a secret of your own when NODE_ENV=production']);
  }
  return { port: e.CHAT_PORT, host: e.CHAT_HOST, jwtSecret: e.JWT_SECRET, redisUrl: e.REDIS_URL, corsOrigins: e.CORS_ORIGINS, logLevel: e.LOG_LEVEL, production };
}
