import fp from 'fastify-plugin';
import { createChatCounters } from '@luvcast/server-chat';
import type { App } from '../../types';
import { createChatHttpService } from './chat-http.service';
import chatRoutes from './routes/chat';

/** chat-http: the HTTP side of chat (issue 10) — guest read tickets, lines from programs, viewers, moderation reads (README.md). */
export default fp(
  async (app: App) => {
    // the chat instances' rate limit and slow mode counters: their Redis (REDIS_URL), else PostgreSQL
    const counters = createChatCounters({ redisUrl: app.config.redisUrl, rateLimits: app.rateLimits, log: { error: (msg: string, detail?: unknown) => app.log.error({ detail }, msg) } });
    app.addHook('onClose', () => counters.close());
    app.decorate('chatHttp', createChatHttpService(app, counters));
    await app.register(chatRoutes);
  },
  { name: 'module:chat-http', dependencies: ['auth'] },
);
