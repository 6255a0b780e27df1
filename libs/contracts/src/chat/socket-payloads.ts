// The chat socket's payloads (spec §4 and §7 "Chat socket"), one valibot schema each: apps/chat
// validates what clients send with them, the API's HTTP chat routes reuse them, the web chat
// client types what it sends and reads. socket.io event maps derived from them are in events.ts.
// Every text here is plain text: clients render it as text, never as markup.
import * as v from 'valibot';

/** Longest room id / stream id the chat server accepts. */
export const CHAT_ID_MAX = 100;
/** Longest chat line (after trimming); a channel may set a lower limit (chatSettings.maxLength). */
export const CHAT_TEXT_MAX = 500;
/** Longest moderation reason. */
export const CHAT_REASON_MAX = 200;
/** Longest kick, in minutes (one week). */
export const CHAT_KICK_MINUTES_MAX = 7 * 24 * 60;
/** Longest slow mode, in seconds. */
export const CHAT_SLOW_SECONDS_MAX = 3600;
/** Longest banned word, and most banned words per channel. */
export const CHAT_BANNED_WORD_MAX = 50;
export const CHAT_BANNED_WORDS_PER_CHANNEL = 500;

/** A room or stream id: 1 to CHAT_ID_MAX characters. */
export const chatId = v.pipe(v.string(), v.minLength(1), v.maxLength(CHAT_ID_MAX));
/** A member's login id as the chat names them. */
export const chatLoginId = v.pipe(v.string(), v.minLength(1), v.maxLength(CHAT_ID_MAX));
/** An ISO 8601 time. */
export const chatTime = v.pipe(v.string(), v.isoTimestamp());

// ---- roles -----------------------------------------------------------------------------------

/** A reader's role in a channel's chat (roles.ts: what each may do). */
export const chatRole = v.picklist(['broadcaster', 'manager', 'member', 'guest']);
export type ChatRole = v.InferOutput<typeof chatRole>;

/** Badges shown beside a name. */
export const chatBadge = v.picklist(['broadcaster', 'manager', 'subscriber']);
export type ChatBadge = v.InferOutput<typeof chatBadge>;

/** Who a line or an action is from / about. */
export const chatPerson = v.object({ loginId: v.string(), nickname: v.string() });
export type ChatPerson = v.InferOutput<typeof chatPerson>;

/** The sender of a chat line: who, and their badges in this channel. */
export const chatSender = v.object({ loginId: v.string(), nickname: v.string(), badges: v.array(chatBadge) });
export type ChatSender = v.InferOutput<typeof chatSender>;

// ---- channel chat settings -------------------------------------------------------------------

/** A channel's chat settings (the broadcaster and managers change them). */
export const chatSettings = v.object({
  /** only the broadcaster and managers may write */
  freeze: v.boolean(),
  /** seconds a member waits between two lines; 0 = off */
  slowSeconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CHAT_SLOW_SECONDS_MAX)),
  followersOnly: v.boolean(),
  subscribersOnly: v.boolean(),
  /** longest line in this channel */
  maxLength: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CHAT_TEXT_MAX)),
});
export type ChatSettings = v.InferOutput<typeof chatSettings>;
export const defaultChatSettings: ChatSettings = { freeze: false, slowSeconds: 0, followersOnly: false, subscribersOnly: false, maxLength: CHAT_TEXT_MAX };

/** A change of some settings. */
export const chatSettingsPatch = v.partial(chatSettings);
export type ChatSettingsPatch = v.InferOutput<typeof chatSettingsPatch>;

// ---- handshake -------------------------------------------------------------------------------

/**
 * Connection auth (`io(url, { auth })`): `type: 'oauth'` with the access token (empty: the
 * flx_oauth_access cookie is used), `type: ''` for a guest; `ticket` is a guest's read ticket
 * (from `POST /api/chat/ticket`; without one a guest may not join a room).
 */
export const chatAuth = v.object({
  token: v.optional(v.string(), ''),
  type: v.optional(v.picklist(['oauth', '']), ''),
  ticket: v.optional(v.string()),
});
export type ChatAuth = v.InferOutput<typeof chatAuth>;

// ---- client -> server ------------------------------------------------------------------------

/** `join`: enter a room to receive its messages (source is always web here). The room is the channel id. */
export const chatJoin = v.object({
  room: chatId,
  streamId: chatId,
  source: v.optional(v.literal('web'), 'web'),
});
export type ChatJoin = v.InferInput<typeof chatJoin>;

