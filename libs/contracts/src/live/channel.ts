import * as v from 'valibot';
import { paginationQuery } from '../pagination';
import { CHANNEL_FEATURES } from './constants';

/** The switches of a channel's features (spec §3). */
export const channelFeatures = v.object(Object.fromEntries(CHANNEL_FEATURES.map((f) => [f, v.boolean()])) as Record<(typeof CHANNEL_FEATURES)[number], v.BooleanSchema<undefined>>);
export type ChannelFeatures = v.InferOutput<typeof channelFeatures>;

export const channelOwner = v.object({ id: v.number(), loginId: v.string(), nickname: v.string(), profileImage: v.nullable(v.string()) });
export type ChannelOwner = v.InferOutput<typeof channelOwner>;

/** A channel as pages show it. `liveStreamId` is set while a live is on (state starting or live). */
export const channelInfo = v.object({
  id: v.number(),
  title: v.string(),
  owner: channelOwner,
  themeId: v.nullable(v.number()),
  themeText: v.nullable(v.string()),
  resolution: v.string(),
  isLive: v.boolean(),
  liveStreamId: v.nullable(v.number()),
  viewerCount: v.number(),
  thumbnailUrl: v.nullable(v.string()),
  isForAdult: v.boolean(),
  hasPassword: v.boolean(),
  minRatingLevel: v.number(),
  /** 0: no cap */
  maxViewerCount: v.number(),
  features: channelFeatures,
  followerCount: v.number(),
  favoriteCount: v.number(),
  createdAt: v.string(),
});
export type ChannelInfo = v.InferOutput<typeof channelInfo>;

/** A channel notice (POST/PUT/DELETE /api/my/{kind}/channel-notice). */
export const channelNotice = v.object({
  id: v.number(),
  channelId: v.number(),
  /** broadcast kind the notice belongs to (1 live, 2 record, 3 channel) */
  kind: v.number(),
  title: v.string(),
  content: v.string(),
  isPinned: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ChannelNotice = v.InferOutput<typeof channelNotice>;

/** A stream (live or recorded) in lists. `mediaUrl`: absolute HLS URL (the VOD of a record, the master of a live). */
export const streamItem = v.object({
  id: v.number(),
  channelId: v.number(),
  kind: v.number(),
  title: v.string(),
  themeId: v.nullable(v.number()),
  state: v.string(),
  startedAt: v.nullable(v.string()),
  endedAt: v.nullable(v.string()),
  durationS: v.nullable(v.number()),
  peakViewers: v.number(),
  currentViewers: v.number(),
  thumbUrl: v.nullable(v.string()),
  mediaUrl: v.nullable(v.string()),
  owner: channelOwner,
});
export type StreamItem = v.InferOutput<typeof streamItem>;

/** The caller's relation to a channel (false for guests). */
export const channelRelation = v.object({ isFollowing: v.boolean(), isFavorite: v.boolean(), isOwner: v.boolean() });
export type ChannelRelation = v.InferOutput<typeof channelRelation>;

/** GET /api/channels/{id}/channel-page: the channel, its notices, its latest VODs, the caller's relation, live time and subscribers. */
export const channelPageResponse = v.object({
  channel: channelInfo,
  notices: v.array(channelNotice),
  recorded: v.array(streamItem),
  relation: channelRelation,
  subscriberCount: v.number(),
  liveStartedAt: v.nullable(v.string()),
});
export type ChannelPageResponse = v.InferOutput<typeof channelPageResponse>;

/** GET /api/channels/{id}/live-time: when the current live started (null offline), seconds on air, the last live's end. */
export const liveTimeResponse = v.object({
  channelId: v.number(),
  isLive: v.boolean(),
  startedAt: v.nullable(v.string()),
  elapsedS: v.number(),
  lastEndedAt: v.nullable(v.string()),
});
export type LiveTimeResponse = v.InferOutput<typeof liveTimeResponse>;

/**
 * GET /api/channels/{id}/setting: the channel settings the player and chat read (cached 10 minutes
 * on the client; the chat's `channel-setting-update` event refetches it).
 */
export const channelSettingResponse = v.object({
  channelId: v.number(),
  title: v.string(),
  themeId: v.nullable(v.number()),
  resolution: v.string(),
  isForAdult: v.boolean(),
  hasPassword: v.boolean(),
  minRatingLevel: v.number(),
  maxViewerCount: v.number(),
  features: channelFeatures,
});
export type ChannelSettingResponse = v.InferOutput<typeof channelSettingResponse>;

/** GET /api/channels/channel-find?loginId: the channel of a broadcaster login ID. */
export const channelFindQuery = v.object({ loginId: v.pipe(v.string(), v.nonEmpty('common.badRequest'), v.maxLength(15, 'common.badRequest')) });
export type ChannelFindQuery = v.InferInput<typeof channelFindQuery>;
export const channelFindResponse = v.object({ channelId: v.number(), loginId: v.string(), nickname: v.string(), title: v.string(), isLive: v.boolean() });
export type ChannelFindResponse = v.InferOutput<typeof channelFindResponse>;

/** Follow and favourite: POST (on) and DELETE (off) /api/channels/{id}/follow and /api/channels/{id}/favorite. */
export const followResponse = v.object({ channelId: v.number(), isFollowing: v.boolean(), followerCount: v.number() });
export type FollowResponse = v.InferOutput<typeof followResponse>;
export const favoriteResponse = v.object({ channelId: v.number(), isFavorite: v.boolean(), favoriteCount: v.number() });
export type FavoriteResponse = v.InferOutput<typeof favoriteResponse>;

/** GET /api/channels/search?keyword&offset&limit: channels whose broadcaster nickname, login ID or title contains the keyword. */
export const channelSearchQuery = v.object({
  keyword: v.pipe(v.string(), v.trim(), v.nonEmpty('common.badRequest'), v.maxLength(50, 'common.badRequest')),
  ...paginationQuery(20).entries,
});
export type ChannelSearchQuery = v.InferInput<typeof channelSearchQuery>;
export type ChannelSearchParams = v.InferOutput<typeof channelSearchQuery>;
