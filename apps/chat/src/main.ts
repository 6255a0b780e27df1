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
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const chat = createChatServer(config, config.logLevel === 'silent' ? quiet : console);
  const port = await chat.listen();
  console.info(`chat listening on http://${config.host}:${port} (${config.redisUrl ? 'redis adapter' : 'in-memory adapter'})`);
  const shutdown = async () => {
    await chat.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((err) => {
  console.error('apps/chat failed to start:', err);
  process.exit(1);
});
