import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createMyService } from './my.service';
import profileRoutes from './routes/profile';

/** my: the signed-in member's own pages (profile). */
export default fp(
  async (app: App) => {
    app.decorate('myService', createMyService(app));
    await app.register(profileRoutes);
  },
  { name: 'module:my', dependencies: ['auth', 'absolute-urls'] },
);
