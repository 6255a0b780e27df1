import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { exchangeApplications, exchangeEvents, type ExchangeApplicationRow, type ExchangeEventRow } from '../schema';

export type NewExchangeEvent = Omit<ExchangeEventRow, 'id' | 'createdAt'>;

/** The exchange event and its applications (issue 11). */
export function exchangeEventsRepository(db: Db) {
  return {
    async create(values: NewExchangeEvent, tx: Db = db): Promise<ExchangeEventRow> {
      const [row] = await tx.insert(exchangeEvents).values(values).returning();
      return row;
    },
    /** The event running now, else the next one to start, else the last one that ended (null: none ever). */
    async current(tx: Db = db): Promise<ExchangeEventRow | null> {
      const [running] = await tx.select().from(exchangeEvents).where(and(lte(exchangeEvents.startsAt, sql`now()`), gt(exchangeEvents.endsAt, sql`now()`))).orderBy(asc(exchangeEvents.endsAt)).limit(1);
      if (running) return running;
      const [next] = await tx.select().from(exchangeEvents).where(gt(exchangeEvents.startsAt, sql`now()`)).orderBy(asc(exchangeEvents.startsAt)).limit(1);
      if (next) return next;
      const [last] = await tx.select().from(exchangeEvents).orderBy(desc(exchangeEvents.endsAt)).limit(1);
      return last ?? null;
    },
    /** Moves an event's period (an operator's change; the tests). */
    async setPeriod(id: number, startsAt: Date, endsAt: Date, tx: Db = db): Promise<void> {
      await tx.update(exchangeEvents).set({ startsAt, endsAt }).where(eq(exchangeEvents.id, id));
    },
    /** Locks an event: applications to it take turns, so its caps hold. */
    async lock(id: number, tx: Db): Promise<ExchangeEventRow | null> {
      const [row] = await tx.select().from(exchangeEvents).where(eq(exchangeEvents.id, id)).for('update');
      return row ?? null;
    },
    /** Earnings exchanged in an event: by everyone, and by one member. */
    async exchanged(eventId: number, memberId: number | null, tx: Db = db): Promise<{ total: number; member: number }> {
      const [row] = await tx
        .select({
          total: sql<string>`coalesce(sum(${exchangeApplications.amount}), 0)`,
          member: sql<string>`coalesce(sum(${exchangeApplications.amount}) filter (where ${exchangeApplications.memberId} = ${memberId ?? 0}), 0)`,
        })
        .from(exchangeApplications)
        .where(eq(exchangeApplications.eventId, eventId));
      return { total: Number(row.total), member: Number(row.member) };
    },
    async apply(values: Omit<ExchangeApplicationRow, 'id' | 'createdAt'>, tx: Db = db): Promise<ExchangeApplicationRow> {
      const [row] = await tx.insert(exchangeApplications).values(values).returning();
      return row;
    },
    async byTransfer(transferId: number, tx: Db = db): Promise<ExchangeApplicationRow | null> {
      const [row] = await tx.select().from(exchangeApplications).where(eq(exchangeApplications.transferId, transferId));
      return row ?? null;
    },
  };
}
export type ExchangeEventsRepository = ReturnType<typeof exchangeEventsRepository>;
