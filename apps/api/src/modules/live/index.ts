import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createLiveService } from './live.service';
import broadcastRoutes from './routes/broadcast';
import channelNoticeRoutes from './routes/channel-notice';
import channelsRoutes from './routes/channels';
import followRoutes from './routes/follow';
import liveAuthRoutes from './routes/live-auth';
import livesRoutes from './routes/lives';
import myChannelRoutes from './routes/my-channel';
import myStreamsRoutes from './routes/my-streams';
import streamRoutes from './routes/stream';
import subscriberCountRoutes from './routes/subscriber-count';
import suggestionListRoutes from './routes/suggestion-list';

/**
 * live: channels and live streams — lists, channel pages, the stream read and presence, follows,
 * live authorization, and the member's and broadcaster's own channel calls under /api/my and
 * /api/m (README.md).
 */
export default fp(
  async (app: App) => {
    app.decorate('liveService', createLiveService(app));
    await app.register(suggestionListRoutes);
    await app.register(liveAuthRoutes);
    await app.register(subscriberCountRoutes);
    await app.register(livesRoutes);
    await app.register(channelsRoutes);
    await app.register(followRoutes);
    await app.register(streamRoutes);
    await app.register(myChannelRoutes);
    await app.register(channelNoticeRoutes);
    await app.register(myStreamsRoutes);
    await app.register(broadcastRoutes);
  },
  { name: 'module:live', dependencies: ['module:site', 'auth', 'absolute-urls'] },
);
