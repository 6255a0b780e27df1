import { chatBusListener, createRepositories, type Database } from '@luvcast/db';
import { loadChatConfig, startChat, type RunningChat } from '@luvcast/server-chat';
import { ConfigError, type Config } from './config';

/**
 * Whether this API process hosts the chat server (docs/adr/0011): without DATABASE_URL the API
 * owns the embedded PGlite, which no second process can open, so chat runs here on CHAT_PORT;
 * `CHAT_EMBEDDED=off` leaves it out (`auto`, the default, or unset: embedded when there is no DATABASE_URL).
 */
export function hostsChat(config: Pick<Config, 'databaseUrl'>, env: NodeJS.ProcessEnv = process.env): boolean {
  const mode = env['CHAT_EMBEDDED'] ?? '';
  if (!['', 'auto', 'off'].includes(mode)) throw new ConfigError([`CHAT_EMBEDDED must be one of auto, off, got "${mode}"`]);
  return !config.databaseUrl && mode !== 'off';
}

/**
 * Starts the chat server (libs/server-chat) inside the API's process on the API's database: the
 * same repositories and the same PGlite instance, whose in-process LISTEN delivers what the API
 * publishes on the chat bus (`chatBus.publish`: lines sent through HTTP, STREAMS_CHANGE). Chat's
 * own variables (CHAT_PORT, CHAT_HOST, REDIS_URL, CORS_ORIGINS, LOG_LEVEL) come from `env`; the
 * JWT secret is the API's, so its tokens verify.
 */
export async function startEmbeddedChat(database: Database, config: Pick<Config, 'jwtSecret'>, env: NodeJS.ProcessEnv = process.env): Promise<RunningChat> {
  const chatConfig = { ...loadChatConfig(env), jwtSecret: config.jwtSecret };
  return startChat(chatConfig, { store: createRepositories(database.db), listen: chatBusListener(database) });
}
