import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createAccountService } from './account.service';
import expireRoutes from './routes/expire';
import oauthPasswordRoutes from './routes/oauth-password';
import signInFindRoutes from './routes/signin-find';
import signUpRoutes from './routes/signup';

/** account: sign-up (domestic, foreigner), find ID / find password, password reset and withdrawal. */
export default fp(
  async (app: App) => {
    app.decorate('accountService', createAccountService(app));
    await app.register(signUpRoutes);
    await app.register(signInFindRoutes);
    await app.register(oauthPasswordRoutes);
    await app.register(expireRoutes);
  },
  { name: 'module:account', dependencies: ['module:auth', 'module:verification'] },
);