/** `leave`: stop receiving a room's messages. */
export const chatLeave = v.object({ room: chatId });
export type ChatLeave = v.InferInput<typeof chatLeave>;

/** `message`: a member's chat line to a room they joined; trimmed, 1 to CHAT_TEXT_MAX characters. */
export const chatSend = v.object({
  room: chatId,
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CHAT_TEXT_MAX)),
});
export type ChatSend = v.InferInput<typeof chatSend>;

const reason = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CHAT_REASON_MAX)), '');
const target = chatLoginId;
const bannedWord = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CHAT_BANNED_WORD_MAX));

/**
 * `moderate`: a moderation action in a room, by the broadcaster or a manager (roles.ts says who
 * may do what). Every action carries a reason (may be empty) and is kept in the channel's audit log.
 */
export const chatModerate = v.variant('type', [
  v.object({ type: v.literal('manager'), room: chatId, target, reason }),
  v.object({ type: v.literal('unmanager'), room: chatId, target, reason }),
  v.object({
    type: v.literal('kick'),
    room: chatId,
    target,
    reason,
    minutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CHAT_KICK_MINUTES_MAX)), 10),
  }),
  v.object({ type: v.literal('unkick'), room: chatId, target, reason }),
  v.object({ type: v.literal('blacklist'), room: chatId, target, reason }),
  v.object({ type: v.literal('unblacklist'), room: chatId, target, reason }),
  v.object({ type: v.literal('settings'), room: chatId, settings: chatSettingsPatch, reason }),
  v.object({ type: v.literal('banned-words'), room: chatId, add: v.optional(v.array(bannedWord), []), remove: v.optional(v.array(bannedWord), []), reason }),
  v.object({ type: v.literal('announce'), room: chatId, text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CHAT_TEXT_MAX)), reason }),
]);
export type ChatModerate = v.InferInput<typeof chatModerate>;
export type ChatModerateAction = v.InferOutput<typeof chatModerate>['type'];

/** ack of `join`: refused joins say why (`ban`: kicked until / blacklisted; `code` otherwise) */
export const chatBan = v.object({
  kind: v.picklist(['kick', 'blacklist']),
  reason: v.string(),
  /** ISO time the kick ends; null for a blacklist (until removed) */
  until: v.nullable(chatTime),
});
export type ChatBan = v.InferOutput<typeof chatBan>;

export const chatJoinAck = v.object({
  joined: v.boolean(),
  role: v.optional(chatRole),
  settings: v.optional(chatSettings),
  ban: v.optional(chatBan),
  msg: v.optional(v.string()),
});
export type ChatJoinAck = v.InferOutput<typeof chatJoinAck>;

/** Why a line or an action was refused. */
export const chatRefusal = v.picklist([
  'login',
  'bad',
  'not-joined',
  'forbidden',
  'kicked',
  'blacklisted',
  'frozen',
  'slow',
  'rate',
  'followers-only',
  'subscribers-only',
  'banned-word',
  'too-long',
]);
export type ChatRefusal = v.InferOutput<typeof chatRefusal>;

/**
 * ack of `message` and `moderate`: `msg` is the refusal's text, `code` its kind; `ban` for a kicked or
 * blacklisted member (why, until when); `retryAfterMs` for slow mode and the rate limit.
 */
export const chatSendAck = v.object({
  ok: v.boolean(),
  msg: v.optional(v.string()),
  code: v.optional(chatRefusal),
  ban: v.optional(chatBan),
  retryAfterMs: v.optional(v.number()),
  /** the line's id when it was sent */
  id: v.optional(v.string()),
});
export type ChatSendAck = v.InferOutput<typeof chatSendAck>;
export type ChatModerateAck = ChatSendAck;

// ---- server -> client ------------------------------------------------------------------------

/** `message`: a chat line as the room sees it (`at`: ISO 8601 time the server took it; text is plain text). */
export const chatMessage = v.object({
  id: v.string(),
  room: chatId,
  sender: chatSender,
  text: v.string(),
  at: chatTime,
});
export type ChatMessage = v.InferOutput<typeof chatMessage>;

/**
 * `action`: what a moderator did in a room, as the room sees it (actor, target, reason, expiry).
 * A kicked or blacklisted member also gets `connection {joined: false, ban}` (why and until when).
 */
