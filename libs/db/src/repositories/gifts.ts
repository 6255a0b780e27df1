import { and, desc, eq, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatEvent } from '@luvcast/contracts';
import type { Db } from '../client';
import { CHAT_NOTIFY_CHANNEL } from './chat-bus';
import { rowsOfNamed } from './rows';
import { channels, gifts, members, type GiftRow } from '../schema';

export interface GiftLine {
  id: number;
  amount: number;
  itemCode: number | null;
  quantity: number;
  message: string;
  channelId: number;
  streamId: number | null;
  createdAt: Date;
  /** the other side: the sender of a received gift, the broadcaster of a sent one */
  counterpart: { loginId: string; nickname: string };
}

/** Which gifts: plain luv, gift items, or both. */
export type GiftFilter = 'luv' | 'item' | 'all';
const byKind = (filter: GiftFilter): SQL | undefined => (filter === 'luv' ? isNull(gifts.itemCode) : filter === 'item' ? isNotNull(gifts.itemCode) : undefined);

/** A member's gifts: received (as the broadcaster) or sent, of a kind. */
const whereOf = (side: 'received' | 'sent', memberId: number, filter: GiftFilter) => and(eq(side === 'received' ? gifts.broadcasterId : gifts.senderId, memberId), byKind(filter));

/** Gifts of luv and gift items to broadcasters (their ledger transfers are written beside them). */
/** Who a gift moves luv between (see `partiesRead`). */
export interface GiftParties {
  channelId: number;
  broadcasterId: number;
  liveStreamId: number | null;
  walletId: number | null;
  earningsId: number | null;
}

