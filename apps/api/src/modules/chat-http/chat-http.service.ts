import { randomUUID } from 'node:crypto';
import { badgesOf, checkLine, messageText, VIEWER_PRESENCE_TTL_S, type ChatMessage, type ChatPlayersReply, type ChatSendAck } from '@luvcast/contracts';
import { signChatTicket } from '@luvcast/server-auth';
import { sql } from 'drizzle-orm';
import type { App, AuthedMember } from '../../types';

/** The PostgreSQL NOTIFY channel chat instances LISTEN on for lines sent through HTTP (docs/adr/0011). */
export const CHAT_NOTIFY_CHANNEL = 'chat_messages';

/**
 * Chat over HTTP (issue 10): guest read tickets, lines sent by programs with the same checks as
 * the socket (the contracts' checkLine over the same repositories), and the viewers of a live.
 */
export function createChatHttpService(app: App) {
  return {
    async ticket(channelId: number) {
      if (!(await app.channels.findById(channelId))) return null;
      const { ticket, expiresAt } = await signChatTicket(channelId, app.config.jwtSecret);
      return { ticket, expiresAt: expiresAt.toISOString() };
    },

    /** A program's line: same rules as the socket; published with pg_notify (every chat instance LISTENs). */
    async send(member: AuthedMember, channelId: number, text: string): Promise<ChatSendAck | null> {
      const [ctx, settings, bannedWords] = await Promise.all([
        app.chatModeration.memberContext(channelId, member.id),
        app.chatModeration.settings(channelId),
        app.chatModeration.bannedWords(channelId),
      ]);
      if (!ctx) return null;
      const refused = checkLine({ ...ctx, settings, bannedWords }, text);
      if (refused) return refused;
      if (ctx.role !== 'broadcaster' && (await app.rateLimits.hit(`chat:rate:${channelId}:${member.id}`, 3)) > 5) return { ok: false, code: 'rate', msg: messageText('chat.rate') };
      const id = randomUUID();
      const line: ChatMessage = { id, room: String(channelId), sender: { loginId: member.loginId, nickname: member.row.nickname, badges: badgesOf(ctx.role, ctx.subscriber) }, text, at: new Date().toISOString() };
      await app.db.execute(sql`select pg_notify(${CHAT_NOTIFY_CHANNEL}, ${JSON.stringify(line)})`);
      return { ok: true, id };
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
