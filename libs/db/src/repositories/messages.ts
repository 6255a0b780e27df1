import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { members, messageBlocks, messages } from '../schema';

export type MessageBox = 'received' | 'sent';

export interface MessageLine {
  id: number;
  content: string;
  createdAt: Date;
  readAt: Date | null;
  sender: { loginId: string; nickname: string };
  recipient: { loginId: string; nickname: string };
}

/** Direct messages between members and their block lists. Each side sees and deletes its own copy. */
export function messagesRepository(db: Db) {
  const sender = alias(members, 'sender');
  const recipient = alias(members, 'recipient');
  /** The messages of a member's box that the member has not deleted. */
  const mine = (memberId: number, box: MessageBox) =>
    box === 'received' ? and(eq(messages.recipientId, memberId), isNull(messages.recipientDeletedAt)) : and(eq(messages.senderId, memberId), isNull(messages.senderDeletedAt));
  const lines = (where: ReturnType<typeof and>, tx: Db) =>
    tx
      .select({ m: messages, sLogin: sender.loginId, sNick: sender.nickname, rLogin: recipient.loginId, rNick: recipient.nickname })
      .from(messages)
      .innerJoin(sender, eq(sender.id, messages.senderId))
      .innerJoin(recipient, eq(recipient.id, messages.recipientId))
      .where(where)
      .orderBy(desc(messages.id));
  const lineOf = (r: { m: typeof messages.$inferSelect; sLogin: string; sNick: string; rLogin: string; rNick: string }): MessageLine => ({
    id: r.m.id,
    content: r.m.content,
    createdAt: r.m.createdAt,
    readAt: r.m.readAt,
    sender: { loginId: r.sLogin, nickname: r.sNick },
    recipient: { loginId: r.rLogin, nickname: r.rNick },
  });

  return {
    async send(senderId: number, recipientId: number, content: string, tx: Db = db): Promise<MessageLine> {
      const [row] = await tx.insert(messages).values({ senderId, recipientId, content }).returning({ id: messages.id });
      return lineOf((await lines(eq(messages.id, row.id), tx))[0]);
    },
    /** A box, newest first, with its total and (received) how many are unread. */
    async box(memberId: number, box: MessageBox, page: { offset: number; limit: number }, tx: Db = db) {
      const rows = await lines(mine(memberId, box), tx).offset(page.offset).limit(page.limit);
      const [totals] = await tx
        .select({ total: count(), unread: sql<number>`count(*) filter (where ${messages.readAt} is null)::int` })
        .from(messages)
        .where(mine(memberId, box));
      return { list: rows.map(lineOf), total: Number(totals.total), unread: box === 'received' ? Number(totals.unread) : 0 };
    },
    /** A message in the member's received box (null when it is not there). */
    async received(memberId: number, id: number, tx: Db = db): Promise<MessageLine | null> {
      const [row] = await lines(and(eq(messages.id, id), mine(memberId, 'received')), tx);
      return row ? lineOf(row) : null;
    },
    /** The recipient opened it (null when it is not theirs). */
    async markRead(memberId: number, id: number, tx: Db = db): Promise<Date | null> {
      const [row] = await tx
        .update(messages)
        .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
        .where(and(eq(messages.id, id), mine(memberId, 'received')))
        .returning({ readAt: messages.readAt });
      return row?.readAt ?? null;
    },
    /** Deletes these messages for the member (their own copies only); how many went. */
    async deleteFor(memberId: number, ids: number[], tx: Db = db): Promise<number> {
      if (ids.length === 0) return 0;
      const received = await tx.update(messages).set({ recipientDeletedAt: sql`now()` }).where(and(inArray(messages.id, ids), mine(memberId, 'received'))).returning({ id: messages.id });
      const sent = await tx.update(messages).set({ senderDeletedAt: sql`now()` }).where(and(inArray(messages.id, ids), mine(memberId, 'sent'))).returning({ id: messages.id });
      return new Set([...received, ...sent].map((r) => r.id)).size;
    },
    /** Deletes a whole box for the member. */
    async deleteBox(memberId: number, box: MessageBox, tx: Db = db): Promise<number> {
      const set = box === 'received' ? { recipientDeletedAt: sql`now()` } : { senderDeletedAt: sql`now()` };
      return (await tx.update(messages).set(set).where(mine(memberId, box)).returning({ id: messages.id })).length;
    },
    async block(memberId: number, blockedId: number, tx: Db = db): Promise<void> {
      await tx.insert(messageBlocks).values({ memberId, blockedId }).onConflictDoNothing();
    },
    async unblock(memberId: number, blockedId: number, tx: Db = db): Promise<boolean> {
      return (await tx.delete(messageBlocks).where(and(eq(messageBlocks.memberId, memberId), eq(messageBlocks.blockedId, blockedId))).returning({ id: messageBlocks.blockedId })).length > 0;
    },
    async isBlocked(memberId: number, blockedId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ id: messageBlocks.blockedId }).from(messageBlocks).where(and(eq(messageBlocks.memberId, memberId), eq(messageBlocks.blockedId, blockedId)));
      return !!row;
    },
    /** Whom the member blocked, newest first. */
    async blockList(memberId: number, tx: Db = db) {
      return tx
        .select({ loginId: members.loginId, nickname: members.nickname, blockedAt: messageBlocks.createdAt })
        .from(messageBlocks)
        .innerJoin(members, eq(members.id, messageBlocks.blockedId))
        .where(eq(messageBlocks.memberId, memberId))
        .orderBy(desc(messageBlocks.createdAt));
    },
  };
}
export type MessagesRepository = ReturnType<typeof messagesRepository>;