export function giftsRepository(db: Db) {
  const other = alias(members, 'counterpart');
  async function lines(side: 'received' | 'sent', memberId: number, filter: GiftFilter, page: { offset: number; limit: number }, tx: Db) {
    const theirs = side === 'received' ? gifts.senderId : gifts.broadcasterId;
    const where = whereOf(side, memberId, filter);
    const rows = await tx
      .select({
        id: gifts.id,
        amount: gifts.amount,
        itemCode: gifts.itemCode,
        quantity: gifts.quantity,
        message: gifts.message,
        channelId: gifts.channelId,
        streamId: gifts.streamId,
        createdAt: gifts.createdAt,
        loginId: other.loginId,
        nickname: other.nickname,
      })
      .from(gifts)
      .innerJoin(other, eq(other.id, theirs))
      .where(where)
      .orderBy(desc(gifts.id))
      .offset(page.offset)
      .limit(page.limit);
    const list: GiftLine[] = rows.map(({ loginId, nickname, ...g }) => ({ ...g, counterpart: { loginId, nickname } }));
    return { list, ...(await totals(side, memberId, filter, tx)) };
  }
  /** How many gifts and their luv, over all pages. */
  async function totals(side: 'received' | 'sent', memberId: number, filter: GiftFilter, tx: Db) {
    const [{ n, sum }] = await tx
      .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${gifts.amount}), 0)` })
      .from(gifts)
      .where(whereOf(side, memberId, filter));
    return { total: Number(n), sum: Number(sum) };
  }

  return {
    async create(values: Omit<GiftRow, 'id' | 'createdAt'>, tx: Db = db): Promise<GiftRow> {
      const [row] = await tx.insert(gifts).values(values).returning();
      return row;
    },
    async findByTransfer(transferId: number, tx: Db = db): Promise<GiftRow | null> {
      const [row] = await tx.select().from(gifts).where(eq(gifts.transferId, transferId));
      return row ?? null;
    },
    /** Gifts a broadcaster received, newest first, with the senders; `sum` of their luv over all pages. */
    received: (memberId: number, filter: GiftFilter, page: { offset: number; limit: number }, tx: Db = db) => lines('received', memberId, filter, page, tx),
    /** How many gifts a broadcaster received and their luv (no page). */
    receivedTotals: (memberId: number, filter: GiftFilter, tx: Db = db) => totals('received', memberId, filter, tx),
    /** Gifts a member sent, newest first, with the broadcasters; `sum` of their luv over all pages. */
    sent: (memberId: number, filter: GiftFilter, page: { offset: number; limit: number }, tx: Db = db) => lines('sent', memberId, filter, page, tx),
    /** Luv per day (Asia/Seoul) received by a broadcaster or sent by a member since `since`, oldest first. */
    async daily(side: 'received' | 'sent', memberId: number, since: Date, tx: Db = db): Promise<{ day: string; amount: number }[]> {
      const mine = side === 'received' ? gifts.broadcasterId : gifts.senderId;
      const day = sql<string>`to_char(${gifts.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
      const rows = await tx
        .select({ day, amount: sql<string>`sum(${gifts.amount})` })
        .from(gifts)
        .where(and(eq(mine, memberId), gte(gifts.createdAt, since)))
        .groupBy(day)
        .orderBy(day);
      return rows.map((r) => ({ day: r.day, amount: Number(r.amount) }));
    },
    /**
     * The parties of a gift to a channel, as a read the caller sends with its idempotency claim
     * (one round trip): the channel, its owner and live, the sender's wallet and the owner's
     * earnings account (null until the first gift). `partiesFrom` reads its row.
     */
    partiesRead(channelId: number, senderId: number): { name: string; query: SQL } {
      return {
        name: 'gift_parties',
        query: sql`
          select c.id, c.owner_id, c.live_stream_id,
            (select w.id from ledger_accounts w where w.member_id = ${senderId} and w.kind = 'wallet') as wallet_id,
            (select e.id from ledger_accounts e where e.member_id = c.owner_id and e.kind = 'earnings') as earnings_id
          from channels c where c.id = ${channelId}`,
      };
    },
    partiesFrom(row: Record<string, unknown> | null): GiftParties | null {
      if (!row) return null;
      const id = (k: string) => (row[k] === null || row[k] === undefined ? null : Number(row[k]));
      return { channelId: id('id')!, broadcasterId: id('owner_id')!, liveStreamId: id('live_stream_id'), walletId: id('wallet_id'), earningsId: id('earnings_id') };
    },
    /**
     * The gift row, its chat event on the bus (delivered at commit, see chatBusRepository) and the
     * balance of the wallet it came from, in one statement after its transfer.
     */
    async createAnnounced(
      values: Omit<GiftRow, 'id' | 'createdAt'>,
      event: ChatEvent,
      walletId: number,
      tx: Db,
      keepIn?: (statusCode: number, response: SQL) => SQL,
    ): Promise<{ id: number; streamId: number | null; walletBalance: number }> {
      const v = values;
      // the answer of POST /api/lives/gift, kept under its idempotency key in this same statement
      const kept = keepIn
        ? sql`, kept as (${keepIn(200, sql`(select jsonb_build_object('giftId', g.id, 'amount', g.amount, 'luvSum', w.balance, 'streamId', g.stream_id) from g, ledger_accounts w where w.id = ${walletId})`)})`
        : sql``;
      const [row] = await rowsOfNamed<{ id: number; stream_id: number | null; balance: string }>(
        tx,
        keepIn ? 'gift_create_announced_kept' : 'gift_create_announced',
        sql`
          with g as (
            insert into gifts (sender_id, broadcaster_id, channel_id, stream_id, amount, item_code, quantity, message, font_style, transfer_id)
            values (${v.senderId}, ${v.broadcasterId}, ${v.channelId}, ${v.streamId}, ${v.amount}, ${v.itemCode}, ${v.quantity}, ${v.message}, ${v.fontStyle}, ${v.transferId})
            returning id, stream_id, amount
          ), announced as (select pg_notify(${CHAT_NOTIFY_CHANNEL}, ${JSON.stringify(event)}))${kept}
          select g.id, g.stream_id, w.balance from g, announced, ledger_accounts w where w.id = ${walletId}`,
      );
      return { id: Number(row.id), streamId: row.stream_id === null ? null : Number(row.stream_id), walletBalance: Number(row.balance) };
    },
    /** The broadcaster and live of a channel (who receives a gift item used there). */
    async recipientOf(channelId: number, tx: Db = db): Promise<{ channelId: number; broadcasterId: number; liveStreamId: number | null } | null> {
      const [row] = await tx.select({ channelId: channels.id, broadcasterId: channels.ownerId, liveStreamId: channels.liveStreamId }).from(channels).where(eq(channels.id, channelId));
      return row ?? null;
    },
  };
}
export type GiftsRepository = ReturnType<typeof giftsRepository>;
