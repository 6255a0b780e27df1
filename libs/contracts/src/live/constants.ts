/** Broadcast kinds (spec §3): live 1, record 2 (the VOD of a finished live), channel 3. */
export const BROADCAST_KINDS = { live: 1, record: 2, channel: 3 } as const;
export type BroadcastKind = (typeof BROADCAST_KINDS)[keyof typeof BROADCAST_KINDS];

/** Streaming provider kinds (spec §3). Ours: `hls` (the HLS master) and `bp_flv` (the HTTP-FLV source). */
export const STREAM_PROVIDERS = ['ncp', 'aws', 'llh', 'bp_flv', 'bp_rtc', 'ivs', 'hls'] as const;
export type StreamProvider = (typeof STREAM_PROVIDERS)[number];

/** A live stream row: `starting` after RTMP publish, `live` once the first segment is on disk, then `ended`. */
export const STREAM_STATES = ['starting', 'live', 'ended'] as const;
export type StreamState = (typeof STREAM_STATES)[number];

/** Channel features (spec §3), each switched on or off per channel. */
export const CHANNEL_FEATURES = ['bjtalk', 'fantalk', 'bigfan', 'signature', 'mission', 'myfan', 'subscribe'] as const;
export type ChannelFeature = (typeof CHANNEL_FEATURES)[number];

/** Resolutions a broadcaster may ask for (the source is passed through; this is the ceiling of the lower rendition). */
export const STREAM_RESOLUTIONS = ['1080p', '720p', '480p', '360p'] as const;
export type StreamResolution = (typeof STREAM_RESOLUTIONS)[number];

/** A viewer counts as present while their last heartbeat is younger than this (the player beats every 20 s). */
export const VIEWER_PRESENCE_TTL_S = 60;
/** How often the player calls the heartbeat. */
export const VIEWER_HEARTBEAT_S = 20;
/** The password proof handed out by live-Auth lasts this long (cookie and token). */
export const LIVE_PASS_TTL_S = 12 * 3600;
/** Cookie carrying the password proof for one channel: `${LIVE_PASS_COOKIE_PREFIX}${channelId}`. */
export const LIVE_PASS_COOKIE_PREFIX = 'luvcast_live_pass_';
/** Header for the internal ingest hooks (server to server). */
export const INGEST_SECRET_HEADER = 'x-ingest-secret';

/**
 * Fan level of a viewer in a channel, compared with the channel's minimum (minRatingLevel):
 * 0 anyone, 1 a follower, 2 a favourite (follow and favourite). The owner always passes.
 */
export const FAN_LEVELS = { none: 0, follower: 1, favorite: 2 } as const;
