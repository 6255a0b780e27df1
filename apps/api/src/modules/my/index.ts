import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createMessagesService } from './messages.service';
import { createMyService } from './my.service';
import messageRoutes from './routes/messages';
import profileRoutes from './routes/profile';
import passwordRoutes from './routes/password';

/** my: the signed-in member's own pages (profile, direct messages and their block list). */
export default fp(
  async (app: App) => {
    app.decorate('myService', createMyService(app));
    app.decorate('messagesService', createMessagesService(app));
    await app.register(profileRoutes);
    await app.register(messageRoutes);
    await app.register(passwordRoutes);
  },
  { name: 'module:my', dependencies: ['auth', 'absolute-urls'] },
);
