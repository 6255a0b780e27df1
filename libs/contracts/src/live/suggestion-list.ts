import * as v from 'valibot';
import { intFromQuery } from '../pagination';

/** GET /api/guest/suggestion-list?memberId&limit: channels to watch, live ones first. */
export const suggestionListQuery = v.object({
  memberId: v.optional(v.pipe(v.string(), v.maxLength(15, 'common.badRequest'))),
  limit: v.optional(intFromQuery(1, 100), 20),
});
export type SuggestionListQuery = v.InferInput<typeof suggestionListQuery>;
/** The query as the API reads it (limit a number). */
export type SuggestionListParams = v.InferOutput<typeof suggestionListQuery>;

/**
 * A channel card of the home page, the live list and the search: `streamId` is the live stream
 * while the channel is live (null otherwise), `viewerCount` its current viewers.
 */
export const channelCard = v.object({
  channelId: v.number(),
  streamId: v.nullable(v.number()),
  loginId: v.string(),
  nickname: v.string(),
  title: v.string(),
  themeId: v.nullable(v.number()),
  themeText: v.nullable(v.string()),
  isLive: v.boolean(),
  viewerCount: v.number(),
  isForAdult: v.boolean(),
  hasPassword: v.boolean(),
  startedAt: v.nullable(v.string()),
  thumbnailUrl: v.nullable(v.string()),
  profileImage: v.nullable(v.string()),
});
export type ChannelCard = v.InferOutput<typeof channelCard>;
export const suggestionListResponse = v.object({ list: v.array(channelCard) });
export type SuggestionListResponse = v.InferOutput<typeof suggestionListResponse>;
