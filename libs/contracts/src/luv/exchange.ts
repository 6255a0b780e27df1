import * as v from 'valibot';

/** Where an exchange event stands: before its period, in it, after it, or in it with its total used up. */
export const EXCHANGE_STATUSES = ['upcoming', 'open', 'ended', 'soldOut'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];

/** GET /api/events/exchange/rate: the event's terms (earnings -> wallet luv with a bonus). */
export const exchangeRateResponse = v.object({
  eventId: v.number(),
  title: v.string(),
  bonusPercent: v.number(),
  /** wallet luv per earned luv exchanged, e.g. 1.1 */
  rate: v.number(),
  minAmount: v.number(),
  memberCap: v.number(),
  startsAt: v.string(),
  endsAt: v.string(),
});
export type ExchangeRateResponse = v.InferOutput<typeof exchangeRateResponse>;

/** GET /api/events/exchange/amount/total: earned luv the whole event takes. */
export const exchangeTotalResponse = v.object({ eventId: v.number(), total: v.number() });
/** GET /api/events/exchange/amount/now: earned luv exchanged so far by everyone, and what is left. */
export const exchangeNowResponse = v.object({ eventId: v.number(), now: v.number(), remaining: v.number() });

/** GET /api/events/exchange/status: the event's state; signed in, the caller's exchanged amount, limit and earnings. */
export const exchangeStatusResponse = v.object({
  eventId: v.number(),
  status: v.picklist(EXCHANGE_STATUSES),
  startsAt: v.string(),
  endsAt: v.string(),
  /** null signed out */
  mine: v.nullable(v.object({ exchanged: v.number(), limit: v.number(), earnings: v.number() })),
});
export type ExchangeStatusResponse = v.InferOutput<typeof exchangeStatusResponse>;

/** POST /api/events/exchange/apply: `amount` earned luv, from the minimum, in hundreds. */
export const exchangeApplyBody = v.object({
  amount: v.pipe(v.number('event.exchange.amount'), v.integer('event.exchange.amount'), v.minValue(1, 'event.exchange.amount'), v.maxValue(100_000_000, 'event.exchange.amount'), v.multipleOf(100, 'event.exchange.amount')),
});
export type ExchangeApplyBody = v.InferOutput<typeof exchangeApplyBody>;
export const exchangeApplyResponse = v.object({ applicationId: v.number(), amount: v.number(), bonus: v.number(), luvSum: v.number(), earnings: v.number() });
export type ExchangeApplyResponse = v.InferOutput<typeof exchangeApplyResponse>;

/** The bonus of exchanging `amount` at `bonusPercent` (rounded down). */
export const exchangeBonus = (amount: number, bonusPercent: number) => Math.floor((amount * bonusPercent) / 100);
