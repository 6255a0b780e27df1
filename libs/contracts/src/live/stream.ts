import * as v from 'valibot';
import { paginationQuery } from '../pagination';
import { channelCard } from './suggestion-list';
import { idFromPath } from './common';

/** GET /api/lives?theme&keyword&offset&limit: who is live now on the caller's brand, most viewers first. */
export const liveListQuery = v.object({
  /** a theme id (key of /api/guest/themes) or its code (value) */
  theme: v.optional(v.pipe(v.string(), v.maxLength(30, 'common.badRequest'))),
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50, 'common.badRequest'))),
  ...paginationQuery(20).entries,
});
export type LiveListQuery = v.InferInput<typeof liveListQuery>;
export type LiveListParams = v.InferOutput<typeof liveListQuery>;
export const channelCardPage = v.object({ list: v.array(channelCard), total: v.number() });
export type ChannelCardPage = v.InferOutput<typeof channelCardPage>;

/**
 * GET /api/channels/{id}/stream?option=all&liveToken: the live as players and recorders read it.
 * `liveToken`: the password proof from /api/guest/live-Auth for programs without cookies.
 */
export const channelStreamQuery = v.object({
  option: v.optional(v.pipe(v.string(), v.maxLength(20, 'common.badRequest'))),
  liveToken: v.optional(v.pipe(v.string(), v.maxLength(200, 'common.badRequest'))),
});
export type ChannelStreamQuery = v.InferInput<typeof channelStreamQuery>;

export const renditionUrl = v.object({ url: v.string(), resolution: v.string(), suffixName: v.string() });
export type RenditionUrl = v.InferOutput<typeof renditionUrl>;
/** One source: `format` hls (url = the absolute HLS master playlist) or flv (url = the HTTP-FLV source). */
export const streamSource = v.object({
  format: v.picklist(['hls', 'flv']),
  url: v.string(),
  urlDetail: v.object({
    hls: v.object({ resolution: v.array(renditionUrl) }),
    flv: v.object({ resolution: v.array(renditionUrl) }),
  }),
});
export type StreamSource = v.InferOutput<typeof streamSource>;
export const channelStreamResponse = v.object({
  channelId: v.number(),
  title: v.string(),
  thumbUrl: v.string(),
  viewerCount: v.number(),
  isForAdult: v.boolean(),
  stream: v.object({ id: v.number(), title: v.string(), createdAt: v.string(), state: v.string() }),
  owner: v.object({ id: v.number(), name: v.string(), nickname: v.string(), loginId: v.string() }),
  sources: v.array(streamSource),
});
export type ChannelStreamResponse = v.InferOutput<typeof channelStreamResponse>;

/**
 * POST /api/channels/{id}/stream/heartbeat {streamId}: the player says "still watching" every
 * VIEWER_HEARTBEAT_S seconds; a viewer counts while the last beat is younger than
 * VIEWER_PRESENCE_TTL_S. Answers the current and peak viewers; 400 when the live is over.
 */
export const heartbeatBody = v.object({ streamId: idFromPath });
export type HeartbeatBody = v.InferInput<typeof heartbeatBody>;
export const heartbeatResponse = v.object({ streamId: v.number(), viewerCount: v.number(), peakViewers: v.number() });
export type HeartbeatResponse = v.InferOutput<typeof heartbeatResponse>;

/** Refusal codes of the stream read (`code` of the 400/401/403 body), for the player's dialogs. */
export const STREAM_REFUSALS = {
  notFound: 'live.channel.notFound',
  offline: 'live.offline',
  loginRequired: 'live.adult.loginRequired',
  identityRequired: 'live.adult.identityRequired',
  underAge: 'live.adult.underAge',
  adultOff: 'live.adult.off',
  passwordRequired: 'live.password.required',
  fanLevel: 'live.fanLevel',
  full: 'live.full',
} as const;
