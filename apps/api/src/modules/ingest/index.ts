import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createIngestService } from './ingest.service';
import hooksRoutes from './routes/hooks';

/** ingest: the RTMP ingest server's hooks (publish, ready, unpublish) under /internal/ (README.md). */
export default fp(
  async (app: App) => {
    app.decorate('ingestService', createIngestService(app));
    await app.register(hooksRoutes);
  },
  { name: 'module:ingest', dependencies: ['module:live', 'errors'] },
);
