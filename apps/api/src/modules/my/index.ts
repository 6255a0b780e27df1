import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createMessagesService } from './messages.service';
import { createMyService } from './my.service';
import { createMyPageService } from './my-page.service';
import messageRoutes from './routes/messages';
import profileRoutes from './routes/profile';
import passwordRoutes from './routes/password';
import myPageRoutes from './routes/my-page';

/** my: the signed-in member's own pages (profile, direct messages and their block list, settings, fan level, gift rankings). */
export default fp(
  async (app: App) => {
    app.decorate('myService', createMyService(app));
    app.decorate('messagesService', createMessagesService(app));
    app.decorate('myPageService', createMyPageService(app));
    await app.register(profileRoutes);
    await app.register(messageRoutes);
    await app.register(passwordRoutes);
    await app.register(myPageRoutes);
  },
  { name: 'module:my', dependencies: ['auth', 'absolute-urls'] },
);
