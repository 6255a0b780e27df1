// Renewals with two API instances on one database, as in the cluster (tools/cluster,
// docs/adr/0018-cluster.md): both run the pg-boss worker, and a due subscription is charged once —
// one ledger transfer, one renewal, one renewal event — whichever instance takes it, when both run
// the pass at the same moment, and when both queue the renewal job at once.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER, SUBSCRIPTION_EVENT } from '@luvcast/contracts';
import { buildApp } from '../../app';
import { RENEWALS_QUEUE } from '../../plugins/app/jobs';
import { luvTestConfig, openLuvRoom, type LuvRoom } from '../../testing/luv-room';
import { mutatingHeaders, TEST_CONFIG } from '../../testing/test-app';
import type { App } from '../../types';

const PRICE = 3_300; // a month (plan 700; it renews as 702 at the same price)
const FUNDS = 10_000;
let room: LuvRoom;
let a: App;
let b: App;
beforeAll(async () => {
  room = await openLuvRoom('bjstar01', { jobs: true });
  a = room.t.app;
  // the second instance: its own app (pools, session cache, pg-boss worker) on the same database
  b = await buildApp({ logger: false, database: room.t.database, config: { ...TEST_CONFIG, ...luvTestConfig({ jobs: true }) } });
  await b.ready();
}, 180_000);
afterAll(async () => {
  await b?.close();
  await room?.close();
});

/** `n` members subscribed for a month (through instance a or b alternately), each period ended a minute ago */
async function dueSubscriptions(n: number) {
  const subs: { memberId: number; subscriptionId: number }[] = [];
  for (let i = 0; i < n; i++) {
    const m = await room.member(FUNDS);
    const app = i % 2 ? b : a;
    const res = await app.inject({ method: 'POST', url: '/api/my/subscriptions', headers: { ...mutatingHeaders(m.jar), [IDEMPOTENCY_HEADER]: randomUUID() }, payload: { channelId: room.channel, itemCode: 700 } });
    expect(res.statusCode).toBe(200);
    const subscriptionId = res.json().subscription.subscriptionId as number;
    await a.subscriptions.setPeriodEnd(subscriptionId, new Date(Date.now() - 60_000));
    subs.push({ memberId: m.id, subscriptionId });
  }
  return subs;
}

/** each subscription renewed exactly once: one ledger transfer under its renewal key, renewals 1, one renewal event, the wallet charged twice in all (subscribing + one renewal) */
async function expectRenewedOnce(subs: { memberId: number; subscriptionId: number }[]) {
  for (const s of subs) {
    const transfers = (await room.t.database.db.execute(sql`select count(*)::int as n from ledger_transfers where idempotency_key like ${`subscription-renewal:${s.subscriptionId}:%`}`)) as unknown as { rows: { n: number }[] };
    expect({ subscription: s.subscriptionId, transfers: transfers.rows[0].n }).toEqual({ subscription: s.subscriptionId, transfers: 1 });
    expect(await a.subscriptions.byId(s.subscriptionId)).toMatchObject({ status: 1, renewals: 1 });
    expect((await a.subscriptions.events(s.subscriptionId)).filter((e) => e.event === SUBSCRIPTION_EVENT.renewal)).toHaveLength(1);
    expect(await a.ledger.balanceOfMember(s.memberId)).toBe(FUNDS - 2 * PRICE);
  }
}

/** queues a renewal job on `app` and resolves with its output once a worker (either instance's) completed it */
async function renewalJob(app: App) {
  const id = await app.jobs!.send(RENEWALS_QUEUE, {});
  for (let i = 0; i < 300; i++) {
    const job = await app.jobs!.getJobById(RENEWALS_QUEUE, id!);
    if (job?.state === 'completed') return job.output as { renewed: number };
    if (job?.state === 'failed') throw new Error(`renewal job failed: ${JSON.stringify(job.output)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('renewal job not completed in 30 s');
}

describe('subscription renewals with two API instances on one database', () => {
  it('charges each due subscription once when both instances run the renewal pass at the same moment', async () => {
    const subs = await dueSubscriptions(6);
    // three rounds of both passes started together: the first takes everything due, the others find
    // nothing. The instances' pg-boss workers also run the pass every minute (RENEWALS_CRON) and may
    // take some of them first, so the passes here report at most one renewal per subscription; each
    // one renewed exactly once, by whichever pass, is what expectRenewedOnce checks.
    const reports = [];
    for (let round = 0; round < 3; round++) reports.push(...(await Promise.all([a.subscriptionsService.renewDue(), b.subscriptionsService.renewDue()])));
    expect(reports.every((r) => r.errors === 0)).toBe(true);
    expect(reports.reduce((sum, r) => sum + r.renewed, 0)).toBeLessThanOrEqual(subs.length);
    await expectRenewedOnce(subs);
  });

  it('charges each due subscription once when both instances queue the renewal job at once (pg-boss workers on both)', async () => {
    const subs = await dueSubscriptions(4);
    const outputs = await Promise.all([renewalJob(a), renewalJob(b), renewalJob(a), renewalJob(b)]);
    expect(outputs).toHaveLength(4);
    await expectRenewedOnce(subs);
    // and once more later (the next cron minute on either instance): nothing is due, nothing is charged
    await Promise.all([renewalJob(b), renewalJob(a)]);
    await expectRenewedOnce(subs);
  });
});
