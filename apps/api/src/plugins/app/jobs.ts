import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '@luvcast/db';
import type { App } from '../../types';

/** The queue of the subscription renewal pass, run every minute (docs/adr/0013-jobs.md). */
export const RENEWALS_QUEUE = 'subscription-renewals';
export const RENEWALS_CRON = '* * * * *';
/** The queue of the payment sweep (payments left in progress), every 2 minutes. */
export const PAYMENT_SWEEP_QUEUE = 'payment-sweep';
export const PAYMENT_SWEEP_CRON = '*/2 * * * *';
/** The queue that lifts sanctions that ran out (issue 12), every minute. */
export const SANCTIONS_QUEUE = 'sanction-expiry';
export const SANCTIONS_CRON = '* * * * *';

/**
 * Background jobs in PostgreSQL with pg-boss (docs/adr/0013-jobs.md): the subscription renewals,
 * the sweep of payments left in progress and the lifting of sanctions that ran out. Its tables live in the
 * `pgboss` schema of the same database (PGlite too, through `database.executeSql`). Every API
 * instance may run it (JOBS=on): pg-boss keeps one cron schedule for the cluster and its singleton
 * queue runs one pass at a time; the pass locks each row and charges under a key per period, so a
 * job run twice or cut short by a crash never charges twice.
 * `app.jobs.send(queue)` queues a run now (an operator's "renew now", the tests).
 */
export default fp(
  async (app: App, opts: { database: Database }) => {
    if (!app.config.jobs) return;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => opts.database.executeSql(text, values) },
      schema: 'pgboss',
      // the cron clock is checked every 30 s; workers poll every 2 s
      cronMonitorIntervalSeconds: 30,
    });
    boss.on('error', (err) => app.log.error({ err }, 'jobs: pg-boss failed (it retries)'));
    app.decorate('jobs', boss);
    app.addHook('onReady', async () => {
      await boss.start();
      await boss.createQueue(RENEWALS_QUEUE, { name: RENEWALS_QUEUE, policy: 'singleton', retryLimit: 3, retryDelay: 30 });
      await boss.schedule(RENEWALS_QUEUE, RENEWALS_CRON, {}, { tz: 'Asia/Seoul' });
      await boss.work(RENEWALS_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
        const report = await app.subscriptionsService.renewDue();
        if (report.renewed + report.failed + report.expired + report.unsubscribed + report.errors > 0) app.log.info({ report }, 'jobs: subscription renewals');
        return report;
      });
      await boss.createQueue(PAYMENT_SWEEP_QUEUE, { name: PAYMENT_SWEEP_QUEUE, policy: 'singleton', retryLimit: 1 });
      await boss.schedule(PAYMENT_SWEEP_QUEUE, PAYMENT_SWEEP_CRON, {}, { tz: 'Asia/Seoul' });
      await boss.work(PAYMENT_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
        const finished = await app.shopService.sweepInProgress();
        if (finished) app.log.info({ finished }, 'jobs: payments left in progress finished');
        return { finished };
      });
      await boss.createQueue(SANCTIONS_QUEUE, { name: SANCTIONS_QUEUE, policy: 'singleton', retryLimit: 1 });
      await boss.schedule(SANCTIONS_QUEUE, SANCTIONS_CRON, {}, { tz: 'Asia/Seoul' });
      await boss.work(SANCTIONS_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
        const reopened = await app.declarationsService.liftExpired();
        if (reopened) app.log.info({ reopened }, 'jobs: sanctions lifted');
        return { reopened };
      });
    });
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: true });
    });
  },
  { name: 'jobs', dependencies: ['database', 'config', 'module:luv', 'module:cs'] },
);
