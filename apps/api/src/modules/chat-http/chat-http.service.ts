import { randomUUID } from 'node:crypto';
import { badgesOf, checkLine, isModerator, VIEWER_PRESENCE_TTL_S, type ChatAuditAction, type ChatAuditLogReply, type ChatMessage, type ChatModerationReply, type ChatPlayersReply, type ChatSendAck } from '@luvcast/contracts';
import { signChatTicket } from '@luvcast/server-auth';
import { limitLine, type ChatCounters } from '@luvcast/server-chat';
import { refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';

/**
 * Chat over HTTP (issue 10): guest read tickets, lines sent by programs with the same checks as
 * the socket (the contracts' checkLine over the same repositories), the viewers of a live, and the
 * moderation reads of the broadcaster's (and managers') chat settings menu and audit log.
 */
export function createChatHttpService(app: App, counters: ChatCounters) {
  return {
    async ticket(channelId: number) {
      if (!(await app.channels.findById(channelId))) return null;
      const { ticket, expiresAt } = await signChatTicket(channelId, app.config.jwtSecret);
      return { ticket, expiresAt: expiresAt.toISOString() };
    },

    /**
     * A program's line: the socket's rules (checkLine), then the same rate limit and slow mode
     * (`limitLine` of server-chat over the counters the chat instances share); published on the
     * chat bus, which every chat instance LISTENs on. Null for an unknown channel.
     */
    async send(member: AuthedMember, channelId: number, text: string): Promise<ChatSendAck | null> {
      const [ctx, settings, bannedWords] = await Promise.all([
        app.chatModeration.memberContext(channelId, member.id),
        app.chatModeration.settings(channelId),
        app.chatModeration.bannedWords(channelId),
      ]);
      if (!ctx) return null;
      const refused = checkLine({ ...ctx, settings, bannedWords }, text);
      if (refused) return refused;
      const limited = await limitLine(counters, { channelId, memberId: member.id, role: ctx.role, settings });
      if (limited) return limited;
      const id = randomUUID();
      const line: ChatMessage = { id, room: String(channelId), sender: { loginId: member.loginId, nickname: member.row.nickname, badges: badgesOf(ctx.role, ctx.subscriber) }, text, at: new Date().toISOString() };
      await app.chatBus.publish(line);
      return { ok: true, id };
    },

    /**
     * What the chat settings menu lists: settings, managers, banned words, blacklist and kicks in
     * force. Broadcaster and managers only (403), unknown channel 404.
     */
    async moderation(member: AuthedMember, channelId: number): Promise<Refusal | ChatModerationReply> {
      const ctx = await app.chatModeration.memberContext(channelId, member.id);
      if (!ctx) return refusal('common.notFound', 404, { code: false });
      if (!isModerator(ctx.role)) return refusal('chat.forbidden', 403);
      const [settings, managers, bannedWords, blacklist, kicks] = await Promise.all([
        app.chatModeration.settings(channelId),
        app.chatModeration.managers(channelId),
        app.chatModeration.bannedWords(channelId),
        app.chatModeration.blacklist(channelId),
        app.chatModeration.kicks(channelId),
      ]);
      return {
        settings,
        managers: managers.map((m) => ({ loginId: m.loginId, nickname: m.nickname })),
        bannedWords,
        blacklist: blacklist.map((b) => ({ loginId: b.loginId, nickname: b.nickname, reason: b.reason, at: b.createdAt.toISOString() })),
        kicks: kicks.map((k) => ({ loginId: k.loginId, nickname: k.nickname, reason: k.reason, until: k.expiresAt.toISOString(), at: k.createdAt.toISOString() })),
      };
    },

    /** The channel's chat audit log, newest first: the broadcaster only (403 for managers and others), unknown channel 404. */
    async auditLog(member: AuthedMember, channelId: number, page: { offset: number; limit: number }): Promise<Refusal | ChatAuditLogReply> {
      const ctx = await app.chatModeration.memberContext(channelId, member.id);
      if (!ctx) return refusal('common.notFound', 404, { code: false });
      if (ctx.role !== 'broadcaster') return refusal('chat.forbidden', 403);
      const [rows, total] = await Promise.all([app.chatModeration.auditLog(channelId, page), app.chatModeration.auditTotal(channelId)]);
      const person = (loginId: string | null, nickname: string | null) => (loginId === null ? null : { loginId, nickname: nickname ?? '' });
      return {
        list: rows.map((r) => ({
          id: r.id,
          action: r.action as ChatAuditAction,
          actor: person(r.actorLoginId, r.actorNickname),
          target: person(r.targetLoginId, r.targetNickname),
          reason: r.reason,
          expiresAt: r.expiresAt?.toISOString() ?? null,
          detail: r.detail,
          at: r.createdAt.toISOString(),
        })),
        total,
        offset: page.offset,
        limit: page.limit,
      };
    },

    /** How many watch the channel's live; names only for the broadcaster and managers. */
    async players(channelId: number, member: AuthedMember | null): Promise<ChatPlayersReply | null> {
      const channel = await app.channels.findById(channelId);
      if (!channel) return null;
      const streamId = channel.liveStreamId;
      const count = streamId ? await app.viewerPresence.count(streamId, VIEWER_PRESENCE_TTL_S) : 0;
      const role = member ? (await app.chatModeration.memberContext(channelId, member.id))?.role : undefined;
      if (role !== 'broadcaster' && role !== 'manager') return { count };
      return { count, players: streamId ? await app.chatModeration.viewers(streamId, VIEWER_PRESENCE_TTL_S) : [] };
    },
  };
}
export type ChatHttpService = ReturnType<typeof createChatHttpService>;
