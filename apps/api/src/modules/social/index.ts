import fp from 'fastify-plugin';
import type { App } from '../../types';
import oauthRoutes from './routes/oauth';
import signInOAuthRoutes from './routes/signin-oauth';
import signUpOAuthRoutes from './routes/signup-oauth';
import { createSocialService } from './social.service';

/** social: sign-in and sign-up with kakao, naver, google and twitch (OAuth2 authorization code + PKCE). */
export default fp(
  async (app: App) => {
    app.decorate('socialService', createSocialService(app));
    await app.register(oauthRoutes);
    await app.register(signInOAuthRoutes);
    await app.register(signUpOAuthRoutes);
  },
  { name: 'module:social', dependencies: ['module:auth', 'module:account', 'module:verification', 'module:site', 'providers'] },
);
