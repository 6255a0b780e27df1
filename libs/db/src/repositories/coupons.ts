import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { couponUses, coupons, type CouponRow } from '../schema';

/** A coupon code as stored: upper-case, without spaces or dashes. */
export const normaliseCouponCode = (code: string) => code.normalize('NFKC').replace(/[\s-]/g, '').toUpperCase();

/** Coupons worth luv and their uses (one per member). */
export function couponsRepository(db: Db) {
  return {
    async create(values: Pick<CouponRow, 'code' | 'luv' | 'expiresAt'> & Partial<Pick<CouponRow, 'brand' | 'startsAt' | 'maxUses' | 'memo' | 'isActive'>>, tx: Db = db): Promise<CouponRow> {
      const [row] = await tx
        .insert(coupons)
        .values({ ...values, code: normaliseCouponCode(values.code) })
        .returning();
      return row;
    },
    /** The coupon, locked for the rest of the transaction (its use count moves). */
    async lockByCode(code: string, tx: Db): Promise<CouponRow | null> {
      const [row] = await tx
        .select()
        .from(coupons)
        .where(eq(coupons.code, normaliseCouponCode(code)))
        .for('update');
      return row ?? null;
    },
    async usedBy(couponId: number, memberId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ c: couponUses.couponId })
        .from(couponUses)
        .where(and(eq(couponUses.couponId, couponId), eq(couponUses.memberId, memberId)));
      return !!row;
    },
    /** Records the member's use and counts it (the caller holds the coupon's lock). */
    async recordUse(couponId: number, memberId: number, transferId: number, tx: Db): Promise<void> {
      await tx.insert(couponUses).values({ couponId, memberId, transferId });
      await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(eq(coupons.id, couponId));
    },
  };
}
export type CouponsRepository = ReturnType<typeof couponsRepository>;
