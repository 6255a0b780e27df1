import { createDatabase, migrate, seedIfEmpty, type Database } from '@luvcast/db';
import { ChatConfigError, type RunningChat } from '@luvcast/server-chat';
import { onShutdown } from '@luvcast/server-lifecycle';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { hostsChat, startEmbeddedChat } from './embedded-chat';
import { drainAndClose } from './lifecycle';

async function main(): Promise<void> {
  let config;
  let withChat;
  try {
    config = loadConfig();
    withChat = hostsChat(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`apps/api: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  // Without DATABASE_URL this process owns the embedded PGlite and hosts chat on it (docs/adr/0011):
  // the database is opened here (as buildApp would) so that the API and chat share the instance.
  let database: Database | undefined;
  if (withChat) {
    database = await createDatabase({ dataDir: config.pgliteDir });
    await migrate(database.db);
    if (config.seedDemo) await seedIfEmpty(database.db);
  }
  const app = await buildApp({ config, database });
  let chat: RunningChat | undefined;
  if (database) {
    try {
      chat = await startEmbeddedChat(database, config);
    } catch (err) {
      if (err instanceof ChatConfigError) {
        console.error(`apps/api (embedded chat): ${err.message}`);
        process.exit(1);
      }
      throw new Error(`the embedded chat server did not start (CHAT_EMBEDDED=off leaves it out): ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    app.log.info({ port: chat.port }, `chat (socket.io) runs inside the API on ws://${process.env['CHAT_HOST'] ?? '127.0.0.1'}:${chat.port} (embedded PGlite; docs/adr/0011)`);
  }
  // SIGTERM/SIGINT: readiness 503 first, then drain in-flight requests (at most SHUTDOWN_TIMEOUT_MS),
  // then exit (lifecycle.ts, libs/server-lifecycle; a second signal exits at once)
  const { shutdownDrainMs: drainMs, shutdownTimeoutMs: timeoutMs } = config;
  onShutdown({ name: 'apps/api', timeoutMs: drainMs + 2 * timeoutMs + 10_000, log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) } }, async () => {
    app.log.info({ drainMs, timeoutMs }, 'shutting down: draining');
    app.lifecycle.shuttingDown = true;
    let inTime = false;
    try {
      const chatClosed = chat?.close() ?? Promise.resolve();
      await Promise.race([chatClosed, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
      inTime = await drainAndClose(app, { drainMs, timeoutMs });
    } catch (err) {
      app.log.error({ err }, 'shutdown: draining failed');
    } finally {
      // the embedded database is closed whatever happened above (PGlite writes its files here)
      await database?.close().catch((err: Error) => app.log.error({ err }, 'shutdown: closing the database failed'));
    }
    app.log.info({ inTime }, 'shut down');
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error('apps/api failed to start:', err);
  process.exit(1);
});
