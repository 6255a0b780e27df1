import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createCsService } from './cs.service';
import findNewBoardRoutes from './routes/find-new-board';
import noticeListRoutes from './routes/notice-list';
import popupsRoutes from './routes/popups';

/** cs: customer service — notices, popups, the board's "new" badge. */
export default fp(
  async (app: App) => {
    app.decorate('csService', createCsService(app));
    await app.register(noticeListRoutes);
    await app.register(popupsRoutes);
    await app.register(findNewBoardRoutes);
  },
  { name: 'module:cs', dependencies: ['database'] },
);
