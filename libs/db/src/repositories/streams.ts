import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { channels, members, playedStreams, streams, type StreamRow } from '../schema';

export interface NewStream {
  channelId: number;
  kind: number;
  title: string;
  themeId?: number | null;
  state?: 'starting' | 'live' | 'ended';
  provider?: string;
  mediaPath?: string | null;
  ingestUrl?: string | null;
  sourceStreamId?: number | null;
  isForAdult?: boolean;
  startedAt?: Date | null;
  endedAt?: Date | null;
  durationS?: number | null;
  peakViewers?: number;
  lastAliveAt?: Date | null;
}

/** A live on air: kind 1, state starting or live. */
const onAir = and(eq(streams.kind, 1), inArray(streams.state, ['starting', 'live']));
/** When a live was last heard of: its keep-alive, else its start. */
const heardAt = sql<Date>`coalesce(${streams.lastAliveAt}, ${streams.startedAt}, ${streams.createdAt})`;

/** A stream with its channel's owner (lists). */
export interface StreamListRow {
  stream: StreamRow;
  owner: { id: number; loginId: string; nickname: string; profileImage: string | null };
}

/** The owner columns of a StreamListRow. */
const ownerColumns = { id: members.id, loginId: members.loginId, nickname: members.nickname, profileImage: members.profileImage };

const listColumns = (tx: Db) =>
  tx
    .select({ stream: streams, owner: ownerColumns })
    .from(streams)
    .innerJoin(channels, eq(channels.id, streams.channelId))
    .innerJoin(members, eq(members.id, channels.ownerId));

export function streamsRepository(db: Db) {
  const repo = {
    /** Inserts a stream; a second live on air for one channel violates `streams_one_live_per_channel` (null answered instead). */
    async create(input: NewStream, tx: Db = db): Promise<StreamRow | null> {
      const [row] = await tx.insert(streams).values(input).onConflictDoNothing().returning();
      return row ?? null;
    },
    async findById(id: number, tx: Db = db): Promise<StreamRow | undefined> {
      const [row] = await tx.select().from(streams).where(eq(streams.id, id)).limit(1);
      return row;
    },
    async lock(id: number, tx: Db): Promise<StreamRow | undefined> {
      const [row] = await tx.select().from(streams).where(eq(streams.id, id)).for('update').limit(1);
      return row;
    },
    async update(id: number, patch: Partial<Omit<StreamRow, 'id' | 'channelId' | 'createdAt'>>, tx: Db = db): Promise<StreamRow | undefined> {
      const [row] = await tx.update(streams).set(patch).where(eq(streams.id, id)).returning();
      return row;
    },
    /** The channel's live on air (starting or live), if any. */
    async activeLive(channelId: number, tx: Db = db): Promise<StreamRow | undefined> {
      const [row] = await tx
        .select()
        .from(streams)
        .where(and(eq(streams.channelId, channelId), eq(streams.kind, 1), inArray(streams.state, ['starting', 'live'])))
        .limit(1);
      return row;
    },
    /**
     * The ingest's keep-alive: the lives among ids still on air are heard of at `at`. Answers the
     * ids that are not on air (ended, unknown, not a live) for the ingest to drop.
     */
    async markAlive(ids: number[], at: Date, tx: Db = db): Promise<{ alive: number[]; notOnAir: number[] }> {
      if (ids.length === 0) return { alive: [], notOnAir: [] };
      const rows = await tx.update(streams).set({ lastAliveAt: at }).where(and(inArray(streams.id, ids), onAir)).returning({ id: streams.id });
      const alive = rows.map((r) => r.id);
      return { alive, notOnAir: ids.filter((id) => !alive.includes(id)) };
    },
    /**
     * Ends, in one UPDATE, every live on air not heard of since `cutoff` (its ingest died without
     * the unpublish hook): state ended, ended at its last sign of life, no viewers. Row locks make
     * concurrent sweeps of several API instances end each live once. Answers the ended rows.
     */
    async endSilentLives(cutoff: Date, tx: Db = db): Promise<StreamRow[]> {
      return tx
        .update(streams)
        .set({
          state: 'ended',
          endedAt: heardAt,
          currentViewers: 0,
          durationS: sql`greatest(0, round(extract(epoch from (${heardAt} - coalesce(${streams.startedAt}, ${streams.createdAt})))))::int`,
        })
        .where(and(onAir, sql`${heardAt} < ${cutoff.toISOString()}::timestamptz`))
        .returning();
    },
    /** The recording (kind 2) of a live, if made. */
    async recordOf(liveStreamId: number, tx: Db = db): Promise<StreamRow | undefined> {
      const [row] = await tx.select().from(streams).where(and(eq(streams.kind, 2), eq(streams.sourceStreamId, liveStreamId))).limit(1);
      return row;
    },
    /** The end of the channel's last finished live. */
    async lastEndedAt(channelId: number, tx: Db = db): Promise<Date | null> {
      const [row] = await tx
        .select({ endedAt: streams.endedAt })
        .from(streams)
        .where(and(eq(streams.channelId, channelId), eq(streams.kind, 1), eq(streams.state, 'ended')))
        .orderBy(desc(streams.endedAt))
        .limit(1);
      return row?.endedAt ?? null;
    },
    /** A channel's recordings (kind 2), newest first. */
    async recorded(channelId: number, page: { offset: number; limit: number }, tx: Db = db): Promise<{ list: StreamListRow[]; total: number }> {
      const where = and(eq(streams.channelId, channelId), eq(streams.kind, 2));
      const list = await listColumns(tx).where(where).orderBy(desc(streams.createdAt), desc(streams.id)).offset(page.offset).limit(page.limit);
      const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(streams).where(where);
      return { list, total: Number(total) };
    },
    /** A member's played streams, latest (or oldest) first. */
    async played(memberId: number, q: { offset: number; limit: number; sort: 'latest' | 'oldest' }, tx: Db = db): Promise<{ list: Array<StreamListRow & { playedAt: Date }>; total: number }> {
      const order = q.sort === 'latest' ? [desc(playedStreams.playedAt), desc(streams.id)] : [playedStreams.playedAt, streams.id];
      const list = await tx
        .select({
          stream: streams,
          owner: ownerColumns,
          playedAt: playedStreams.playedAt,
        })
        .from(playedStreams)
        .innerJoin(streams, eq(streams.id, playedStreams.streamId))
        .innerJoin(channels, eq(channels.id, streams.channelId))
        .innerJoin(members, eq(members.id, channels.ownerId))
        .where(eq(playedStreams.memberId, memberId))
        .orderBy(...order)
        .offset(q.offset)
        .limit(q.limit);
      const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(playedStreams).where(eq(playedStreams.memberId, memberId));
      return { list, total: Number(total) };
    },
    /** Records a play (again: moves it to now). */
    async markPlayed(memberId: number, streamId: number, tx: Db = db): Promise<void> {
      await tx
        .insert(playedStreams)
        .values({ memberId, streamId })
        .onConflictDoUpdate({ target: [playedStreams.memberId, playedStreams.streamId], set: { playedAt: sql`now()` } });
    },
    async removePlayed(memberId: number, streamId: number, tx: Db = db): Promise<boolean> {
      const rows = await tx.delete(playedStreams).where(and(eq(playedStreams.memberId, memberId), eq(playedStreams.streamId, streamId))).returning();
      return rows.length > 0;
    },
  };
  return repo;
}
export type StreamsRepository = ReturnType<typeof streamsRepository>;
