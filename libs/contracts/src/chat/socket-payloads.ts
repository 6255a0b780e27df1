// The chat socket's payloads (spec §4 and §7 "Chat socket"), one valibot schema each: apps/chat
// validates what clients send with them, the web chat client types what it sends and reads.
// socket.io event maps derived from them are in events.ts.
import * as v from 'valibot';

/** Longest room id / stream id the chat server accepts. */
export const CHAT_ID_MAX = 100;
/** Longest chat line (after trimming). */
export const CHAT_TEXT_MAX = 500;

/** A room or stream id: 1 to CHAT_ID_MAX characters. */
export const chatId = v.pipe(v.string(), v.minLength(1), v.maxLength(CHAT_ID_MAX));

// ---- handshake -------------------------------------------------------------------------------

/**
 * Connection auth (`io(url, { auth })`): `type: 'oauth'` with the access token (empty: the
 * flx_oauth_access cookie is used), `type: ''` for a guest; `ticket` is reserved by the spec.
 */
export const chatAuth = v.object({
  token: v.optional(v.string(), ''),
  type: v.optional(v.picklist(['oauth', '']), ''),
  ticket: v.optional(v.string()),
});
export type ChatAuth = v.InferOutput<typeof chatAuth>;

// ---- client -> server ------------------------------------------------------------------------

/** `join`: enter a room to receive its messages (source is always web here). */
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

/** ack of `join` */
export const chatJoinAck = v.object({ joined: v.boolean() });
export type ChatJoinAck = v.InferOutput<typeof chatJoinAck>;

/** ack of `message`: `msg` is the refusal's text (login required, bad access) */
export const chatSendAck = v.object({ ok: v.boolean(), msg: v.optional(v.string()) });
export type ChatSendAck = v.InferOutput<typeof chatSendAck>;

// ---- server -> client ------------------------------------------------------------------------

/** `message`: a chat line as the room sees it (`at`: ISO 8601 time the server took it). */
export const chatMessage = v.object({
  room: chatId,
  loginId: v.string(),
  nickname: v.string(),
  text: v.string(),
  at: v.pipe(v.string(), v.isoTimestamp()),
});
export type ChatMessage = v.InferOutput<typeof chatMessage>;

/** `action` and `event`: a typed notice to a room (gift, announcement, channel-setting-update, ...); payload per type. */
export const chatNotice = v.object({ room: chatId, type: v.pipe(v.string(), v.minLength(1)), payload: v.optional(v.unknown()) });
export type ChatAction = v.InferOutput<typeof chatNotice>;
export type ChatEvent = v.InferOutput<typeof chatNotice>;

/** `connection`: the socket's room footprint after a join (joined true) or a leave (joined false, streamId ''). */
export const chatConnection = v.object({ room: chatId, streamId: v.string(), joined: v.boolean() });
export type ChatConnection = v.InferOutput<typeof chatConnection>;

/** Every event's payload schema by direction and name (events.ts derives the socket.io maps from the same types). */
export const chatClientPayloads = { join: chatJoin, leave: chatLeave, message: chatSend } as const;
export const chatServerPayloads = { message: chatMessage, action: chatNotice, event: chatNotice, connection: chatConnection } as const;