export const chatAction = v.variant('type', [
  v.object({ type: v.literal('role'), room: chatId, target: chatPerson, role: chatRole, actor: chatPerson, at: chatTime }),
  v.object({ type: v.literal('kick'), room: chatId, target: chatPerson, actor: chatPerson, reason: v.string(), until: chatTime, at: chatTime }),
  v.object({ type: v.literal('unkick'), room: chatId, target: chatPerson, actor: chatPerson, at: chatTime }),
  v.object({ type: v.literal('blacklist'), room: chatId, target: chatPerson, actor: chatPerson, reason: v.string(), at: chatTime }),
  v.object({ type: v.literal('unblacklist'), room: chatId, target: chatPerson, actor: chatPerson, at: chatTime }),
]);
export type ChatAction = v.InferOutput<typeof chatAction>;

/** A gift (luv issue): the item code (subscriptions 700-704, gifts otherwise), how many, from whom. */
export const chatGift = v.object({
  itemCode: v.pipe(v.number(), v.integer(), v.minValue(0)),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sender: chatSender,
  message: v.optional(v.string()),
  /** a message item's font style (FONT_STYLES) */
  fontStyle: v.optional(v.string()),
  /** a given subscription's member (704) */
  to: v.optional(v.object({ loginId: v.string(), nickname: v.string() })),
});
export type ChatGift = v.InferOutput<typeof chatGift>;

/** `event`: room events (system notice, gift, stream start/stop, announcement, settings change). */
export const chatEvent = v.variant('type', [
  v.object({ type: v.literal('notice'), room: chatId, text: v.string(), at: chatTime }),
  v.object({ type: v.literal('gift'), room: chatId, gift: chatGift, at: chatTime }),
  v.object({ type: v.literal('STREAMS_CHANGE'), room: chatId, streamId: v.string(), live: v.boolean(), at: chatTime }),
  v.object({ type: v.literal('announcement'), room: chatId, text: v.string(), actor: chatPerson, at: chatTime }),
  /** the channel page refetches its settings; `settings` is the new state, `actor` who changed it */
  v.object({ type: v.literal('channel-setting-update'), room: chatId, settings: chatSettings, actor: v.optional(chatPerson), at: chatTime }),
]);
export type ChatEvent = v.InferOutput<typeof chatEvent>;
export type ChatEventType = ChatEvent['type'];

/**
 * `connection`: the socket's room footprint after a join (joined true) or a leave (joined false,
 * streamId ''); `ban` when the server took the socket out of the room (kicked / blacklisted).
 */
export const chatConnection = v.object({ room: chatId, streamId: v.string(), joined: v.boolean(), ban: v.optional(chatBan) });
export type ChatConnection = v.InferOutput<typeof chatConnection>;

/** Every event's payload schema by direction and name (events.ts derives the socket.io maps from the same types). */
export const chatClientPayloads = { join: chatJoin, leave: chatLeave, message: chatSend, moderate: chatModerate } as const;
export const chatServerPayloads = { message: chatMessage, action: chatAction, event: chatEvent, connection: chatConnection } as const;

// ---- HTTP (apps/api chat routes) -------------------------------------------------------------

/** `POST /api/channels/{id}/stream/message`: a program's chat line through HTTP (same checks as the socket). */
export const chatHttpMessageBody = v.object({
  streamId: chatId,
  source: v.optional(v.picklist(['web', 'bot', 'api']), 'api'),
  message: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CHAT_TEXT_MAX)),
  messageType: v.optional(v.picklist(['chat']), 'chat'),
});
export type ChatHttpMessageBody = v.InferInput<typeof chatHttpMessageBody>;

/** `POST /api/chat/ticket {channelId}`: a guest's short-lived read ticket for the handshake's `auth.ticket`. */
export const chatTicketBody = v.object({ channelId: chatId });
export const chatTicketReply = v.object({ ticket: v.string(), expiresAt: chatTime });
export type ChatTicketReply = v.InferOutput<typeof chatTicketReply>;

/** `GET /api/channels/{id}/stream/players`: how many watch; names only for the broadcaster and managers. */
export const chatPlayersReply = v.object({ count: v.number(), players: v.optional(v.array(chatPerson)) });
export type ChatPlayersReply = v.InferOutput<typeof chatPlayersReply>;
