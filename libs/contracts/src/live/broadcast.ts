import * as v from 'valibot';
import { STREAM_RESOLUTIONS } from './constants';
import { looseBoolean, textUpTo } from './common';

const title = v.pipe(v.string('common.badRequest'), v.trim(), v.nonEmpty('live.title.empty'), v.maxLength(100, 'live.title.tooLong'));
/** A theme id (number or numeric string) or its code. */
const themeRef = v.union([v.pipe(v.number(), v.integer('common.badRequest')), textUpTo(30)], 'common.badRequest');
/** '720p', or the broadcaster app's number (720 or '720') for '720p'. */
const resolution = v.union(
  [
    v.picklist(STREAM_RESOLUTIONS, 'common.badRequest'),
    v.pipe(
      v.union([v.number('common.badRequest'), v.pipe(v.string('common.badRequest'), v.regex(/^\d{3,4}$/, 'common.badRequest'))], 'common.badRequest'),
      v.transform((n) => `${Number(n)}p`),
      v.picklist(STREAM_RESOLUTIONS, 'common.badRequest'),
    ),
  ],
  'common.badRequest',
);
const level = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'common.badRequest'))], 'common.badRequest'), v.transform(Number), v.integer('common.badRequest'), v.minValue(0, 'common.badRequest'), v.maxValue(2, 'common.badRequest'));
const viewerCap = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'common.badRequest'))], 'common.badRequest'), v.transform(Number), v.integer('common.badRequest'), v.minValue(0, 'common.badRequest'), v.maxValue(1_000_000, 'common.badRequest'));
/** Room password: null/absent keeps it, '' removes it, 4 to 20 characters set it. */
const roomPassword = v.nullable(v.pipe(v.string('common.badRequest'), v.maxLength(20, 'live.password.pattern'), v.check((s) => s === '' || s.length >= 4, 'live.password.pattern')));

/** GET and PUT /api/m/channel/config (the broadcaster app). GET answers `password: null` (only a hash is kept) and `hasPassword`. */
export const channelConfig = v.object({
  channelId: v.number(),
  themeId: v.nullable(v.number()),
  title: v.string(),
  resolution: v.string(),
  isForAdult: v.boolean(),
  password: v.nullable(v.string()),
  hasPassword: v.boolean(),
  minRatingLevel: v.number(),
  maxViewerCount: v.number(),
});
export type ChannelConfig = v.InferOutput<typeof channelConfig>;
/** The answer of GET/PUT /api/m/channel/config: the flat fields, and the same object under `data` (some broadcaster app versions read `data`). */
export const channelConfigResponse = v.object({ ...channelConfig.entries, data: channelConfig });
export type ChannelConfigResponse = v.InferOutput<typeof channelConfigResponse>;
/**
 * PUT body: every field optional (absent = unchanged); `channelId`, when sent, must be the
 * caller's channel. `theme` is an alias of `themeId` (the broadcaster app's start-stream name;
 * themeId wins when both come); `resolution` also takes a number (720 -> '720p').
 */
export const channelConfigUpdate = v.pipe(
  v.object({
    channelId: v.optional(v.union([v.number(), v.string()])),
    themeId: v.optional(v.nullable(themeRef)),
    theme: v.optional(v.nullable(themeRef)),
    title: v.optional(title),
    resolution: v.optional(resolution),
    isForAdult: v.optional(looseBoolean),
    password: v.optional(roomPassword),
    minRatingLevel: v.optional(level),
    maxViewerCount: v.optional(viewerCap),
  }),
  v.transform(({ theme, ...rest }) => (rest.themeId === undefined && theme !== undefined ? { ...rest, themeId: theme } : rest)),
);
export type ChannelConfigUpdate = v.InferInput<typeof channelConfigUpdate>;
export type ChannelConfigUpdateParams = v.InferOutput<typeof channelConfigUpdate>;

/** GET /api/my/channel/stream-key -> the RTMP server URL and the stream key; POST issues a new key (the old one stops working). */
export const streamKeyResponse = v.object({ url: v.string(), streamKey: v.string() });
export type StreamKeyResponse = v.InferOutput<typeof streamKeyResponse>;

/**
 * POST /api/my/channel/start-stream: saves the live's settings; the live itself starts when the
 * encoder publishes to the RTMP URL with the stream key. Needs identity verification (PI).
 */
export const startStreamBody = v.object({
  title,
  theme: v.optional(v.nullable(themeRef)),
  resolution: v.optional(resolution, '720p'),
  minRatingLevel: v.optional(level, 0),
  userAgentType: v.optional(textUpTo(30), ''),
  password: v.optional(roomPassword),
  isForAdult: v.optional(looseBoolean, false),
  maxViewerCount: v.optional(viewerCap),
});
export type StartStreamBody = v.InferInput<typeof startStreamBody>;
export type StartStreamParams = v.InferOutput<typeof startStreamBody>;
export const startStreamResponse = v.object({ result: v.literal('ok'), channelId: v.number(), url: v.string(), streamKey: v.string(), isLive: v.boolean() });
export type StartStreamResponse = v.InferOutput<typeof startStreamResponse>;

/** POST /api/my/channel/stop-stream: ends the live (if any) and drops the encoder. */
export const stopStreamResponse = v.object({ result: v.literal('ok'), ended: v.boolean(), streamId: v.nullable(v.number()) });
export type StopStreamResponse = v.InferOutput<typeof stopStreamResponse>;
