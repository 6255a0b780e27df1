import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { luvPackages, paymentEvents, payments, type LuvPackageRow, type PaymentRow } from '../schema';

/** Spec status codes of a payment. */
export const PAYMENT_STATUS = { waiting: 0, requested: 1, inProgress: 2, wrongDeposit: 6, cancelled: 7, approvalError: 8, approved: 9 } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
/** Statuses after which nothing changes (but a cancel of an approved payment). */
export const FINAL_PAYMENT_STATUSES: readonly number[] = [PAYMENT_STATUS.wrongDeposit, PAYMENT_STATUS.cancelled, PAYMENT_STATUS.approvalError, PAYMENT_STATUS.approved];

export type NewPayment = Pick<PaymentRow, 'memberId' | 'brand' | 'luv' | 'bonus' | 'price' | 'method' | 'provider'> & Partial<Pick<PaymentRow, 'packageId' | 'cardCode' | 'status'>>;

/** Luv packages and payments for luv (the shop), and the provider events about them. */
export function paymentsRepository(db: Db) {
  const repo = {
    /** A brand's packages on sale, in shop order. */
    packages(brand: string, tx: Db = db): Promise<LuvPackageRow[]> {
      return tx
        .select()
        .from(luvPackages)
        .where(and(eq(luvPackages.brand, brand), eq(luvPackages.isActive, true)))
        .orderBy(asc(luvPackages.sortOrder), asc(luvPackages.luv));
    },
    async package(id: number, tx: Db = db): Promise<LuvPackageRow | null> {
      const [row] = await tx.select().from(luvPackages).where(eq(luvPackages.id, id));
      return row ?? null;
    },
    async create(values: NewPayment, tx: Db = db): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(values).returning();
      return row;
    },
    async find(id: string, tx: Db = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },
    /** The payment, locked for the rest of the transaction (status changes go through here). */
    async lock(id: string, tx: Db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      return row ?? null;
    },
    async findByTid(provider: string, tid: string, tx: Db = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerTid, tid)));
      return row ?? null;
    },
    async update(id: string, patch: Partial<Omit<PaymentRow, 'id' | 'memberId' | 'createdAt'>>, tx: Db = db): Promise<PaymentRow> {
      const [row] = await tx
        .update(payments)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(payments.id, id))
        .returning();
      return row;
    },
    /** Payments left in progress (2: a confirm asked, its outcome never recorded) since before `before`, oldest first. */
    inProgressBefore(before: Date, limit = 100, tx: Db = db): Promise<PaymentRow[]> {
      return tx.select().from(payments).where(and(eq(payments.status, 2), lt(payments.updatedAt, before))).orderBy(asc(payments.updatedAt)).limit(limit);
    },
    /** A member's payments, newest first, with their total. */
    async listOf(memberId: number, page: { offset: number; limit: number; statuses?: number[] }, tx: Db = db): Promise<{ list: PaymentRow[]; total: number }> {
      const where = page.statuses ? and(eq(payments.memberId, memberId), inArray(payments.status, page.statuses)) : eq(payments.memberId, memberId);
      const list = await tx.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).offset(page.offset).limit(page.limit);
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(payments).where(where);
      return { list, total: Number(n) };
    },
    /** KRW a member paid (approved, not cancelled) since `since`: the monthly cap of minors. */
    async approvedSince(memberId: number, since: Date, tx: Db = db): Promise<number> {
      const [{ sum }] = await tx
        .select({ sum: sql<string>`coalesce(sum(${payments.price}), 0)` })
        .from(payments)
        .where(and(eq(payments.memberId, memberId), inArray(payments.status, [PAYMENT_STATUS.approved, PAYMENT_STATUS.inProgress]), gte(payments.createdAt, since)));
      return Number(sum);
    },
    /** Records a provider event once: false when it was recorded before (a repeated webhook). */
    async recordEvent(values: { provider: string; eventId: string; paymentId: string | null; type: string; payload: unknown }, tx: Db = db): Promise<boolean> {
      const rows = await tx.insert(paymentEvents).values(values).onConflictDoNothing().returning({ id: paymentEvents.id });
      return rows.length === 1;
    },
  };
  return repo;
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
