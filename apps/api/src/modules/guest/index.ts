import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createGuestService } from './guest.service';
import findLoginIdRoutes from './routes/find-login-id';
import findRecommenderRoutes from './routes/find-recommender';
import loginIdRoutes from './routes/login-id';
import nicknameRoutes from './routes/nickname';
import partnersRoutes from './routes/partners';
import pincruxRoutes from './routes/pincrux';
import refcodeRoutes from './routes/refcode';
import sitemapRoutes from './routes/sitemap';

/** guest: the sign-up form's checks (login ID, nickname, recommender, partner code), referral partner codes, offerwall landings, the sitemap's channel list. */
export default fp(
  async (app: App) => {
    app.decorate('guestService', createGuestService(app));
    app.addHook('onReady', () => app.guestService.seedReferenceData());
    await app.register(loginIdRoutes);
    await app.register(findLoginIdRoutes);
    await app.register(nicknameRoutes);
    await app.register(refcodeRoutes);
    await app.register(findRecommenderRoutes);
    await app.register(partnersRoutes);
    await app.register(pincruxRoutes);
    await app.register(sitemapRoutes);
  },
  { name: 'module:guest', dependencies: ['database', 'auth', 'site-cookies', 'errors'] },
);
