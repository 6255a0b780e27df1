import type { ChatBusListen } from '@luvcast/db';
import type { ChatConfig } from './config';
import { createChatServer, type ChatApp, type ChatDeps } from './server';

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
 * (`store`) and the chat bus of the database they come from (`listen`: `chatBusListener(database)`
 * of libs/db, the LISTEN on CHAT_NOTIFY_CHANNEL), through which what the API publishes
 * (`chatBus.publish`: lines sent through HTTP, STREAMS_CHANGE) reaches this instance's sockets.
 * The same call runs chat as its own process on PostgreSQL (apps/chat main.ts) and inside the API's
 * process on its embedded PGlite (apps/api main.ts, docs/adr/0011). The bus is a dependency so
 * that this module loads no database code (apps/chat/src/dependencies.spec.ts).
 */
export async function startChat(
  config: ChatConfig,
  deps: ChatDeps & { listen: ChatBusListen },
  log: Pick<Console, 'info' | 'warn' | 'error'> = config.logLevel === 'silent' ? quiet : console,
): Promise<RunningChat> {
  const chat = createChatServer(config, deps, log);
  const unlisten = await deps.listen(
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
