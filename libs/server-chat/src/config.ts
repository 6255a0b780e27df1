import { ports } from '@luvcast/contracts';
import { DEV_JWT_SECRET } from '@luvcast/server-auth';
import { EnvError, isProduction, oneOf, originList, port, readEnv, secret, text, urlOf } from '@luvcast/server-config';

const envSchema = {
  CHAT_PORT: port('CHAT_PORT', ports.chat),
  CHAT_HOST: text('CHAT_HOST', '127.0.0.1'),
  JWT_SECRET: secret('JWT_SECRET', 32, DEV_JWT_SECRET),
  REDIS_URL: urlOf('REDIS_URL', ['redis', 'rediss']),
  DATABASE_URL: urlOf('DATABASE_URL', ['postgres', 'postgresql']),
  CORS_ORIGINS: originList('CORS_ORIGINS'),
  LOG_LEVEL: oneOf('LOG_LEVEL', ['error', 'warn', 'info', 'debug', 'silent'], 'info'),
};

export interface ChatConfig {
  port: number;
  host: string;
  jwtSecret: string;
  redisUrl: string | undefined;
  /** PostgreSQL of the API (roles, bans, settings; docs/adr/0011); unset: chat cannot enforce moderation and refuses to start */
  databaseUrl?: string | undefined;
  corsOrigins: string[];
  logLevel: 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** NODE_ENV=production: browser origins are the brand sites and CORS_ORIGINS only (isAllowedOrigin) */
  production: boolean;
}

/** Bad configuration: `problems` has one line per bad variable (the message lists them). */
export class ChatConfigError extends EnvError {}

/** Reads and validates the environment; throws ChatConfigError naming every bad variable. */
export function loadChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  const e = readEnv(envSchema, env, (problems) => new ChatConfigError(problems));
  const production = isProduction(env);
  if (production && e.JWT_SECRET === DEV_JWT_SECRET) {
    throw new ChatConfigError(['JWT_SECRET must be set to a secret of your own when NODE_ENV=production']);
  }
  return { port: e.CHAT_PORT, host: e.CHAT_HOST, jwtSecret: e.JWT_SECRET, redisUrl: e.REDIS_URL, databaseUrl: e.DATABASE_URL, corsOrigins: e.CORS_ORIGINS, logLevel: e.LOG_LEVEL, production };
}
