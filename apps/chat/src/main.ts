import { Client } from 'pg';
import { createDatabase, createRepositories } from '@luvcast/db';
import { ChatConfigError, loadChatConfig } from './config';
import { createChatServer } from './server';

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
    // PGlite is single-process: the API owns the embedded database, so chat cannot open it
    // (docs/adr/0011). Chat enforces roles and bans from the database on every message, so it
    // does not start without one rather than run without moderation.
    console.error('apps/chat: DATABASE_URL (the API\'s PostgreSQL) is required since chat enforces roles and bans from the database (docs/adr/0011)');
    process.exit(1);
  }
  const database = await createDatabase({ databaseUrl: config.databaseUrl, poolSize: 10 });
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const chat = createChatServer(config, { store: createRepositories(database.db) }, config.logLevel === 'silent' ? quiet : console);
  // lines sent through the API's HTTP route arrive by PostgreSQL NOTIFY (docs/adr/0011)
  const listener = new Client({ connectionString: config.databaseUrl });
  listener.on('error', (err) => console.error('apps/chat: LISTEN connection failed', err.message));
  listener.on('notification', (n) => {
    if (n.channel === 'chat_messages' && n.payload) chat.deliverNotified(n.payload);
  });
  await listener.connect();
  await listener.query('LISTEN chat_messages');
  const port = await chat.listen();
  console.info(`chat listening on http://${config.host}:${port} (${config.redisUrl ? 'redis adapter' : 'in-memory adapter'})`);
  const shutdown = async () => {
    await chat.close();
    await listener.end().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((err) => {
  console.error('apps/chat failed to start:', err);
  process.exit(1);
});
