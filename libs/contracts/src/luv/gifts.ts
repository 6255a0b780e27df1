import * as v from 'valibot';
import { paginationQuery } from '../pagination';

/** Longest gift message. */
export const GIFT_MESSAGE_MAX = 100;
/** Most luv in one gift. */
export const GIFT_MAX_LUV = 10_000_000;

/** POST /api/lives/gift (Idempotency-Key): luv to the broadcaster of a channel, in its live or on its page. */
export const sendGiftBody = v.object({
  channelId: v.pipe(v.number('live.channel.notFound'), v.integer('live.channel.notFound'), v.minValue(1, 'live.channel.notFound')),
  amount: v.pipe(v.number('luv.amount.invalid'), v.integer('luv.amount.invalid'), v.minValue(1, 'luv.amount.invalid'), v.maxValue(GIFT_MAX_LUV, 'luv.amount.invalid')),
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(GIFT_MESSAGE_MAX, 'luv.gift.messageTooLong')), ''),
});
export type SendGiftBody = v.InferOutput<typeof sendGiftBody>;

export const sendGiftResponse = v.object({
  giftId: v.number(),
  amount: v.number(),
  /** the sender's balance after the gift */
  luvSum: v.number(),
  /** the live it went to (null: on the channel page) */
  streamId: v.nullable(v.number()),
});
export type SendGiftResponse = v.InferOutput<typeof sendGiftResponse>;

/** One gift in a received or sent list. */
export const giftLine = v.object({
  giftId: v.number(),
  amount: v.number(),
  itemCode: v.nullable(v.number()),
  quantity: v.number(),
  message: v.string(),
  channelId: v.number(),
  streamId: v.nullable(v.number()),
  createdAt: v.string(),
  /** the sender of a received gift, the broadcaster of a sent one */
  loginId: v.string(),
  nickname: v.string(),
});
export type GiftLine = v.InferOutput<typeof giftLine>;

/** GET /api/luv/receivedluv-list, /sentluv-list, /receiveditem-list, /sentitem-list (offset, limit 10). */
export const giftListQuery = paginationQuery(10);
export const giftListResponse = v.object({ list: v.array(giftLine), total: v.number(), sum: v.number(), offset: v.number(), limit: v.number() });
export type GiftListResponse = v.InferOutput<typeof giftListResponse>;

/** GET /api/luv/receivedluv-sum: luv received in gifts, all time, and what is not withdrawn. */
export const receivedLuvSumResponse = v.object({ receivedLuvSum: v.number(), earnings: v.number() });
export type ReceivedLuvSumResponse = v.InferOutput<typeof receivedLuvSumResponse>;

/** GET /api/luv/received: a broadcaster's earnings at a glance. */
export const receivedResponse = v.object({ earnings: v.number(), receivedLuvSum: v.number(), giftCount: v.number() });
export type ReceivedResponse = v.InferOutput<typeof receivedResponse>;

/** GET /api/luv/daily?side=received|sent&days=30: luv per day (Asia/Seoul), for the wallet's chart. */
export const dailyQuery = v.object({
  side: v.optional(v.picklist(['received', 'sent'], 'common.badRequest'), 'sent'),
  days: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.number('common.badRequest'), v.integer('common.badRequest'), v.minValue(1, 'common.badRequest'), v.maxValue(366, 'common.badRequest')), 30),
});
export const dailyResponse = v.object({ side: v.picklist(['received', 'sent']), days: v.array(v.object({ day: v.string(), amount: v.number() })) });
export type DailyResponse = v.InferOutput<typeof dailyResponse>;

/** The quick gift amounts a channel starts with. */
export const DEFAULT_LUV_PRESETS = [100, 500, 1000, 5000, 10000] as const;
export const LUV_PRESETS_MAX = 6;

/** POST /api/my/channel/luv-preset: the broadcaster's quick gift amounts (1 to 6 different whole amounts). */
export const luvPresetBody = v.object({
  presets: v.pipe(
    v.array(v.pipe(v.number('luv.amount.invalid'), v.integer('luv.amount.invalid'), v.minValue(1, 'luv.amount.invalid'), v.maxValue(GIFT_MAX_LUV, 'luv.amount.invalid')), 'luv.amount.invalid'),
    v.minLength(1, 'luv.amount.invalid'),
    v.maxLength(LUV_PRESETS_MAX, 'luv.amount.invalid'),
    v.check((list) => new Set(list).size === list.length, 'luv.amount.invalid'),
  ),
});
export type LuvPresetBody = v.InferOutput<typeof luvPresetBody>;
/** The answer of POST /api/my/channel/luv-preset and GET /api/channels/{id}/luv-preset. */
export const luvPresetResponse = v.object({ channelId: v.number(), presets: v.array(v.number()) });
export type LuvPresetResponse = v.InferOutput<typeof luvPresetResponse>;
