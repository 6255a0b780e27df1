import * as v from 'valibot';
import { intFromQuery } from '../pagination';

/**
 * GET /api/my/rankings?offset&limit&fanOffset&fanLimit: `offset`/`limit` page the channels the
 * member gifted to (their biggest first), `fanOffset`/`fanLimit` their own channel's gifters.
 * 10 by default, at most 100.
 */
export const myRankingsQuery = v.object({
  offset: v.optional(intFromQuery(0, 1_000_000), 0),
  limit: v.optional(intFromQuery(1, 100), 10),
  fanOffset: v.optional(intFromQuery(0, 1_000_000), 0),
  fanLimit: v.optional(intFromQuery(1, 100), 10),
});
export type MyRankingsQuery = v.InferInput<typeof myRankingsQuery>;
export type MyRankingsParams = v.InferOutput<typeof myRankingsQuery>;

/** A channel the member gifted to: their rank among its gifters (1 = the biggest; equal totals share a rank) and their luv. */
export const giftedChannelRank = v.object({
  channelId: v.number(),
  /** the channel's broadcaster */
  loginId: v.string(),
  nickname: v.string(),
  rank: v.number(),
  /** luv the member sent to the channel */
  total: v.number(),
  /** how many members gifted to the channel */
  gifters: v.number(),
});
export type GiftedChannelRank = v.InferOutput<typeof giftedChannelRank>;

/** A gifter of the member's channel; `anonymous` (their isSponser setting is off): no loginId or nickname (the web shows 익명). */
export const channelGifterRank = v.object({
  rank: v.number(),
  anonymous: v.boolean(),
  loginId: v.nullable(v.string()),
  nickname: v.nullable(v.string()),
  total: v.number(),
});
export type ChannelGifterRank = v.InferOutput<typeof channelGifterRank>;

export const myRankingsResponse = v.object({
  /** the channels the member gifted to, biggest total first; `total`: how many */
  gifted: v.object({ list: v.array(giftedChannelRank), total: v.number(), offset: v.number(), limit: v.number() }),
  /** the member's own channel's top gifters (null: they have no channel); `total`: how many gifters */
  channel: v.nullable(v.object({ channelId: v.number(), list: v.array(channelGifterRank), total: v.number(), offset: v.number(), limit: v.number() })),
});
export type MyRankingsResponse = v.InferOutput<typeof myRankingsResponse>;
