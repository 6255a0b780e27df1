import { MESSAGES_PER_MINUTE, type MessageView, type SendMessageBody } from '@luvcast/contracts';
import type { MessageBox, MessageLine } from '@luvcast/db';
import { perMinute, refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';

export type MessagesServiceDeps = Pick<App, 'messages' | 'members' | 'rateLimits'>;

const viewOf = (m: MessageLine, box: MessageBox): MessageView => ({
  messageId: m.id,
  content: m.content,
  createdAt: m.createdAt.toISOString(),
  readAt: m.readAt?.toISOString() ?? null,
  box,
  from: m.sender,
  to: m.recipient,
});

/**
 * Direct messages (issue 12): a member writes to another by login id unless that member blocked
 * them; each side reads and deletes only its own copy. Someone else's message is "not found".
 */
export function createMessagesService(app: MessagesServiceDeps) {
  /** An active member by login id (withdrawn and blocked accounts take no messages). */
  const activeMember = async (loginId: string) => {
    const m = await app.members.findByLoginId(loginId);
    return m && m.status === 'active' && !m.expiredAt ? m : null;
  };

  return {
    async send(member: AuthedMember, body: SendMessageBody): Promise<MessageView | Refusal> {
      const to = await activeMember(body.loginId);
      if (!to) return refusal('messages.recipient.notFound', 404);
      if (to.id === member.id) return refusal('messages.self', 400);
      // the sender learns only that this member takes no messages from them
      if (await app.messages.isBlocked(to.id, member.id)) return refusal('messages.blocked', 403);
      const tooMany = await perMinute(app.rateLimits, `message:${member.id}`, MESSAGES_PER_MINUTE, 'messages.tooMany');
      if (tooMany) return tooMany;
      return viewOf(await app.messages.send(member.id, to.id, body.content), 'sent');
    },

    async box(member: AuthedMember, box: MessageBox, page: { offset: number; limit: number }) {
      const r = await app.messages.box(member.id, box, page);
      return { list: r.list.map((m) => viewOf(m, box)), total: r.total, unread: r.unread, ...page };
    },

    async read(member: AuthedMember, id: number): Promise<{ messageId: number; readAt: string } | Refusal> {
      const readAt = await app.messages.markRead(member.id, id);
      return readAt ? { messageId: id, readAt: readAt.toISOString() } : refusal('messages.notFound', 404);
    },

    async remove(member: AuthedMember, ids: number[]): Promise<{ deleted: number } | Refusal> {
      const deleted = await app.messages.deleteFor(member.id, ids);
      return ids.length === 1 && deleted === 0 ? refusal('messages.notFound', 404) : { deleted };
    },
    removeBox: async (member: AuthedMember, box: MessageBox) => ({ deleted: await app.messages.deleteBox(member.id, box) }),

    async block(member: AuthedMember, loginId: string, on: boolean): Promise<{ loginId: string; isBlock: boolean } | Refusal> {
      const other = await app.members.findByLoginId(loginId);
      if (!other) return refusal('messages.recipient.notFound', 404);
      if (other.id === member.id) return refusal('messages.self', 400);
      if (on) await app.messages.block(member.id, other.id);
      else await app.messages.unblock(member.id, other.id);
      return { loginId: other.loginId, isBlock: on };
    },
    async isBlock(member: AuthedMember, loginId: string): Promise<{ loginId: string; isBlock: boolean } | Refusal> {
      const other = await app.members.findByLoginId(loginId);
      if (!other) return refusal('messages.recipient.notFound', 404);
      return { loginId: other.loginId, isBlock: await app.messages.isBlocked(member.id, other.id) };
    },
    blockList: async (member: AuthedMember) => ({ list: (await app.messages.blockList(member.id)).map((b) => ({ ...b, blockedAt: b.blockedAt.toISOString() })) }),
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
