// The rules a chat line must pass, as one pure function over the shared state read for it
// (role, follow, subscription, ban in force, the channel's settings and banned words). Counters
// (rate limit, slow mode) are checked after it by apps/chat/src/counters.ts.
import { messageText } from '../messages';
import { findBannedWord } from './banned-words';
import { canWrite, exemptFromRoomRules } from './roles';
import type { ChatBan, ChatRefusal, ChatRole, ChatSettings } from './socket-payloads';

export interface LineContext {
  role: ChatRole;
  follower: boolean;
  subscriber: boolean;
  ban: { kind: 'kick' | 'blacklist'; reason: string; expiresAt: Date | null } | null;
  settings: ChatSettings;
  bannedWords: readonly string[];
}

export interface Refused {
  ok: false;
  code: ChatRefusal;
  msg: string;
  ban?: ChatBan;
}

/** A ban as the member is told it: why and until when (null: until removed). */
export function banOf(ban: NonNullable<LineContext['ban']>): ChatBan {
  return { kind: ban.kind, reason: ban.reason, until: ban.expiresAt ? ban.expiresAt.toISOString() : null };
}

/** The text telling a member why they are banned and until when. */
export function banText(ban: ChatBan): string {
  return ban.kind === 'kick'
    ? messageText('chat.kicked').replace('{reason}', ban.reason || '-').replace('{until}', ban.until ?? '')
    : messageText('chat.blacklisted').replace('{reason}', ban.reason || '-');
}

/** Why `text` may not be sent, or null when the rules let it through (order: who, ban, room rules, content). */
export function checkLine(ctx: LineContext, text: string): Refused | null {
  if (!canWrite(ctx.role)) return { ok: false, code: 'login', msg: messageText('common.loginRequired') };
  if (ctx.ban) {
    const ban = banOf(ctx.ban);
    return { ok: false, code: ban.kind === 'kick' ? 'kicked' : 'blacklisted', msg: banText(ban), ban };
  }
  const max = ctx.settings.maxLength;
  if ([...text].length > max) return { ok: false, code: 'too-long', msg: messageText('chat.tooLong').replace('{max}', String(max)) };
  if (exemptFromRoomRules(ctx.role)) return null;
  if (ctx.settings.freeze) return { ok: false, code: 'frozen', msg: messageText('chat.frozen') };
  if (ctx.settings.followersOnly && !ctx.follower) return { ok: false, code: 'followers-only', msg: messageText('chat.followersOnly') };
  if (ctx.settings.subscribersOnly && !ctx.subscriber) return { ok: false, code: 'subscribers-only', msg: messageText('chat.subscribersOnly') };
  if (findBannedWord(text, ctx.bannedWords)) return { ok: false, code: 'banned-word', msg: messageText('chat.bannedWord') };
  return null;
}
