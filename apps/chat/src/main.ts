import { chatBusListener, createDatabase, createRepositories } from '@luvcast/db';
import { ChatConfigError, loadChatConfig, startChat } from '@luvcast/server-chat';

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
  // SIGTERM: readiness 503, every socket told the server goes away (clients reconnect to another
  // instance and recover their rooms through Redis), then the database pool closes
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await running.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err) => {
  console.error('apps/chat failed to start:', err);
  process.exit(1);
});
