import {
  SUBSCRIPTION_BROADCASTER_SHARE_PERCENT,
  SUBSCRIPTION_EVENT,
  SUBSCRIPTION_ITEM,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_PLAN_CODES,
  SUBSCRIPTION_STATUS,
  GIVEN_SUBSCRIPTION,
  type ChannelSubscriberLine,
  type GiftSubscriptionBody,
  type SubscribeBody,
  type SubscriptionLine,
} from '@luvcast/contracts';
import { LedgerError, SYSTEM_ACCOUNTS, type Db, type SubscriberView, type SubscriptionRow, type SubscriptionView } from '@luvcast/db';
import { refusal } from '../../plugins/app/errors';
import { ledgerRefusal } from './ledger-refusals';
import type { Answer } from '../../plugins/app/idempotency';
import type { App, AuthedMember, Refusal } from '../../types';
import { giftEvent } from './gifts.service';

export type SubscriptionsServiceDeps = Pick<App, 'db' | 'ledger' | 'subscriptions' | 'channels' | 'members' | 'chatBus' | 'log'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const subscriptionLineOf = (s: SubscriptionView): SubscriptionLine => ({
  subscriptionId: s.id,
  channelId: s.channelId,
  loginId: s.loginId,
  nickname: s.nickname,
  channelTitle: s.channelTitle,
  status: s.status,
  itemCode: s.itemCode,
  months: s.months,
  price: s.price,
  startedAt: iso(s.startedAt),
  periodEnd: iso(s.periodEnd),
  renewals: s.renewals,
  active: s.active,
  giftedBy: s.giverLoginId,
});

const subscriberLineOf = (s: SubscriberView): ChannelSubscriberLine => ({
  subscriptionId: s.id,
  loginId: s.loginId,
  nickname: s.nickname,
  status: s.status,
  itemCode: s.itemCode,
  startedAt: iso(s.startedAt),
  periodEnd: iso(s.periodEnd),
  renewals: s.renewals,
  active: s.active,
});

/** The broadcaster's and the platform's shares of a price (the platform gets the rounding). */
export function splitPrice(price: number): { broadcaster: number; platform: number } {
  const broadcaster = Math.floor((price * SUBSCRIPTION_BROADCASTER_SHARE_PERCENT) / 100);
  return { broadcaster, platform: price - broadcaster };
}

/** What one renewal pass did (the job's log line, the tests). */
export interface RenewalReport {
  renewed: number;
  /** the renewal could not be paid: expired */
  failed: number;
  expired: number;
  unsubscribed: number;
  /** rows that failed otherwise (logged, left for the next pass) */
  errors: number;
}

/**
 * Subscriptions of channels (issue 11): 3,300 luv a month or 9,900 for three months, paid from the
 * subscriber's wallet to the broadcaster's earnings (70%) and the platform's revenue (30%) in one
 * ledger transfer; renewed at the end of each period by the renewal job (jobs plugin), which also
 * ends the ones whose renewal was cancelled or could not be paid.
 */
