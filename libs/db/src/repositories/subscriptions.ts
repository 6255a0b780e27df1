import { and, count, desc, eq, getTableColumns, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { channels, members, subscriptionEvents, subscriptions, type SubscriptionRow } from '../schema';

/** A subscription with the names of its channel and broadcaster (the subscriber's list). */
export interface SubscriptionView extends SubscriptionRow {
  loginId: string;
  nickname: string;
  channelTitle: string;
  active: boolean;
  /** the login ID of who gave it (704), else null */
  giverLoginId: string | null;
}

/** A subscriber of a channel (the broadcaster's list). */
export interface SubscriberView extends SubscriptionRow {
  loginId: string;
  nickname: string;
  active: boolean;
}

/** What a new period is: its plan (or the renewal's code), length, price and the transfer that paid it. */
export interface PeriodTerms {
  itemCode: number;
  months: number;
  price: number;
  transferId: number;
}

const subscriptionsColumns = getTableColumns(subscriptions);
const giver = alias(members, 'giver');
/** The member's own subscription of a channel, not a given one waiting to be used. */
const mainRow = (memberId: number, channelId: number) => and(eq(subscriptions.memberId, memberId), eq(subscriptions.channelId, channelId), ne(subscriptions.status, 4));

/** Rights now: status 1 or 5 and the period not over (whether or not the renewal job has run). */
const activeNow = sql<boolean>`(${subscriptions.status} in (1, 5) and ${subscriptions.periodEnd} > now())`;

/** Subscriptions of channels (issue 11) and their renewal history. */
export function subscriptionsRepository(db: Db) {
  const repo = {
    async byId(id: number, tx: Db = db): Promise<SubscriptionRow | null> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row ?? null;
    },
    /**
     * The row of a member and channel, locked for the rest of the transaction — also when there is
     * none yet (an advisory lock on the pair), so two first subscriptions cannot both be charged.
     */
    async lockOf(memberId: number, channelId: number, tx: Db): Promise<SubscriptionRow | null> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`subscription:${memberId}:${channelId}`}, 0))`);
      const [row] = await tx.select().from(subscriptions).where(mainRow(memberId, channelId)).for('update');
      return row ?? null;
    },
    async lockById(id: number, tx: Db): Promise<SubscriptionRow | null> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row ?? null;
    },
    /** The member's subscription of a channel with names (null: none). */
    async viewOf(memberId: number, channelId: number, tx: Db = db): Promise<SubscriptionView | null> {
      const [row] = await repo.viewQuery(tx).where(mainRow(memberId, channelId));
      return row ?? null;
    },
    async viewById(id: number, tx: Db = db): Promise<SubscriptionView | null> {
      const [row] = await repo.viewQuery(tx).where(eq(subscriptions.id, id));
      return row ?? null;
    },
    viewQuery(tx: Db) {
      return tx
        .select({ ...subscriptionsColumns, loginId: members.loginId, nickname: members.nickname, channelTitle: channels.title, active: activeNow, giverLoginId: giver.loginId })
        .from(subscriptions)
        .innerJoin(channels, eq(channels.id, subscriptions.channelId))
        .innerJoin(members, eq(members.id, subscriptions.broadcasterId))
        .leftJoin(giver, eq(giver.id, subscriptions.giftedBy))
        .$dynamic();
    },
    /**
     * Starts a new run of a subscription now (first subscription, or again after it ended): the
     * row is created or reset to status 1 with a period of `months` from now.
     */
    async start(input: { memberId: number; channelId: number; broadcasterId: number } & PeriodTerms, tx: Db): Promise<SubscriptionRow> {
      const { memberId, channelId, broadcasterId, itemCode, months, price, transferId } = input;
      const periodEnd = sql`now() + make_interval(months => ${months}::int)`;
      const [row] = await tx
        .insert(subscriptions)
        .values({ memberId, channelId, broadcasterId, itemCode, months, price, status: 1, startedAt: sql`now()`, periodStart: sql`now()`, periodEnd, transferId })
        .onConflictDoUpdate({
          target: [subscriptions.memberId, subscriptions.channelId],
          targetWhere: sql`${subscriptions.status} <> 4`,
          set: { broadcasterId, itemCode, months, price, status: 1, startedAt: sql`now()`, periodStart: sql`now()`, periodEnd, renewals: 0, transferId, giftedBy: null, updatedAt: sql`now()` },
        })
        .returning();
      return row;
    },
    /** The next period, from the end of the last one — or from now when the renewal comes late (jobs were down): nobody pays for time they had no rights. */
    async renew(id: number, terms: PeriodTerms, tx: Db): Promise<SubscriptionRow> {
      const [row] = await tx
        .update(subscriptions)
        .set({
          itemCode: terms.itemCode,
          price: terms.price,
          periodStart: sql`greatest(${subscriptions.periodEnd}, now())`,
          periodEnd: sql`greatest(${subscriptions.periodEnd}, now()) + make_interval(months => ${terms.months}::int)`,
          renewals: sql`${subscriptions.renewals} + 1`,
          transferId: terms.transferId,
          updatedAt: sql`now()`,
        })
        .where(eq(subscriptions.id, id))
        .returning();
      return row;
    },
    /** A given subscription (704) for `memberId`, waiting to be used (status 4, no period). */
    async createGiven(input: { memberId: number; channelId: number; broadcasterId: number; giftedBy: number; months: number; price: number; transferId: number }, tx: Db): Promise<SubscriptionRow> {
      const [row] = await tx.insert(subscriptions).values({ ...input, itemCode: 704, status: 4 }).returning();
      return row;
    },
    /** Adds `months` to a subscription in force (a given one used on top of it). */
    async extend(id: number, months: number, tx: Db): Promise<SubscriptionRow> {
      const [row] = await tx
        .update(subscriptions)
        .set({ periodEnd: sql`${subscriptions.periodEnd} + make_interval(months => ${months}::int)`, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id))
        .returning();
      return row;
    },
    /** Starts `id` now with a given subscription's terms: status 5 (it does not renew on the member's money). */
    async startGiven(id: number, given: Pick<SubscriptionRow, 'months' | 'price' | 'transferId' | 'giftedBy'>, tx: Db): Promise<SubscriptionRow> {
      const [row] = await tx
        .update(subscriptions)
        .set({
          months: given.months,
          price: given.price,
          transferId: given.transferId,
          giftedBy: given.giftedBy,
          itemCode: 704,
          status: 5,
          startedAt: sql`now()`,
          periodStart: sql`now()`,
          periodEnd: sql`now() + make_interval(months => ${given.months}::int)`,
          renewals: 0,
          updatedAt: sql`now()`,
        })
        .where(eq(subscriptions.id, id))
        .returning();
      return row;
    },
    async remove(id: number, tx: Db): Promise<void> {
      await tx.delete(subscriptions).where(eq(subscriptions.id, id));
    },
    async setStatus(id: number, status: number, tx: Db = db): Promise<SubscriptionRow> {
      const [row] = await tx.update(subscriptions).set({ status, updatedAt: sql`now()` }).where(eq(subscriptions.id, id)).returning();
      return row;
    },
    async addEvent(input: { subscriptionId: number; event: number; itemCode: number; amount?: number; transferId?: number | null }, tx: Db = db): Promise<void> {
      await tx.insert(subscriptionEvents).values({ amount: 0, transferId: null, ...input });
    },
    events(subscriptionId: number, tx: Db = db) {
      return tx.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, subscriptionId)).orderBy(subscriptionEvents.id);
    },
    /**
     * The next subscription whose period is over and still needs the renewal job (status 1: renew
     * or fail; 5: expire), locked, except `skip` (rows that failed in this pass); SKIP LOCKED passes
     * over a row a member's request holds (the next pass takes it).
     */
    async lockNextDue(now: Date, skip: number[], tx: Db): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(inArray(subscriptions.status, [1, 5]), lte(subscriptions.periodEnd, now), skip.length ? notInArray(subscriptions.id, skip) : undefined))
        .orderBy(subscriptions.periodEnd)
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },
    /** The member's subscriptions, the latest changed first. */
    async listOfMember(memberId: number, filter: { status?: number }, page: { offset: number; limit: number }, tx: Db = db): Promise<{ list: SubscriptionView[]; total: number }> {
      const where = and(eq(subscriptions.memberId, memberId), filter.status ? eq(subscriptions.status, filter.status) : undefined);
      const list = await repo.viewQuery(tx).where(where).orderBy(desc(activeNow), desc(subscriptions.updatedAt), desc(subscriptions.id)).offset(page.offset).limit(page.limit);
      const [{ total }] = await tx.select({ total: count() }).from(subscriptions).where(where);
      return { list, total };
    },
    /** Subscribers of a channel: the active ones first, then by how long they have subscribed. */
    async listOfChannel(channelId: number, filter: { status?: number }, page: { offset: number; limit: number }, tx: Db = db): Promise<{ list: SubscriberView[]; total: number; active: number }> {
      const where = and(eq(subscriptions.channelId, channelId), filter.status ? eq(subscriptions.status, filter.status) : undefined);
      const list = await tx
        .select({ ...subscriptionsColumns, loginId: members.loginId, nickname: members.nickname, active: activeNow })
        .from(subscriptions)
        .innerJoin(members, eq(members.id, subscriptions.memberId))
        .where(where)
        .orderBy(desc(activeNow), subscriptions.startedAt, subscriptions.id)
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: count() }).from(subscriptions).where(where);
      return { list, total, active: await repo.activeCount(channelId, tx) };
    },
    /** Subscribers in force now. */
    async activeCount(channelId: number, tx: Db = db): Promise<number> {
      const [{ n }] = await tx.select({ n: count() }).from(subscriptions).where(and(eq(subscriptions.channelId, channelId), activeNow));
      return n;
    },
    /** Test and operator help: moves a subscription's period (e.g. to make it due). */
    async setPeriodEnd(id: number, periodEnd: Date, tx: Db = db): Promise<void> {
      await tx
        .update(subscriptions)
        .set({ periodStart: sql`least(${subscriptions.periodStart}, ${periodEnd}::timestamptz - interval '1 day')`, periodEnd })
        .where(eq(subscriptions.id, id));
    },
  };
  return repo;
}
export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;

