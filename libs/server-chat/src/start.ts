import type { Database } from '@luvcast/db';
import type { ChatConfig } from './config';
import { createChatServer, type ChatApp, type ChatDeps } from './server';

/** The PostgreSQL NOTIFY channel of lines sent through the API's HTTP route (docs/adr/0011). */
export const CHAT_NOTIFY_CHANNEL = 'chat_messages';

export interface RunningChat {
  chat: ChatApp;
  /** the bound port */
  port: number;
  /** stops listening for notifications and closes the socket.io server */
  close(): Promise<void>;
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Starts the chat server on `config.port` / `config.host` with its dependencies: the repositories
 * (`store`) and the LISTEN of the database they come from (`listen`: `Database['listen']` of
 * libs/db), through which lines published by the API (`pg_notify('chat_messages', ...)`) reach this
 * instance's sockets. The same call runs chat as its own process on PostgreSQL (apps/chat main.ts)
 * and inside the API's process on its embedded PGlite (apps/api main.ts, docs/adr/0011).
 */
export async function startChat(
  config: ChatConfig,
  deps: ChatDeps & { listen: Database['listen'] },
  log: Pick<Console, 'info' | 'warn' | 'error'> = config.logLevel === 'silent' ? quiet : console,
): Promise<RunningChat> {
  const chat = createChatServer(config, deps, log);
  const unlisten = await deps.listen(
    CHAT_NOTIFY_CHANNEL,
    (payload) => void chat.deliverNotified(payload),
    (err) => log.error('chat: LISTEN connection failed', err.message),
  );
  let port: number;
  try {
    port = await chat.listen();
  } catch (err) {
    await unlisten();
    await chat.close();
    throw err;
  }
  return {
    chat,
    port,
    async close() {
      await chat.close();
      await unlisten();
    },
  };
}
