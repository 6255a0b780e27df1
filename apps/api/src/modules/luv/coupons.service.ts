import { brands, type BrandId } from '@luvcast/brand-config';
import { SYSTEM_ACCOUNTS, type Db } from '@luvcast/db';
import { refusal } from '../../plugins/app/errors';
import type { Answer } from '../../plugins/app/idempotency';
import type { App, AuthedMember, Refusal } from '../../types';

export type CouponsServiceDeps = Pick<App, 'ledger' | 'coupons'>;

/** Coupons: a coupon's luv into the wallet (ledger kind coupon), once per member, within its period and uses. */
export function createCouponsService(app: CouponsServiceDeps) {
  return {
    /** POST /api/shoppings/useCoupon */
    async use(member: AuthedMember, couponNumber: string, tx: Db): Promise<Answer | Refusal> {
      // the coupon's row lock orders concurrent uses (its use count and the member's one use)
      const coupon = await app.coupons.lockByCode(couponNumber, tx);
      if (!coupon || !coupon.isActive || (coupon.brand !== null && coupon.brand !== member.brand)) return refusal('coupon.notFound', 404);
      if (await app.coupons.usedBy(coupon.id, member.id, tx)) return refusal('coupon.used', 409);
      const now = Date.now();
      if (coupon.startsAt.getTime() > now) return refusal('coupon.notStarted', 400);
      if (coupon.expiresAt.getTime() <= now) return refusal('coupon.expired', 400);
      if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return refusal('coupon.exhausted', 409);
      const funding = await app.ledger.systemAccount(SYSTEM_ACCOUNTS.couponFunding, tx);
      const wallet = await app.ledger.memberAccount(member.id, tx);
      const { transferId } = await app.ledger.transfer(
        { from: funding, to: wallet, amount: coupon.luv, kind: 'coupon', memberId: member.id, idempotencyKey: `coupon:${coupon.id}:${member.id}`, memo: `${coupon.code} (${brands[member.brand as BrandId].currency.ko})` },
        tx,
      );
      await app.coupons.recordUse(coupon.id, member.id, transferId, tx);
      return { status: 200, body: { luv: coupon.luv, luvSum: await app.ledger.balanceOfMember(member.id, tx) } };
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
