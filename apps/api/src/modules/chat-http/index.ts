import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createChatHttpService } from './chat-http.service';
import chatRoutes from './routes/chat';

/** chat-http: the HTTP side of chat (issue 10) — guest read tickets, lines from programs, viewers. */
export default fp(
  async (app: App) => {
    app.decorate('chatHttp', createChatHttpService(app));
    await app.register(chatRoutes);
  },
  { name: 'module:chat-http', dependencies: ['auth'] },
);
