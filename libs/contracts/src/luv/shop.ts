import * as v from 'valibot';
import { intFromQuery, paginationQuery } from '../pagination';

/** Payment methods (spec §3); a card payment also names the card code CARD. */
export const PAYMENT_METHODS = ['kakaopay', 'virtualaccount', 'myaccount', 'mobile', 'creditcard'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const CARD_CODE = 'CARD';

/** Payment status codes (spec §4). */
export const PAYMENT_STATUS = { waiting: 0, requested: 1, inProgress: 2, wrongDeposit: 6, cancelled: 7, approvalError: 8, approved: 9 } as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
/** Failed payments (GET /v2/api/guest/payment-failure). */
export const FAILED_PAYMENT_STATUSES = [PAYMENT_STATUS.wrongDeposit, PAYMENT_STATUS.cancelled, PAYMENT_STATUS.approvalError] as const;

/** Days after approval in which a purchase of unspent luv may be cancelled (청약철회, 7 days). */
export const PURCHASE_CANCEL_DAYS = 7;

/**
 * The header that carries one UUID per user action on every money-moving request: the same key
 * answers the first result again, the same key with another request is refused (422).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_:.-]{8,100}$/;

export const luvPackage = v.object({
  id: v.number(),
  luv: v.number(),
  bonus: v.number(),
  /** KRW, VAT included */
  price: v.number(),
});
export type LuvPackage = v.InferOutput<typeof luvPackage>;

/** GET /api/shoppings/luv/payments: what the brand's luv shop sells and how one pays for it. */
export const luvShopResponse = v.object({
  currency: v.object({ code: v.string(), name: v.string() }),
  packages: v.array(luvPackage),
  methods: v.array(v.picklist(PAYMENT_METHODS)),
  /** the member's monthly cap in KRW (under 19), and what is left of it this month; null: no cap */
  monthlyCap: v.nullable(v.object({ cap: v.number(), left: v.number() })),
  cancelDays: v.number(),
});
export type LuvShopResponse = v.InferOutput<typeof luvShopResponse>;

/** POST /api/shoppings/payments (Idempotency-Key): start a payment of a package. */
export const createPaymentBody = v.object({
  packageId: v.pipe(v.number('shop.package.notFound'), v.integer('shop.package.notFound'), v.minValue(1, 'shop.package.notFound')),
  method: v.picklist(PAYMENT_METHODS, 'shop.method.invalid'),
  cardCode: v.optional(v.literal(CARD_CODE, 'shop.method.invalid')),
});
export type CreatePaymentBody = v.InferOutput<typeof createPaymentBody>;

export const createPaymentResponse = v.object({
  paymentId: v.string(),
  status: v.number(),
  /** the payment gateway's checkout page: the browser goes there */
  checkoutUrl: v.string(),
});
export type CreatePaymentResponse = v.InferOutput<typeof createPaymentResponse>;

/** A payment as its buyer sees it (with what the receipt prints). */
export const paymentView = v.object({
  paymentId: v.string(),
  status: v.number(),
  luv: v.number(),
  bonus: v.number(),
  /** KRW, VAT included; supply value + VAT */
  price: v.number(),
  supplyValue: v.number(),
  vat: v.number(),
  method: v.picklist(PAYMENT_METHODS),
  cardCode: v.nullable(v.string()),
  approvalNo: v.nullable(v.string()),
  failureReason: v.nullable(v.string()),
  /** the virtual account to deposit into (virtualaccount, while waiting) */
  virtualAccount: v.nullable(v.object({ bank: v.string(), account: v.string(), holder: v.string(), dueAt: v.string() })),
  createdAt: v.string(),
  approvedAt: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
  /** can be cancelled now (approved within 7 days, luv unspent; or not paid yet) */
  cancellable: v.boolean(),
});
export type PaymentView = v.InferOutput<typeof paymentView>;

/** GET /api/shoppings/flax/payments: the member's payments, newest first. */
export const paymentsQuery = paginationQuery(10);
export const paymentListResponse = v.object({ list: v.array(paymentView), total: v.number(), offset: v.number(), limit: v.number() });
export type PaymentListResponse = v.InferOutput<typeof paymentListResponse>;

export const paymentIdParams = v.object({ paymentId: v.pipe(v.string(), v.uuid('shop.payment.notFound')) });
/** GET /api/shoppings/flax/payments-cancel?paymentId */
export const paymentCancelQuery = v.object({ paymentId: v.pipe(v.string('shop.payment.notFound'), v.uuid('shop.payment.notFound')) });

/** The receipt of an approved payment (GET /api/shoppings/payments/{paymentId}/receipt). */
export const paymentReceipt = v.object({
  paymentId: v.string(),
  company: v.object({ name: v.string(), ceo: v.string(), businessNumber: v.string(), address: v.string() }),
  buyer: v.object({ loginId: v.string(), nickname: v.string() }),
  item: v.string(),
  method: v.picklist(PAYMENT_METHODS),
  price: v.number(),
  supplyValue: v.number(),
  vat: v.number(),
  approvalNo: v.nullable(v.string()),
  approvedAt: v.string(),
  cancelledAt: v.nullable(v.string()),
});
export type PaymentReceipt = v.InferOutput<typeof paymentReceipt>;

/** The gateway's return to the shop after the checkout page (query of the success / fail URLs). */
export const paymentReturnQuery = v.object({
  paymentKey: v.optional(v.pipe(v.string(), v.maxLength(100))),
  orderId: v.optional(v.pipe(v.string(), v.maxLength(100))),
  amount: v.optional(intFromQuery(0, 100_000_000)),
  code: v.optional(v.pipe(v.string(), v.maxLength(100))),
  message: v.optional(v.pipe(v.string(), v.maxLength(300))),
});

/** Supply value and VAT of a price that includes 10% VAT (VAT rounded down, as on Korean receipts). */
export function splitVat(price: number): { supplyValue: number; vat: number } {
  const supplyValue = Math.ceil(price / 1.1);
  return { supplyValue, vat: price - supplyValue };
}
