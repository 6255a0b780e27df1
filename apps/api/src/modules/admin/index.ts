import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createAdminService } from './admin.service';
import adminMemberRoutes from './routes/members';
import siteFlagRoutes from './routes/site-flags';
import adminLuvRoutes from './routes/luv';

/** admin: operator calls: members (find, look up, block: O and S), bank accounts (O and S), site flags and withdrawals (O). See README.md. */
export default fp(
  async (app: App) => {
    app.decorate('adminService', createAdminService(app));
    await app.register(adminMemberRoutes);
    await app.register(siteFlagRoutes);
    await app.register(adminLuvRoutes);
  },
  { name: 'module:admin', dependencies: ['auth', 'module:site', 'module:luv'] },
);
