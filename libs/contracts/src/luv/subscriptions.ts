import * as v from 'valibot';
import { intFromQuery, paginationQuery } from '../pagination';

/**
 * Subscription item codes (the spec's 700-704): what a subscription line or ledger line was.
 * 700 and 701 are the plans a member buys; a renewal is charged as 702 or 703; 704 is a one-month
 * subscription given by another member (status 4 unused until its member uses it).
 */
export const SUBSCRIPTION_ITEM = {
  monthly: 700,
  threeMonths: 701,
  monthlyRenewal: 702,
  threeMonthsRenewal: 703,
  gift: 704,
} as const;
export type SubscriptionItemCode = (typeof SUBSCRIPTION_ITEM)[keyof typeof SUBSCRIPTION_ITEM];

/** The plans on sale: 3,300 luv for one month, 9,900 for three (the spec's prices). */
export const SUBSCRIPTION_PLANS = {
  [SUBSCRIPTION_ITEM.monthly]: { months: 1, price: 3300, renewalCode: SUBSCRIPTION_ITEM.monthlyRenewal },
  [SUBSCRIPTION_ITEM.threeMonths]: { months: 3, price: 9900, renewalCode: SUBSCRIPTION_ITEM.threeMonthsRenewal },
} as const;
export type SubscriptionPlanCode = keyof typeof SUBSCRIPTION_PLANS;
export const SUBSCRIPTION_PLAN_CODES = [SUBSCRIPTION_ITEM.monthly, SUBSCRIPTION_ITEM.threeMonths] as const;

/** The broadcaster's share of a subscription's price (the rest is the platform's), in percent. */
export const SUBSCRIPTION_BROADCASTER_SHARE_PERCENT = 70;

/** Status of a subscription (the spec's codes). */
export const SUBSCRIPTION_STATUS = {
  /** in force, renews at the end of the period */
  subscribed: 1,
  /** ended because the channel stopped taking subscriptions */
  unsubscribed: 2,
  /** the period ended without a renewal (renewal cancelled, or its payment failed) */
  expired: 3,
  /** a given subscription (704) its member has not used yet */
  unused: 4,
  /** in force until the end of the period, then ends */
  renewalCancelled: 5,
} as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUS)[keyof typeof SUBSCRIPTION_STATUS];

/** Renewal events (the spec's codes), in a subscription's history. */
export const SUBSCRIPTION_EVENT = { renewal: 1, renewalCancel: 2, paymentRenewalFailed: 3 } as const;
export type SubscriptionEventCode = (typeof SUBSCRIPTION_EVENT)[keyof typeof SUBSCRIPTION_EVENT];

/** POST /api/my/subscriptions (Idempotency-Key): subscribes to a channel with a plan. */
export const subscribeBody = v.object({
  channelId: v.pipe(v.number('live.channel.notFound'), v.integer('live.channel.notFound'), v.minValue(1, 'live.channel.notFound')),
  itemCode: v.picklist(SUBSCRIPTION_PLAN_CODES, 'luv.subscription.plan'),
});
export type SubscribeBody = v.InferOutput<typeof subscribeBody>;

/** POST /api/my/subscriptions/gift (Idempotency-Key): one month of a channel for another member (704, 3,300 luv). */
export const giftSubscriptionBody = v.object({
  channelId: subscribeBody.entries.channelId,
  loginId: v.pipe(v.string('luv.subscription.recipient'), v.trim(), v.nonEmpty('luv.subscription.recipient'), v.maxLength(64, 'luv.subscription.recipient')),
});
export type GiftSubscriptionBody = v.InferOutput<typeof giftSubscriptionBody>;
/** What one given subscription is: a month, at the monthly price. */
export const GIVEN_SUBSCRIPTION = { itemCode: SUBSCRIPTION_ITEM.gift, months: 1, price: 3300 } as const;

/** A subscription as its subscriber sees it (the subscription list, the answers of the calls). */
export const subscriptionLine = v.object({
  subscriptionId: v.number(),
  channelId: v.number(),
  /** the broadcaster */
  loginId: v.string(),
  nickname: v.string(),
  channelTitle: v.string(),
  status: v.number(),
  /** 700/701 (702/703 after a renewal, 704 given) */
  itemCode: v.number(),
  months: v.number(),
  price: v.number(),
  /** first day subscribed (null: not started) */
  startedAt: v.nullable(v.string()),
  /** end of the paid period: the next renewal, or the end (null: not started) */
  periodEnd: v.nullable(v.string()),
  renewals: v.number(),
  /** whether it gives the subscriber's rights now (status 1 or 5 within the period) */
  active: v.boolean(),
  /** who gave it (704), else null */
  giftedBy: v.nullable(v.string()),
});
export type SubscriptionLine = v.InferOutput<typeof subscriptionLine>;

/** GET /api/my/subscription-list?offset&limit&status (10 by default): the caller's subscriptions, newest first. */
export const subscriptionListQuery = v.object({
  ...paginationQuery(10).entries,
  status: v.optional(intFromQuery(1, 5)),
});
export const subscriptionListResponse = v.object({ list: v.array(subscriptionLine), total: v.number(), offset: v.number(), limit: v.number() });
export type SubscriptionListResponse = v.InferOutput<typeof subscriptionListResponse>;

/** A subscriber of the caller's channel. */
export const channelSubscriberLine = v.object({
  subscriptionId: v.number(),
  loginId: v.string(),
  nickname: v.string(),
  status: v.number(),
  itemCode: v.number(),
  startedAt: v.nullable(v.string()),
  periodEnd: v.nullable(v.string()),
  renewals: v.number(),
  active: v.boolean(),
});
export type ChannelSubscriberLine = v.InferOutput<typeof channelSubscriberLine>;

/** GET /api/my/channel-subscription-list?offset&limit&status: who subscribes to the caller's channel (active ones first). */
export const channelSubscriptionListResponse = v.object({
  list: v.array(channelSubscriberLine),
  total: v.number(),
  /** subscribers in force now */
  active: v.number(),
  offset: v.number(),
  limit: v.number(),
});
export type ChannelSubscriptionListResponse = v.InferOutput<typeof channelSubscriptionListResponse>;

/** GET /api/channels/{id}/subscription: the plans and the caller's subscription of the channel (null: none, or signed out). */
export const channelSubscriptionResponse = v.object({
  channelId: v.number(),
  /** whether the channel takes subscriptions (its "subscribe" feature) */
  open: v.boolean(),
  plans: v.array(v.object({ itemCode: v.number(), months: v.number(), price: v.number() })),
  subscription: v.nullable(subscriptionLine),
  subscriberCount: v.number(),
});
export type ChannelSubscriptionResponse = v.InferOutput<typeof channelSubscriptionResponse>;

/** The answer of subscribing, giving, using a given one, cancelling or resuming the renewal: the line and the caller's balance. */
export const subscriptionActionResponse = v.object({ subscription: subscriptionLine, luvSum: v.number() });
export type SubscriptionActionResponse = v.InferOutput<typeof subscriptionActionResponse>;

/** A subscription's path parameter. */
export const subscriptionParams = v.object({ id: intFromQuery(1, 2_147_483_647) });
