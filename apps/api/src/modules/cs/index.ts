import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createCsService } from './cs.service';
import { createDeclarationsService } from './declarations.service';
import { createBoardsService } from './boards.service';
import { createNoticesService } from './notices.service';
import { createInquiriesService } from './inquiries.service';
import declarationRoutes from './routes/declarations';
import sanctionAppealRoutes from './routes/sanction-appeal';
import boardRoutes from './routes/boards';
import adminInquiryRoutes from './routes/admin-inquiries';
import inquiryRoutes from './routes/inquiries';
import findNewBoardRoutes from './routes/find-new-board';
import noticeListRoutes from './routes/notice-list';
import adminNoticeRoutes from './routes/admin-notices';
import csStaticRoutes from './routes/cs-static';
import popupsRoutes from './routes/popups';

/** cs: customer service — notices, developer notices and guides (and their images), popups, the board's "new" badge, inquiries and their answers, declarations (reports) and sanctions, the channels' fan boards. */
export default fp(
  async (app: App) => {
    app.decorate('csService', createCsService(app));
    app.decorate('inquiriesService', createInquiriesService(app));
    app.decorate('declarationsService', createDeclarationsService(app));
    app.decorate('boardsService', createBoardsService(app));
    app.decorate('noticesService', createNoticesService(app));
    await app.register(noticeListRoutes);
    await app.register(adminNoticeRoutes);
    await app.register(csStaticRoutes);
    await app.register(popupsRoutes);
    await app.register(findNewBoardRoutes);
    await app.register(inquiryRoutes);
    await app.register(adminInquiryRoutes);
    await app.register(declarationRoutes);
    await app.register(sanctionAppealRoutes);
    await app.register(boardRoutes);
  },
  { name: 'module:cs', dependencies: ['database'] },
);
