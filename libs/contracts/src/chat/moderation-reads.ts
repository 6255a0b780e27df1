import * as v from 'valibot';
import { paginationQuery } from '../pagination';
import { chatPerson, chatSettings, chatTime } from './socket-payloads';

// ---- HTTP reads of a channel's chat moderation (apps/api chat-http routes; issue 10) -------------

/**
 * `GET /api/channels/{id}/chat/moderation`: what the broadcaster's (and managers') chat settings
 * menu lists: the settings, the managers, the banned words, the blacklist and the kicks in force.
 * Broadcaster and managers only (403 for others, 401 signed out, 404 unknown channel).
 */
export const chatModerationReply = v.object({
  settings: chatSettings,
  managers: v.array(chatPerson),
  bannedWords: v.array(v.string()),
  blacklist: v.array(v.object({ ...chatPerson.entries, reason: v.string(), at: chatTime })),
  kicks: v.array(v.object({ ...chatPerson.entries, reason: v.string(), until: chatTime, at: chatTime })),
});
export type ChatModerationReply = v.InferOutput<typeof chatModerationReply>;

/** The actions an audit-log entry can record (the `moderate` actions of socket-payloads.ts). */
export const chatAuditAction = v.picklist(['settings', 'banned-words', 'announce', 'manager', 'unmanager', 'kick', 'unkick', 'blacklist', 'unblacklist']);
export type ChatAuditAction = v.InferOutput<typeof chatAuditAction>;

/** `GET /api/channels/{id}/chat/audit-log?offset&limit` (default 20, newest first). */
export const chatAuditLogQuery = paginationQuery(20);
export type ChatAuditLogQuery = v.InferInput<typeof chatAuditLogQuery>;

/**
 * One audit-log entry: who did what to whom, why, until when (kicks), and the change's detail
 * (settings patch, banned words added / removed, announcement text). Broadcaster only.
 */
export const chatAuditEntry = v.object({
  id: v.number(),
  action: chatAuditAction,
  /** null when the actor's account is gone */
  actor: v.nullable(chatPerson),
  target: v.nullable(chatPerson),
  reason: v.string(),
  expiresAt: v.nullable(chatTime),
  detail: v.record(v.string(), v.unknown()),
  at: chatTime,
});
export type ChatAuditEntry = v.InferOutput<typeof chatAuditEntry>;
export const chatAuditLogReply = v.object({ list: v.array(chatAuditEntry), total: v.number(), offset: v.number(), limit: v.number() });
export type ChatAuditLogReply = v.InferOutput<typeof chatAuditLogReply>;
