import fp from 'fastify-plugin';
import type { App } from '../../types';
import bannersRoutes from './routes/banners';
import changeFavoriteEmoticonRoutes from './routes/change-favorite-emoticon';
import channelingSwitchingRoutes from './routes/channeling-switching';
import healthRoutes from './routes/health';
import logoListRoutes from './routes/logo-list';
import rulesRoutes from './routes/rules';
import showAllEmojiRoutes from './routes/show-all-emoji';
import statusRoutes from './routes/status';
import themesRoutes from './routes/themes';
import timeCheckRoutes from './routes/time-check';
import { createSiteService } from './site.service';

/** site: health, status (maintenance / emergency), platform switches, time, themes, logos, banners, emoticons (and a member's favourites), terms. */
export default fp(
  async (app: App) => {
    app.decorate('siteService', createSiteService(app));
    app.addHook('onReady', () => app.siteService.seedReferenceData());
    await app.register(healthRoutes);
    await app.register(rulesRoutes);
    await app.register(statusRoutes);
    await app.register(channelingSwitchingRoutes);
    await app.register(timeCheckRoutes);
    await app.register(themesRoutes);
    await app.register(logoListRoutes);
    await app.register(bannersRoutes);
    await app.register(showAllEmojiRoutes);
    await app.register(changeFavoriteEmoticonRoutes);
  },
  { name: 'module:site', dependencies: ['database', 'auth', 'maintenance', 'absolute-urls', 'errors'] },
);
