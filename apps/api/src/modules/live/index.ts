import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createLiveService } from './live.service';
import liveAuthRoutes from './routes/live-auth';
import subscriberCountRoutes from './routes/subscriber-count';
import suggestionListRoutes from './routes/suggestion-list';

/** live: channels and live streams — suggestions, live authorization (adult, password), subscriber counts. */
export default fp(
  async (app: App) => {
    app.decorate('liveService', createLiveService(app));
    await app.register(suggestionListRoutes);
    await app.register(liveAuthRoutes);
    await app.register(subscriberCountRoutes);
  },
  { name: 'module:live', dependencies: ['module:site', 'auth', 'absolute-urls'] },
);
