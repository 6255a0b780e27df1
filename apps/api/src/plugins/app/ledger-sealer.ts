import fp from 'fastify-plugin';
import type { App } from '../../types';

/**
 * The ledger's sealer (docs/adr/0012-ledger.md): every `LEDGER_SEAL_INTERVAL_MS` it extends the
 * hash chain and folds the pooled accounts (a broadcaster's earnings, the system accounts) into
 * their balance. Every API instance runs it; an advisory lock lets one seal at a time.
 */
export default fp(async (app: App) => {
  const every = app.config.luv.sealIntervalMs;
  if (!every) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = app.ledger
      .sealAll()
      .catch((err: unknown) => app.log.error({ err }, 'ledger: sealing failed (retried on the next tick)'))
      .finally(() => (running = null));
  }, every);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}, { name: 'ledger-sealer', dependencies: ['database', 'config'] });
