import { chatBusListener, createDatabase, createRepositories } from '@luvcast/db';
import { CHAT_DRAIN_TIMEOUT_MS, ChatConfigError, loadChatConfig, startChat } from '@luvcast/server-chat';
import { onShutdown } from '@luvcast/server-lifecycle';

// chat as its own process, on the API's PostgreSQL (DATABASE_URL); the server is libs/server-chat.
// Without DATABASE_URL the API runs chat inside its process on the embedded PGlite (docs/adr/0011).
async function main(): Promise<void> {
  let config;
  try {
    config = loadChatConfig();
  } catch (err) {
    if (err instanceof ChatConfigError) {
      console.error(`apps/chat: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (!config.databaseUrl) {
    // PGlite is single-process: the API owns the embedded database and hosts chat itself then
    // (docs/adr/0011). Chat enforces roles and bans from the database on every message, so this
    // process does not start without one rather than run without moderation.
    console.error('apps/chat: DATABASE_URL (the API\'s PostgreSQL) is required since chat enforces roles and bans from the database; without it the API runs chat in its own process (docs/adr/0011)');
    process.exit(1);
  }
  const database = await createDatabase({ databaseUrl: config.databaseUrl, poolSize: 10 });
  // what the API publishes (lines sent through HTTP, STREAMS_CHANGE) arrives by PostgreSQL NOTIFY (the chat bus)
  const running = await startChat(config, { store: createRepositories(database.db), listen: chatBusListener(database) });
  console.info(`chat listening on http://${config.host}:${running.port} (${config.redisUrl ? 'redis streams adapter' : 'in-memory adapter'}, connection state recovery)`);
  // SIGTERM: readiness 503 and no new connection; each socket is closed once the events it sent are
  // answered (clients reconnect to another instance, recover their rooms through Redis and join
  // them again), then the database pool closes
  onShutdown({ name: 'apps/chat', timeoutMs: CHAT_DRAIN_TIMEOUT_MS + 5000 }, async () => {
    await running.close();
    await database.close();
  });
}

main().catch((err) => {
  console.error('apps/chat failed to start:', err);
  process.exit(1);
});
