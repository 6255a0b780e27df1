// Subscriptions: subscribing pays the broadcaster and the platform in one transfer, the lists and
// the count read real rows, the chat knows subscribers, renewals (run by the job) charge once per
// period, and a cancelled or unpayable renewal ends the subscription.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, SUBSCRIPTION_EVENT } from '@luvcast/contracts';
import { SYSTEM_ACCOUNTS } from '@luvcast/db';
import { RENEWALS_QUEUE } from '../../plugins/app/jobs';
import { openLuvRoom, type LuvRoom } from '../../testing/luv-room';
import { API_HOST, CLIENT, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../testing/test-app';

let room: LuvRoom;
let t: TestApp;
let channel: number;
let casterId: number;
beforeAll(async () => {
  // the job queue on (pg-boss in the test's PGlite or PostgreSQL): the renewal runs as a job
  room = await openLuvRoom('bjstar01', { jobs: true });
  ({ t, channel, casterId } = room);
}, 180_000);
afterAll(async () => room?.close());
const member = (luv: number) => room.member(luv);
const fund = (memberId: number, luv: number) => room.fund(memberId, luv);
const subscribe = (jar: CookieJar, payload: object, key: string | null = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/api/my/subscriptions', headers: { ...mutatingHeaders(jar), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) }, payload });
const post = (jar: CookieJar, url: string) => t.app.inject({ method: 'POST', url, headers: mutatingHeaders(jar) });
const get = (jar: CookieJar | null, url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, ...(jar ? { cookie: jar.header() } : {}) } });
const count = async () => (await get(null, `/api/guest/subscriber-count?channelId=${channel}`)).json().count as number;
/** Makes a subscription's period end a minute ago: the renewal job's next pass takes it. */
const due = (id: number) => t.app.subscriptions.setPeriodEnd(id, new Date(Date.now() - 60_000));
async function runRenewalJob() {
  const before = (await t.app.jobs!.getQueueSize(RENEWALS_QUEUE, { before: 'completed' })) as number;
  const jobId = await t.app.jobs!.send(RENEWALS_QUEUE, {});
  for (let i = 0; i < 200; i++) {
    const job = await t.app.jobs!.getJobById(RENEWALS_QUEUE, jobId!);
    if (job?.state === 'completed') return job.output as { renewed: number; failed: number; expired: number; unsubscribed: number };
    if (job?.state === 'failed') throw new Error(`renewal job failed: ${JSON.stringify(job.output)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`renewal job not done (queue had ${before})`);
}

describe('POST /api/my/subscriptions', () => {
  it("charges 3,300 luv for a month: 70% to the broadcaster's earnings, 30% to the platform; the room sees it; the count and the chat know", async () => {
    const m = await member(5_000);
    const earnings = await t.app.ledger.earningsOfMember(casterId);
    const revenueAccount = await t.app.ledger.systemAccount(SYSTEM_ACCOUNTS.platformRevenue);
    const revenue = await t.app.ledger.balanceOfAccount(revenueAccount);
    const subscribers = await count();
    const from = room.events.length;
    const res = await subscribe(m.jar, { channelId: channel, itemCode: 700 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ luvSum: 1_700, subscription: { channelId: channel, loginId: 'bjstar01', status: 1, itemCode: 700, months: 1, price: 3_300, renewals: 0, active: true } });
    const end = new Date(body.subscription.periodEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(end - Date.now()).toBeLessThan(32 * 86_400_000);
    expect(await t.app.ledger.earningsOfMember(casterId)).toBe(earnings + 2_310);
    expect(await t.app.ledger.balanceOfAccount(revenueAccount)).toBe(revenue + 990);
    expect(await count()).toBe(subscribers + 1);
    for (let i = 0; i < 40 && room.events.length === from; i++) await new Promise((r) => setTimeout(r, 50));
    expect(room.events.slice(from)).toEqual([{ type: 'gift', room: String(channel), gift: { itemCode: 700, amount: 3_300, sender: { loginId: m.loginId, nickname: expect.any(String), badges: [] } }, at: expect.any(String) }]);
    expect((await t.app.chatModeration.memberContext(channel, m.id))?.subscriber).toBe(true);
    expect((await get(m.jar, `/api/channels/${channel}/subscription`)).json()).toMatchObject({ channelId: channel, open: true, subscriberCount: subscribers + 1, subscription: { subscriptionId: body.subscription.subscriptionId, status: 1 } });
  });

  it('sells three months for 9,900 luv, once per key, and refuses a second subscription while one runs', async () => {
    const m = await member(20_000);
    const key = randomUUID();
    const [a, b] = await Promise.all([subscribe(m.jar, { channelId: channel, itemCode: 701 }, key), subscribe(m.jar, { channelId: channel, itemCode: 701 }, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().subscription.subscriptionId).toBe(b.json().subscription.subscriptionId);
    expect((await get(m.jar, '/api/luv/luv-sum')).json()).toEqual({ luvSum: 10_100 });
    const again = await subscribe(m.jar, { channelId: channel, itemCode: 700 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'luv.subscription.already', msg: '이미 구독 중인 채널입니다.' });
    expect((await subscribe(m.jar, { channelId: channel, itemCode: 700 }, key)).statusCode).toBe(422);
    expect((await get(m.jar, '/api/luv/luv-sum')).json()).toEqual({ luvSum: 10_100 });
  });

  it('refuses without losing a luv: short of luv, an unknown plan, own channel, an unknown or closed channel, no key', async () => {
    const m = await member(1_000);
    const poor = await subscribe(m.jar, { channelId: channel, itemCode: 700 });
    expect(poor.statusCode).toBe(400);
    expect(poor.json().code).toBe('luv.insufficient');
    expect((await subscribe(m.jar, { channelId: channel, itemCode: 702 })).json()).toMatchObject({ code: 'luv.subscription.plan', msg: '구독 상품을 선택해주세요.' });
    expect((await subscribe(m.jar, { channelId: 999_999, itemCode: 700 })).statusCode).toBe(404);
    expect((await subscribe(m.jar, { channelId: channel, itemCode: 700 }, null)).statusCode).toBe(400);
    const caster = await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' });
    expect((await subscribe(caster.jar, { channelId: channel, itemCode: 700 })).json().code).toBe('luv.subscription.self');
    const other = (await t.app.channels.findByOwnerLoginId('bjcook05'))!;
    await t.app.channels.updateSettings(other.id, { featureSubscribe: false });
    await fund(m.id, 5_000);
    const closed = await subscribe(m.jar, { channelId: other.id, itemCode: 700 });
    await t.app.channels.updateSettings(other.id, { featureSubscribe: true });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('luv.subscription.closed');
    expect((await get(m.jar, '/api/luv/luv-sum')).json()).toEqual({ luvSum: 6_000 });
  });
});

describe('renewals (the job)', () => {
  it('charges the next period once, from the end of the last, and records renewal event 1', async () => {
    const m = await member(10_000);
    const sub = (await subscribe(m.jar, { channelId: channel, itemCode: 700 })).json().subscription;
    await due(sub.subscriptionId);
    const endBefore = (await t.app.subscriptions.byId(sub.subscriptionId))!.periodEnd!;
    // the job this test sends, or the every-minute schedule's when it comes first: either renews it once
    const report = await runRenewalJob();
    expect(report.failed).toBe(0);
    const row = (await t.app.subscriptions.byId(sub.subscriptionId))!;
    expect(row).toMatchObject({ status: 1, itemCode: 702, renewals: 1 });
    // the period ended a minute ago: the next one starts when the renewal ran, and lasts a month
    expect(row.periodStart!.getTime()).toBeGreaterThanOrEqual(endBefore.getTime());
    expect(row.periodEnd!.getTime() - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect((await get(m.jar, '/api/luv/luv-sum')).json()).toEqual({ luvSum: 3_400 });
    expect((await t.app.subscriptions.events(sub.subscriptionId)).map((e) => [e.event, e.itemCode, e.amount])).toEqual([[SUBSCRIPTION_EVENT.renewal, 702, 3_300]]);
    // a pass run again (a second instance, a retried job) finds nothing due and charges nothing
    await t.app.subscriptionsService.renewDue();
    expect((await get(m.jar, '/api/luv/luv-sum')).json()).toEqual({ luvSum: 3_400 });
  });

  it('charges one period, not the months missed, when the renewal comes late (jobs were down)', async () => {
    const m = await member(20_000);
    const sub = (await subscribe(m.jar, { channelId: channel, itemCode: 700 })).json().subscription;
    await t.app.subscriptions.setPeriodEnd(sub.subscriptionId, new Date(Date.now() - 100 * 86_400_000));
    expect(await t.app.subscriptionsService.renewDue()).toMatchObject({ renewed: 1, errors: 0 });
    expect(await t.app.subscriptionsService.renewDue()).toMatchObject({ renewed: 0 });
    expect((await get(m.jar, '/api/luv/luv-sum')).json()).toEqual({ luvSum: 20_000 - 2 * 3_300 });
    expect((await t.app.subscriptions.byId(sub.subscriptionId))!.periodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('charges a first subscription once when two requests with different keys race', async () => {
    const m = await member(10_000);
    const answers = await Promise.all([subscribe(m.jar, { channelId: channel, itemCode: 700 }), subscribe(m.jar, { channelId: channel, itemCode: 700 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await get(m.jar, '/api/luv/luv-sum')).json()).toEqual({ luvSum: 6_700 });
  });

  it('ends a subscription whose renewal was cancelled at the end of its period; resuming before then renews again', async () => {
    const m = await member(10_000);
    const sub = (await subscribe(m.jar, { channelId: channel, itemCode: 700 })).json().subscription;
    const cancelled = await post(m.jar, `/api/my/subscriptions/${sub.subscriptionId}/renewal-cancel`);
    expect(cancelled.json().subscription).toMatchObject({ status: 5, active: true });
    expect((await post(m.jar, `/api/my/subscriptions/${sub.subscriptionId}/renewal-cancel`)).json().code).toBe('luv.subscription.notRenewing');
    expect((await post(m.jar, `/api/my/subscriptions/${sub.subscriptionId}/renewal-resume`)).json().subscription.status).toBe(1);
    await post(m.jar, `/api/my/subscriptions/${sub.subscriptionId}/renewal-cancel`);
    expect((await t.app.subscriptions.events(sub.subscriptionId)).map((e) => e.event)).toEqual([2, 2]);
    await due(sub.subscriptionId);
    // its rights end with the period, before the job runs
    expect((await t.app.chatModeration.memberContext(channel, m.id))?.subscriber).toBe(false);
    expect((await post(m.jar, `/api/my/subscriptions/${sub.subscriptionId}/renewal-resume`)).json().code).toBe('luv.subscription.notResumable');
    await runRenewalJob();
    expect((await t.app.subscriptions.byId(sub.subscriptionId))!.status).toBe(3);
    expect((await get(m.jar, '/api/luv/luv-sum')).json()).toEqual({ luvSum: 6_700 });
    // and the member may subscribe again: a new period from now
    const again = await subscribe(m.jar, { channelId: channel, itemCode: 700 });
    expect(again.json().subscription).toMatchObject({ subscriptionId: sub.subscriptionId, status: 1, renewals: 0, active: true });
  });

  it('expires a subscription whose renewal cannot be paid (event 3) and stops one whose channel closed subscriptions (status 2)', async () => {
    const poor = await member(3_300);
    const poorSub = (await subscribe(poor.jar, { channelId: channel, itemCode: 700 })).json().subscription;
    await due(poorSub.subscriptionId);
    const other = (await t.app.channels.findByOwnerLoginId('bjcook05'))!;
    const rich = await member(10_000);
    const richSub = (await subscribe(rich.jar, { channelId: other.id, itemCode: 700 })).json().subscription;
    await due(richSub.subscriptionId);
    await t.app.channels.updateSettings(other.id, { featureSubscribe: false });
    try {
      await runRenewalJob();
    } finally {
      await t.app.channels.updateSettings(other.id, { featureSubscribe: true });
    }
    expect((await t.app.subscriptions.byId(poorSub.subscriptionId))!.status).toBe(3);
    expect((await t.app.subscriptions.events(poorSub.subscriptionId)).map((e) => e.event)).toEqual([SUBSCRIPTION_EVENT.paymentRenewalFailed]);
    expect((await get(poor.jar, '/api/luv/luv-sum')).json()).toEqual({ luvSum: 0 });
    expect((await t.app.subscriptions.byId(richSub.subscriptionId))!.status).toBe(2);
    expect((await get(rich.jar, '/api/luv/luv-sum')).json()).toEqual({ luvSum: 6_700 });
    await t.app.ledger.sealAll();
    expect((await t.app.ledger.verify()).problems).toEqual([]);
  });
});

describe('lists', () => {
  it("show the subscriber's subscriptions and the broadcaster's subscribers, the ones in force first", async () => {
    const m = await member(20_000);
    await subscribe(m.jar, { channelId: channel, itemCode: 701 });
    const cook = (await t.app.channels.findByOwnerLoginId('bjcook05'))!;
    const second = (await subscribe(m.jar, { channelId: cook.id, itemCode: 700 })).json().subscription;
    await post(m.jar, `/api/my/subscriptions/${second.subscriptionId}/renewal-cancel`);
    const mine = (await get(m.jar, '/api/my/subscription-list')).json();
    expect(mine).toMatchObject({ total: 2, offset: 0, limit: 10 });
    expect(mine.list.map((s: { loginId: string; status: number }) => [s.loginId, s.status]).sort()).toEqual([
      ['bjcook05', 5],
      ['bjstar01', 1],
    ]);
    expect((await get(m.jar, '/api/my/subscription-list?status=5')).json().list.map((s: { loginId: string }) => s.loginId)).toEqual(['bjcook05']);
    expect((await get(m.jar, '/api/my/subscription-list?limit=0')).statusCode).toBe(400);

    const caster = await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' });
    const theirs = (await get(caster.jar, '/api/my/channel-subscription-list?limit=100')).json();
    expect(theirs.active).toBe(await count());
    expect(theirs.list.find((s: { loginId: string }) => s.loginId === m.loginId)).toMatchObject({ status: 1, itemCode: 701, active: true });
    const firstInactive = theirs.list.findIndex((s: { active: boolean }) => !s.active);
    expect(firstInactive === -1 || theirs.list.slice(firstInactive).every((s: { active: boolean }) => !s.active)).toBe(true);
    expect((await get(m.jar, '/api/my/channel-subscription-list')).json().code).toBe('live.channel.none');
    expect((await get(null, '/api/my/subscription-list')).statusCode).toBe(401);
  });
});

describe('given subscriptions (704)', () => {
  it("one member gives another a month: the giver pays, the room sees it, it waits unused (4) until used, then starts without renewing", async () => {
    const giver = await member(5_000);
    const friend = await member(0);
    const earnings = await t.app.ledger.earningsOfMember(casterId);
    const from = room.events.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/my/subscriptions/gift', headers: { ...mutatingHeaders(giver.jar), [IDEMPOTENCY_HEADER]: randomUUID() }, payload: { channelId: channel, loginId: friend.loginId } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ luvSum: 1_700, subscription: { status: 4, itemCode: 704, months: 1, active: false, periodEnd: null, giftedBy: giver.loginId } });
    expect(await t.app.ledger.earningsOfMember(casterId)).toBe(earnings + 2_310);
    for (let i = 0; i < 40 && room.events.length === from; i++) await new Promise((r) => setTimeout(r, 50));
    expect(room.events.slice(from)[0]).toMatchObject({ type: 'gift', gift: { itemCode: 704, amount: 3_300, sender: { loginId: giver.loginId }, to: { loginId: friend.loginId } } });

    const mine = (await get(friend.jar, '/api/my/subscription-list')).json();
    expect(mine.list).toEqual([expect.objectContaining({ status: 4, giftedBy: giver.loginId, active: false })]);
    expect((await t.app.chatModeration.memberContext(channel, friend.id))?.subscriber).toBe(false);
    const used = await post(friend.jar, `/api/my/subscriptions/${mine.list[0].subscriptionId}/use`);
    expect(used.json().subscription).toMatchObject({ status: 5, itemCode: 704, active: true, giftedBy: giver.loginId });
    expect((await t.app.chatModeration.memberContext(channel, friend.id))?.subscriber).toBe(true);
    expect((await post(friend.jar, `/api/my/subscriptions/${mine.list[0].subscriptionId}/use`)).json().code).toBe('luv.subscription.notUnused');
    expect((await post(giver.jar, `/api/my/subscriptions/${mine.list[0].subscriptionId}/use`)).json().code).toBe('luv.subscription.notFound');
  });

  it('adds the given month to a subscription in force', async () => {
    const giver = await member(5_000);
    const friend = await member(5_000);
    const own = (await subscribe(friend.jar, { channelId: channel, itemCode: 700 })).json().subscription;
    await t.app.inject({ method: 'POST', url: '/api/my/subscriptions/gift', headers: { ...mutatingHeaders(giver.jar), [IDEMPOTENCY_HEADER]: randomUUID() }, payload: { channelId: channel, loginId: friend.loginId } });
    const given = (await get(friend.jar, '/api/my/subscription-list?status=4')).json().list[0];
    const used = (await post(friend.jar, `/api/my/subscriptions/${given.subscriptionId}/use`)).json().subscription;
    expect(used).toMatchObject({ subscriptionId: own.subscriptionId, status: 1, itemCode: 700 });
    const months = (new Date(used.periodEnd).getTime() - new Date(own.periodEnd).getTime()) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(28);
    expect(months).toBeLessThanOrEqual(31);
    expect((await get(friend.jar, '/api/my/subscription-list')).json().total).toBe(1);
  });

  it('refuses giving to oneself, to an unknown member, to the broadcaster, without enough luv', async () => {
    const giver = await member(1_000);
    const give = (loginId: string) => t.app.inject({ method: 'POST', url: '/api/my/subscriptions/gift', headers: { ...mutatingHeaders(giver.jar), [IDEMPOTENCY_HEADER]: randomUUID() }, payload: { channelId: channel, loginId } });
    expect((await give(giver.loginId)).json().code).toBe('luv.subscription.giftSelf');
    expect((await give('nobody-here')).json()).toMatchObject({ code: 'luv.subscription.recipient', msg: '구독을 선물할 회원의 아이디를 확인해주세요.' });
    expect((await give('bjstar01')).json().code).toBe('luv.subscription.self');
    const friend = await member(0);
    expect((await give(friend.loginId)).json().code).toBe('luv.insufficient');
    expect((await get(friend.jar, '/api/my/subscription-list')).json().total).toBe(0);
  });
});

describe('subscribers-only chat', () => {
  it('lets a subscriber write and refuses a member who does not subscribe (whatever the ids of the subscription and the channel)', async () => {
    const cook = (await t.app.channels.findByOwnerLoginId('bjcook05'))!;
    const fan = await member(5_000);
    const other = await member(0);
    await subscribe(fan.jar, { channelId: cook.id, itemCode: 700 });
    await t.app.chatModeration.updateSettings(cook.id, { subscribersOnly: true }, null);
    try {
      const send = (jar: CookieJar) => t.app.inject({ method: 'POST', url: `/api/channels/${cook.id}/stream/message`, headers: mutatingHeaders(jar), payload: { streamId: 's1', source: 'web', message: '구독자 채팅', messageType: 'chat' } });
      expect((await send(fan.jar)).json()).toMatchObject({ ok: true });
      expect((await send(other.jar)).json()).toMatchObject({ ok: false, code: 'subscribers-only', msg: '구독자만 채팅할 수 있습니다.' });
    } finally {
      await t.app.chatModeration.updateSettings(cook.id, { subscribersOnly: false }, null);
    }
  });
});
