import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createAdminService } from './admin.service';
import adminMemberRoutes from './routes/members';
import siteFlagRoutes from './routes/site-flags';
import adminLuvRoutes from './routes/luv';

/** admin: operator calls (role O only): member status, site flags, bank accounts and withdrawals. */
export default fp(
  async (app: App) => {
    app.decorate('adminService', createAdminService(app));
    await app.register(adminMemberRoutes);
    await app.register(siteFlagRoutes);
    await app.register(adminLuvRoutes);
  },
  { name: 'module:admin', dependencies: ['auth', 'module:site', 'module:luv'] },
);
