import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createAgencyService } from './agency.service';
import adminAgencyRoutes from './routes/admin-agencies';
import agencyInviteRoutes from './routes/agency-invites';

/** agency: agencies (MCN), their invitations with a contract file, and who belongs to which (README.md). */
export default fp(
  async (app: App) => {
    app.decorate('agencyService', createAgencyService(app));
    await app.register(agencyInviteRoutes);
    await app.register(adminAgencyRoutes);
  },
  { name: 'module:agency', dependencies: ['auth', 'absolute-urls', 'database'] },
);
