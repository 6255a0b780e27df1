import { and, desc, eq, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatEvent } from '@luvcast/contracts';
import type { Db } from '../client';
import { CHAT_NOTIFY_CHANNEL } from './chat-bus';
import { rowsOf, rowsOfNamed } from './rows';
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

/** A channel a member gifted to, with their rank among its gifters (see `giftedChannels`). */
export interface GiftedChannelRow {
  channelId: number;
  loginId: string;
  nickname: string;
  total: number;
  rank: number;
  gifters: number;
}
/** A gifter of a channel, ranked (see `channelGifters`); `isSponser` is their setting (true without a row). */
export interface ChannelGifterRow {
  rank: number;
  senderId: number;
  loginId: string;
  nickname: string;
  total: number;
  isSponser: boolean;
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
    /** How many gifts a member sent and their luv, all time (no page). */
    sentTotals: (memberId: number, tx: Db = db) => totals('sent', memberId, 'all', tx),
    /**
     * The channels a member gifted to, their biggest total first (then the latest gift), with their
     * rank among each channel's gifters (1 + how many sent more; equal totals share a rank) and how
     * many gifted there. The member's gifts come from gifts_sender_idx; each channel's totals from
     * gifts_broadcaster_idx (one channel per broadcaster), once per channel of the page.
     */
    async giftedChannels(senderId: number, page: { offset: number; limit: number }, tx: Db = db): Promise<{ list: GiftedChannelRow[]; total: number }> {
      const rows = rowsOf<{ channel_id: number; login_id: string; nickname: string; total: string; above: string; gifters: string }>(
        await tx.execute(sql`
          with mine as (
            select g.broadcaster_id, g.channel_id, sum(g.amount)::bigint as total, max(g.id) as last_id
            from gifts g where g.sender_id = ${senderId}
            group by g.broadcaster_id, g.channel_id
            order by total desc, last_id desc
            offset ${page.offset} limit ${page.limit}
          )
          select m.channel_id, b.login_id, b.nickname, m.total, r.above, r.gifters
          from mine m
          join members b on b.id = m.broadcaster_id
          cross join lateral (
            select count(*) filter (where t.total > m.total) as above, count(*) as gifters
            from (select sum(x.amount) as total from gifts x where x.broadcaster_id = m.broadcaster_id and x.channel_id = m.channel_id group by x.sender_id) t
          ) r
          order by m.total desc, m.last_id desc`),
      );
      const [{ n }] = rowsOf<{ n: string }>(
        await tx.execute(sql`select count(*) as n from (select 1 from gifts g where g.sender_id = ${senderId} group by g.broadcaster_id, g.channel_id) c`),
      );
      return {
        list: rows.map((r) => ({ channelId: Number(r.channel_id), loginId: r.login_id, nickname: r.nickname, total: Number(r.total), rank: Number(r.above) + 1, gifters: Number(r.gifters) })),
        total: Number(n),
      };
    },
    /**
     * A channel's gifters by their total (rank() over the totals: equal totals share a rank; among
     * them who got there first leads), with their isSponser setting; `total`: how many gifted.
     * One pass over the broadcaster's gifts (gifts_broadcaster_idx).
     */
    async channelGifters(broadcasterId: number, channelId: number, page: { offset: number; limit: number }, tx: Db = db): Promise<{ list: ChannelGifterRow[]; total: number }> {
      const rows = rowsOf<{ rank: string; sender_id: number; login_id: string; nickname: string; total: string; is_sponser: boolean; gifters: string }>(
        await tx.execute(sql`
          with t as (
            select g.sender_id, sum(g.amount)::bigint as total, max(g.id) as last_id
            from gifts g where g.broadcaster_id = ${broadcasterId} and g.channel_id = ${channelId}
            group by g.sender_id
          ), ranked as (
            select t.*, rank() over (order by t.total desc) as rank, count(*) over () as gifters from t
          ), shown as (
            select * from ranked order by total desc, last_id asc offset ${page.offset} limit ${page.limit}
          )
          select s.rank, s.sender_id, m.login_id, m.nickname, s.total, coalesce(ms.is_sponser, true) as is_sponser, s.gifters
          from shown s
          join members m on m.id = s.sender_id
          left join member_settings ms on ms.member_id = s.sender_id
          order by s.total desc, s.last_id asc`),
      );
      let total = rows.length ? Number(rows[0].gifters) : 0;
      if (!rows.length && page.offset > 0) {
        const [{ n }] = rowsOf<{ n: string }>(
          await tx.execute(sql`select count(distinct g.sender_id) as n from gifts g where g.broadcaster_id = ${broadcasterId} and g.channel_id = ${channelId}`),
        );
        total = Number(n);
      }
      return {
        list: rows.map((r) => ({ rank: Number(r.rank), senderId: Number(r.sender_id), loginId: r.login_id, nickname: r.nickname, total: Number(r.total), isSponser: r.is_sponser === true || (r.is_sponser as unknown) === 't' })),
        total,
      };
    },
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