export function createSubscriptionsService(app: SubscriptionsServiceDeps) {
  /** The subscriber's wallet -> broadcaster's earnings + platform revenue. */
  async function charge(input: { memberId: number; broadcasterId: number; price: number; key: string; memo: string }, tx: Db) {
    const { broadcaster, platform } = splitPrice(input.price);
    const wallet = await app.ledger.memberAccount(input.memberId, tx);
    const earnings = await app.ledger.earningsAccount(input.broadcasterId, tx);
    const revenue = await app.ledger.systemAccount(SYSTEM_ACCOUNTS.platformRevenue, tx);
    return app.ledger.post(
      {
        idempotencyKey: input.key,
        kind: 'subscription',
        memberId: input.memberId,
        memo: input.memo,
        legs: [
          { accountId: wallet, amount: -input.price },
          { accountId: earnings, amount: broadcaster },
          { accountId: revenue, amount: platform },
        ].filter((l) => l.amount !== 0),
      },
      tx,
    );
  }

  async function answerFor(member: AuthedMember, id: number, tx: Db): Promise<Answer> {
    const view = (await app.subscriptions.viewById(id, tx))!;
    return { status: 200, body: { subscription: subscriptionLineOf(view), luvSum: await app.ledger.balanceOfMember(member.id, tx) } };
  }

  /** Locks the caller's own subscription (others' are "not found"). */
  async function ownLocked(member: AuthedMember, id: number, tx: Db): Promise<SubscriptionRow | Refusal> {
    const row = await app.subscriptions.lockById(id, tx);
    return row && row.memberId === member.id ? row : refusal('luv.subscription.notFound', 404);
  }

  /** One due subscription, locked: what happened to it. */
  async function renewOne(row: SubscriptionRow, tx: Db): Promise<'renewed' | 'failed' | 'expired' | 'unsubscribed'> {
    if (row.status === SUBSCRIPTION_STATUS.renewalCancelled) {
      await app.subscriptions.setStatus(row.id, SUBSCRIPTION_STATUS.expired, tx);
      return 'expired';
    }
    const channel = await app.channels.findById(row.channelId, tx);
    if (!channel?.featureSubscribe || channel.ownerId !== row.broadcasterId) {
      await app.subscriptions.setStatus(row.id, SUBSCRIPTION_STATUS.unsubscribed, tx);
      return 'unsubscribed';
    }
    const plan = SUBSCRIPTION_PLANS[row.months === 3 ? SUBSCRIPTION_ITEM.threeMonths : SUBSCRIPTION_ITEM.monthly];
    const key = `subscription-renewal:${row.id}:${row.periodEnd!.toISOString()}`;
    try {
      // a savepoint: a refused charge leaves the transaction usable for the failure's rows
      const { transferId } = await tx.transaction(async (sp) => charge({ memberId: row.memberId, broadcasterId: row.broadcasterId, price: plan.price, key, memo: `subscription ${plan.renewalCode} channel ${row.channelId}` }, sp as unknown as Db));
      await app.subscriptions.renew(row.id, { itemCode: plan.renewalCode, months: plan.months, price: plan.price, transferId }, tx);
      await app.subscriptions.addEvent({ subscriptionId: row.id, event: SUBSCRIPTION_EVENT.renewal, itemCode: plan.renewalCode, amount: plan.price, transferId }, tx);
      return 'renewed';
    } catch (err) {
      if (!(err instanceof LedgerError && err.code === 'insufficient_funds')) throw err;
      await app.subscriptions.setStatus(row.id, SUBSCRIPTION_STATUS.expired, tx);
      await app.subscriptions.addEvent({ subscriptionId: row.id, event: SUBSCRIPTION_EVENT.paymentRenewalFailed, itemCode: plan.renewalCode, amount: plan.price }, tx);
      return 'failed';
    }
  }

  const service = {
    /** POST /api/my/subscriptions: subscribes now (a first time, or again after the last one ended). */
    async subscribe(member: AuthedMember, body: SubscribeBody, ledgerKey: string, tx: Db): Promise<Answer | Refusal> {
      const channel = await app.channels.findById(body.channelId, tx);
      if (!channel) return refusal('live.channel.notFound', 404);
      if (channel.ownerId === member.id) return refusal('luv.subscription.self', 400);
      if (!channel.featureSubscribe) return refusal('luv.subscription.closed', 409);
      const current = await app.subscriptions.lockOf(member.id, channel.id, tx);
      if (current && (current.status === SUBSCRIPTION_STATUS.subscribed || current.status === SUBSCRIPTION_STATUS.renewalCancelled) && current.periodEnd! > new Date()) {
        return refusal('luv.subscription.already', 409);
      }
      const plan = SUBSCRIPTION_PLANS[body.itemCode];
      let transferId: number;
      try {
        ({ transferId } = await charge({ memberId: member.id, broadcasterId: channel.ownerId, price: plan.price, key: ledgerKey, memo: `subscription ${body.itemCode} channel ${channel.id}` }, tx));
      } catch (err) {
        return ledgerRefusal(err);
      }
      const row = await app.subscriptions.start({ memberId: member.id, channelId: channel.id, broadcasterId: channel.ownerId, itemCode: body.itemCode, months: plan.months, price: plan.price, transferId }, tx);
      // the room sees it like a gift: item code 700/701, the price
      await app.chatBus.publish(giftEvent(channel.id, { amount: plan.price, itemCode: body.itemCode, message: '' }, { loginId: member.loginId, nickname: member.row.nickname }), tx);
      return answerFor(member, row.id, tx);
    },

    /**
     * POST /api/my/subscriptions/gift: one month of a channel for another member (704), paid by the
     * giver like a subscription; it waits as status 4 until its member uses it. The room sees it.
     */
    async give(member: AuthedMember, body: GiftSubscriptionBody, ledgerKey: string, tx: Db): Promise<Answer | Refusal> {
      const channel = await app.channels.findById(body.channelId, tx);
      if (!channel) return refusal('live.channel.notFound', 404);
      if (!channel.featureSubscribe) return refusal('luv.subscription.closed', 409);
      const recipient = await app.members.findByLoginId(body.loginId, tx);
      if (!recipient || recipient.status !== 'active' || recipient.expiredAt) return refusal('luv.subscription.recipient', 404);
      if (recipient.id === member.id) return refusal('luv.subscription.giftSelf', 400);
      if (recipient.id === channel.ownerId || member.id === channel.ownerId) return refusal('luv.subscription.self', 400);
      const { itemCode, months, price } = GIVEN_SUBSCRIPTION;
      let transferId: number;
      try {
        ({ transferId } = await charge({ memberId: member.id, broadcasterId: channel.ownerId, price, key: ledgerKey, memo: `subscription ${itemCode} channel ${channel.id} for ${recipient.loginId}` }, tx));
      } catch (err) {
        return ledgerRefusal(err);
      }
      const given = await app.subscriptions.createGiven({ memberId: recipient.id, channelId: channel.id, broadcasterId: channel.ownerId, giftedBy: member.id, months, price, transferId }, tx);
      const event = giftEvent(channel.id, { amount: price, itemCode, message: '' }, { loginId: member.loginId, nickname: member.row.nickname });
      if (event.type === 'gift') event.gift.to = { loginId: recipient.loginId, nickname: recipient.nickname };
      await app.chatBus.publish(event, tx);
      const view = (await app.subscriptions.viewById(given.id, tx))!;
      return { status: 200, body: { subscription: subscriptionLineOf(view), luvSum: await app.ledger.balanceOfMember(member.id, tx) } };
    },

    /**
     * POST /api/my/subscriptions/{id}/use: uses a given subscription. On top of one in force it adds
     * its month; otherwise it starts now (status 5: it does not renew on the member's money).
     */
    async useGiven(member: AuthedMember, id: number, tx: Db): Promise<Answer | Refusal> {
      const given = await ownLocked(member, id, tx);
      if ('refused' in given) return given;
      if (given.status !== SUBSCRIPTION_STATUS.unused) return refusal('luv.subscription.notUnused', 409);
      const terms = { months: given.months, price: given.price, transferId: given.transferId, giftedBy: given.giftedBy };
      const main = await app.subscriptions.lockOf(member.id, given.channelId, tx);
      const inForce = main && (main.status === SUBSCRIPTION_STATUS.subscribed || main.status === SUBSCRIPTION_STATUS.renewalCancelled) && main.periodEnd! > new Date();
      if (main && inForce) {
        await app.subscriptions.extend(main.id, given.months, tx);
        await app.subscriptions.remove(given.id, tx);
        return answerFor(member, main.id, tx);
      }
      if (main) {
        await app.subscriptions.startGiven(main.id, terms, tx);
        await app.subscriptions.remove(given.id, tx);
        return answerFor(member, main.id, tx);
      }
      await app.subscriptions.startGiven(given.id, terms, tx);
      return answerFor(member, given.id, tx);
    },

    /** POST /api/my/subscriptions/{id}/renewal-cancel: no renewal; the rights last to the end of the period (event 2). */
    async cancelRenewal(member: AuthedMember, id: number, tx: Db): Promise<Answer | Refusal> {
      const row = await ownLocked(member, id, tx);
      if ('refused' in row) return row;
      if (row.status !== SUBSCRIPTION_STATUS.subscribed) return refusal('luv.subscription.notRenewing', 409);
      await app.subscriptions.setStatus(row.id, SUBSCRIPTION_STATUS.renewalCancelled, tx);
      await app.subscriptions.addEvent({ subscriptionId: row.id, event: SUBSCRIPTION_EVENT.renewalCancel, itemCode: row.itemCode }, tx);
      return answerFor(member, row.id, tx);
    },

    /** POST /api/my/subscriptions/{id}/renewal-resume: renews again at the end of a period not over yet. */
    async resumeRenewal(member: AuthedMember, id: number, tx: Db): Promise<Answer | Refusal> {
      const row = await ownLocked(member, id, tx);
      if ('refused' in row) return row;
      if (row.status !== SUBSCRIPTION_STATUS.renewalCancelled || !(row.periodEnd! > new Date())) return refusal('luv.subscription.notResumable', 409);
      const channel = await app.channels.findById(row.channelId, tx);
      if (!channel?.featureSubscribe) return refusal('luv.subscription.closed', 409);
      await app.subscriptions.setStatus(row.id, SUBSCRIPTION_STATUS.subscribed, tx);
      return answerFor(member, row.id, tx);
    },

    async listOfMember(member: AuthedMember, filter: { status?: number }, page: { offset: number; limit: number }) {
      const r = await app.subscriptions.listOfMember(member.id, filter, page);
      return { list: r.list.map(subscriptionLineOf), total: r.total, ...page };
    },

    /** The caller's channel's subscribers; null: the caller has no channel. */
    async listOfChannel(member: AuthedMember, filter: { status?: number }, page: { offset: number; limit: number }) {
      const channel = await app.channels.findByOwner(member.id);
      if (!channel) return null;
      const r = await app.subscriptions.listOfChannel(channel.id, filter, page);
      return { list: r.list.map(subscriberLineOf), total: r.total, active: r.active, ...page };
    },

    /** GET /api/channels/{id}/subscription: the plans, the caller's subscription and the count. */
    async ofChannel(channelId: number, member: AuthedMember | null) {
      const channel = await app.channels.findById(channelId);
      if (!channel) return null;
      const mine = member ? await app.subscriptions.viewOf(member.id, channel.id) : null;
      return {
        channelId: channel.id,
        open: channel.featureSubscribe,
        plans: SUBSCRIPTION_PLAN_CODES.map((itemCode) => ({ itemCode, months: SUBSCRIPTION_PLANS[itemCode].months, price: SUBSCRIPTION_PLANS[itemCode].price })),
        subscription: mine ? subscriptionLineOf(mine) : null,
        subscriberCount: await app.subscriptions.activeCount(channel.id),
      };
    },

    /**
     * The renewal job's pass: every subscription whose period ended by `now`, one transaction each
     * (the row locked; SKIP LOCKED passes over one a member's request holds). Status 1 is charged
     * for the next period (event 1) or, when the wallet cannot pay, expires (event 3); status 5
     * expires; a channel that stopped taking subscriptions ends it (status 2). The ledger key names
     * the period, so a pass repeated after a crash never charges twice. A row that fails otherwise
     * is logged and left for the next pass; the others go on.
     */
    async renewDue(now = new Date(), max = 1000): Promise<RenewalReport> {
      const report: RenewalReport = { renewed: 0, failed: 0, expired: 0, unsubscribed: 0, errors: 0 };
      const skip: number[] = [];
      for (let i = 0; i < max; i++) {
        let current: number | null = null;
        try {
          const outcome = await app.db.transaction(async (t) => {
            const tx = t as unknown as Db;
            const row = await app.subscriptions.lockNextDue(now, skip, tx);
            if (!row) return null;
            current = row.id;
            return renewOne(row, tx);
          });
          if (outcome === null) break;
          report[outcome]++;
        } catch (err) {
          if (current === null) throw err;
          app.log.error({ err, subscriptionId: current }, 'subscriptions: renewal failed (left for the next pass)');
          skip.push(current);
          report.errors++;
        }
      }
      return report;
    },
  };
  return service;
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
