import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { gifts, memberItems, type MemberItemRow } from '../schema';

/** The gift items members hold (issue 11): counted per product and unit price. */
export function memberItemsRepository(db: Db) {
  return {
    /** Adds `quantity` units bought at `unitPrice`; answers the row. */
    async add(memberId: number, prodName: string, unitPrice: number, quantity: number, tx: Db = db): Promise<MemberItemRow> {
      const [row] = await tx
        .insert(memberItems)
        .values({ memberId, prodName, unitPrice, quantity })
        .onConflictDoUpdate({ target: [memberItems.memberId, memberItems.prodName, memberItems.unitPrice], set: { quantity: sql`${memberItems.quantity} + ${quantity}`, updatedAt: sql`now()` } })
        .returning();
      return row;
    },
    /** The member's rows that still hold units, oldest first. */
    held(memberId: number, tx: Db = db): Promise<MemberItemRow[]> {
      return tx.select().from(memberItems).where(and(eq(memberItems.memberId, memberId), gt(memberItems.quantity, 0))).orderBy(asc(memberItems.id));
    },
    /** The rows a use takes from, locked: one row (by id) or every row of a product, oldest first. */
    lockForUse(memberId: number, pick: { itemId: number } | { prodName: string }, tx: Db): Promise<MemberItemRow[]> {
      const which = 'itemId' in pick ? eq(memberItems.id, pick.itemId) : eq(memberItems.prodName, pick.prodName);
      return tx.select().from(memberItems).where(and(eq(memberItems.memberId, memberId), which)).orderBy(asc(memberItems.id)).for('update');
    },
    async take(id: number, quantity: number, tx: Db): Promise<void> {
      await tx.update(memberItems).set({ quantity: sql`${memberItems.quantity} - ${quantity}`, updatedAt: sql`now()` }).where(eq(memberItems.id, id));
    },
    /** Units held and their luv value; gift items sent, and received (count and luv). */
    async sums(memberId: number, tx: Db = db) {
      const [held] = await tx
        .select({ n: sql<string>`coalesce(sum(${memberItems.quantity}), 0)`, value: sql<string>`coalesce(sum(${memberItems.quantity} * ${memberItems.unitPrice}), 0)` })
        .from(memberItems)
        .where(eq(memberItems.memberId, memberId));
      const [sent] = await tx
        .select({ n: sql<string>`coalesce(sum(${gifts.quantity}), 0)` })
        .from(gifts)
        .where(and(eq(gifts.senderId, memberId), isNotNull(gifts.itemCode)));
      const [received] = await tx
        .select({ n: sql<string>`coalesce(sum(${gifts.quantity}), 0)`, value: sql<string>`coalesce(sum(${gifts.amount}), 0)` })
        .from(gifts)
        .where(and(eq(gifts.broadcasterId, memberId), isNotNull(gifts.itemCode)));
      return { itemCount: Number(held.n), itemValue: Number(held.value), sentItemCount: Number(sent.n), receivedItemCount: Number(received.n), receivedItemValue: Number(received.value) };
    },
  };
}
export type MemberItemsRepository = ReturnType<typeof memberItemsRepository>;
