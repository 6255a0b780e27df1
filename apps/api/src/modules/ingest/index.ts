import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createIngestService } from './ingest.service';
import hooksRoutes from './routes/hooks';

/** how often each API instance looks for lives whose ingest went silent (LIVE_SILENCE_LIMIT_MS) */
const SILENT_LIVES_SWEEP_MS = 15_000;

/** ingest: the RTMP ingest server's hooks (publish, ready, unpublish, alive) under /internal/ and the sweep of silent lives (README.md). */
export default fp(
  async (app: App) => {
    app.decorate('ingestService', createIngestService(app));
    await app.register(hooksRoutes);
    // lives whose ingest died without unpublish: every instance sweeps; the sweep's one UPDATE makes that safe
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweeper = setInterval(() => {
        app.ingestService
          .sweepSilentLives()
          .then((ended) => {
            if (ended.length) app.log.warn({ streamIds: ended.map((s) => s.id) }, 'ended lives whose ingest went silent');
          })
          .catch((err: unknown) => app.log.error({ err }, 'silent lives sweep failed'));
      }, SILENT_LIVES_SWEEP_MS);
      sweeper.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'module:ingest', dependencies: ['module:live', 'errors'] },
);
