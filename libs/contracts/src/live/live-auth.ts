import * as v from 'valibot';

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max, 'common.badRequest')), '');

/** Why a viewer may or may not watch: `ok` is the only one that lets them in. */
export const LIVE_AUTH_REASONS = ['ok', 'adultBroadcastOff', 'loginRequired', 'adultRequired', 'passwordRequired', 'passwordWrong'] as const;
export type LiveAuthReason = (typeof LIVE_AUTH_REASONS)[number];

/** GET /api/guest/live-Auth?channelId&viewerId&password&option&aspCode (channelId: the numeric id or the broadcaster login ID) */
export const liveAuthQuery = v.object({
  channelId: v.pipe(v.string(), v.nonEmpty('common.badRequest'), v.maxLength(64, 'common.badRequest')),
  viewerId: text(15),
  password: text(40),
  option: text(20),
  aspCode: text(50),
});
export type LiveAuthQuery = v.InferInput<typeof liveAuthQuery>;
export const liveAuthResult = v.object({
  result: v.literal('ok'),
  canWatch: v.boolean(),
  reason: v.picklist(LIVE_AUTH_REASONS),
  adultLevel: v.number(),
  hasPassword: v.boolean(),
  /** with the right password: the proof the stream read accepts (also set as a cookie), valid LIVE_PASS_TTL_S */
  liveToken: v.optional(v.string()),
});
export type LiveAuthResult = v.InferOutput<typeof liveAuthResult>;
