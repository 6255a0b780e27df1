import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createAuthService } from './auth.service';
import aspAccessTokenRoutes from './routes/asp-accesstoken';
import geoIpRoutes from './routes/geo-ip';
import oauthGenerateRoutes from './routes/oauth-generate';
import oauthRefreshRoutes from './routes/oauth-refresh';
import signInRoutes from './routes/signin';
import signOutRoutes from './routes/signout';
import xsrfRoutes from './routes/xsrf';

/** auth: sessions (sign-in, sign-out, refresh, fresh access tokens), the XSRF cookie, the ASP token and geo-ip. */
export default fp(
  async (app: App) => {
    app.decorate('authService', createAuthService(app));
    await app.register(signInRoutes);
    await app.register(signOutRoutes);
    await app.register(xsrfRoutes);
    await app.register(oauthRefreshRoutes);
    await app.register(oauthGenerateRoutes);
    await app.register(aspAccessTokenRoutes);
    await app.register(geoIpRoutes);
  },
  { name: 'module:auth', dependencies: ['database', 'auth', 'site-cookies', 'errors'] },
);
