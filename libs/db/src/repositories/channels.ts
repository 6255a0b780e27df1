import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { channelFavorites, channelFollows, channels, members, streams, themes, type ChannelRow } from '../schema';

/** A channel card (home page, live list, search, my lists). */
export interface ChannelCardRow {
  channelId: number;
  streamId: number | null;
  loginId: string;
  nickname: string;
  title: string;
  themeId: number | null;
  themeText: string | null;
  isLive: boolean;
  viewerCount: number;
  isForAdult: boolean;
  hasPassword: boolean;
  startedAt: Date | null;
  thumbnailUrl: string | null;
  profileImage: string | null;
}

/** A channel with its owner, its theme and its follow counts (channel pages, settings). */
export interface ChannelDetailRow {
  channel: ChannelRow;
  owner: { id: number; loginId: string; nickname: string; name: string; profileImage: string | null; identityVerified: boolean; status: string };
  themeText: string | null;
  followerCount: number;
  favoriteCount: number;
  liveStartedAt: Date | null;
}

export interface NewChannel {
  ownerId: number;
  title: string;
  thumbnailUrl?: string | null;
  adultLevel?: number;
  passwordHash?: string | null;
  themeId?: number | null;
  resolution?: string;
  minRatingLevel?: number;
  maxViewerCount?: number;
}

export type ChannelSettingsPatch = Partial<
  Pick<ChannelRow, 'title' | 'themeId' | 'resolution' | 'adultLevel' | 'passwordHash' | 'minRatingLevel' | 'maxViewerCount' | 'featureSubscribe'>
>;

/** A fresh stream key: `lc_` and 32 random hex characters. */
export const newStreamKey = () => `lc_${randomBytes(16).toString('hex')}`;

/** LIKE wildcards in user text match themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const cardColumns = {
  channelId: channels.id,
  streamId: channels.liveStreamId,
  loginId: members.loginId,
  nickname: members.nickname,
  title: channels.title,
  themeId: channels.themeId,
  themeText: themes.label,
  isLive: channels.isLive,
  viewerCount: channels.viewerCount,
  isForAdult: sql<boolean>`${channels.adultLevel} > 0`,
  hasPassword: sql<boolean>`${channels.passwordHash} is not null`,
  startedAt: streams.startedAt,
  thumbnailUrl: channels.thumbnailUrl,
  profileImage: members.profileImage,
};

const followerCount = sql<number>`(select count(*)::int from ${channelFollows} f where f.channel_id = ${channels.id})`;
const favoriteCount = sql<number>`(select count(*)::int from ${channelFavorites} f where f.channel_id = ${channels.id})`;

export function channelsRepository(db: Db) {
  // asked by every GET /api/my/profile: a named statement, planned once per connection, of the one
  // column it needs (building the query each time cost a quarter of that call's CPU, and every
  // column of the row is parsed again on every answer; tools/bench/README.md)
  const idByOwner = db.select({ id: channels.id }).from(channels).where(eq(channels.ownerId, sql.placeholder('ownerId'))).limit(1).prepare('channel_id_by_owner');
  const cards = (tx: Db) =>
    tx
      .select(cardColumns)
      .from(channels)
      .innerJoin(members, eq(members.id, channels.ownerId))
      .leftJoin(themes, eq(themes.id, channels.themeId))
      .leftJoin(streams, eq(streams.id, channels.liveStreamId));

  const repo = {
    async create(input: NewChannel, tx: Db = db): Promise<ChannelRow> {
      const [row] = await tx
        .insert(channels)
        .values({ ...input, streamKey: newStreamKey() })
        .returning();
      return row;
    },
    /** The member's channel, made if missing (one per member); `created` tells which. */
    async ensureForOwner(ownerId: number, title: string, tx: Db = db): Promise<{ channel: ChannelRow; created: boolean }> {
      const [row] = await tx.insert(channels).values({ ownerId, title, streamKey: newStreamKey() }).onConflictDoNothing({ target: channels.ownerId }).returning();
      if (row) return { channel: row, created: true };
      const existing = await repo.findByOwner(ownerId, tx);
      if (!existing) throw new Error('channel vanished');
      return { channel: existing, created: false };
    },
    /** The broadcaster's quick gift amounts. */
    async setLuvPresets(id: number, presets: number[], tx: Db = db): Promise<void> {
      await tx.update(channels).set({ luvPresets: presets }).where(eq(channels.id, id));
    },
    async findById(id: number, tx: Db = db): Promise<ChannelRow | undefined> {
      const [row] = await tx.select().from(channels).where(eq(channels.id, id)).limit(1);
      return row;
    },
    async findByOwner(ownerId: number, tx: Db = db): Promise<ChannelRow | undefined> {
      const [row] = await tx.select().from(channels).where(eq(channels.ownerId, ownerId)).limit(1);
      return row;
    },
    /** The id of the member's channel (null before they register one). */
    async idOfOwner(ownerId: number): Promise<number | null> {
      const [row] = await idByOwner.execute({ ownerId });
      return row?.id ?? null;
    },
    /** Locks the channel row for the rest of the transaction. */
    async lock(id: number, tx: Db): Promise<ChannelRow | undefined> {
      const [row] = await tx.select().from(channels).where(eq(channels.id, id)).for('update').limit(1);
      return row;
    },
    async findByStreamKey(streamKey: string, tx: Db = db): Promise<ChannelRow | undefined> {
      const [row] = await tx.select().from(channels).where(eq(channels.streamKey, streamKey)).limit(1);
      return row;
    },
    /** A channel by its numeric id or by its owner's login ID (login IDs are never all digits). */
    async findByIdOrOwnerLoginId(key: string, tx: Db = db): Promise<ChannelRow | undefined> {
      return /^\d{1,9}$/.test(key) ? repo.findById(Number(key), tx) : repo.findByOwnerLoginId(key, tx);
    },
    async findByOwnerLoginId(loginId: string, tx: Db = db): Promise<ChannelRow | undefined> {
      const [row] = await tx
        .select({ channel: channels })
        .from(channels)
        .innerJoin(members, eq(members.id, channels.ownerId))
        .where(eq(members.loginId, loginId))
        .limit(1);
      return row?.channel;
    },
    /** The channel with owner, theme label, follow counts and the live's start. */
    async detail(id: number, tx: Db = db): Promise<ChannelDetailRow | undefined> {
      const [row] = await tx
        .select({
          channel: channels,
          owner: {
            id: members.id,
            loginId: members.loginId,
            nickname: members.nickname,
            name: members.name,
            profileImage: members.profileImage,
            identityVerified: members.identityVerified,
            status: members.status,
          },
          themeText: themes.label,
          followerCount,
          favoriteCount,
          liveStartedAt: streams.startedAt,
        })
        .from(channels)
        .innerJoin(members, eq(members.id, channels.ownerId))
        .leftJoin(themes, eq(themes.id, channels.themeId))
        .leftJoin(streams, eq(streams.id, channels.liveStreamId))
        .where(eq(channels.id, id))
        .limit(1);
      return row ? { ...row, followerCount: Number(row.followerCount), favoriteCount: Number(row.favoriteCount) } : undefined;
    },
    async updateSettings(id: number, patch: ChannelSettingsPatch, tx: Db = db): Promise<ChannelRow | undefined> {
      if (Object.keys(patch).length === 0) return repo.findById(id, tx);
      const [row] = await tx.update(channels).set(patch).where(eq(channels.id, id)).returning();
      return row;
    },
    /** Replaces the stream key (the old one stops working at once). */
    async regenerateStreamKey(id: number, tx: Db = db): Promise<string> {
      const key = newStreamKey();
      await tx.update(channels).set({ streamKey: key }).where(eq(channels.id, id));
      return key;
    },
    /** Puts the channel on air with `streamId` (or off air with null). */
    async setLive(id: number, streamId: number | null, tx: Db = db): Promise<void> {
      await tx
        .update(channels)
        .set({ isLive: streamId !== null, liveStreamId: streamId, ...(streamId === null ? { viewerCount: 0 } : {}) })
        .where(eq(channels.id, id));
    },
    async setViewerCount(id: number, viewerCount: number, tx: Db = db): Promise<void> {
      await tx.update(channels).set({ viewerCount }).where(eq(channels.id, id));
    },
    /** Channels to suggest: live ones first (most viewers first), then the newest. */
    async suggestions(opts: { limit: number; excludeLoginId?: string; includeAdult?: boolean }, tx: Db = db): Promise<ChannelCardRow[]> {
      return cards(tx)
        .where(and(opts.excludeLoginId ? ne(members.loginId, opts.excludeLoginId) : undefined, opts.includeAdult === false ? eq(channels.adultLevel, 0) : undefined))
        .orderBy(desc(channels.isLive), desc(channels.viewerCount), desc(channels.createdAt), desc(channels.id))
        .limit(opts.limit);
    },
    /** Live channels, most viewers first, by theme ids and a keyword (nickname, login ID or title). */
    async live(q: { themeIds?: number[]; keyword?: string; offset: number; limit: number; includeAdult?: boolean }, tx: Db = db): Promise<{ list: ChannelCardRow[]; total: number }> {
      const where: SQL[] = [eq(channels.isLive, true)];
      if (q.includeAdult === false) where.push(eq(channels.adultLevel, 0));
      if (q.themeIds) where.push(q.themeIds.length ? sql`${channels.themeId} in ${q.themeIds}` : sql`false`);
      if (q.keyword) {
        const like = `%${likeLiteral(q.keyword)}%`;
        where.push(or(ilike(members.nickname, like), ilike(members.loginId, like), ilike(channels.title, like)) as SQL);
      }
      const list = await cards(tx)
        .where(and(...where))
        .orderBy(desc(channels.viewerCount), desc(streams.startedAt), desc(channels.id))
        .offset(q.offset)
        .limit(q.limit);
      const [{ total }] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(channels)
        .innerJoin(members, eq(members.id, channels.ownerId))
        .where(and(...where));
      return { list, total: Number(total) };
    },
    /** Channels whose broadcaster nickname, login ID or title contains `keyword`: live first, then by followers. */
    /** Channels open to everyone (no adult level, no password) by id after `after`, with their last broadcast's start. */
    async sitemap(q: { after: number; limit: number }, tx: Db = db): Promise<{ channelId: number; isLive: boolean; lastModified: Date }[]> {
      const last = sql<Date>`greatest(${channels.createdAt}, (select max(s.created_at) from streams s where s.channel_id = ${channels.id}))`;
      const rows = await tx
        .select({ channelId: channels.id, isLive: channels.isLive, lastModified: last })
        .from(channels)
        .where(and(sql`${channels.id} > ${q.after}`, eq(channels.adultLevel, 0), sql`${channels.passwordHash} is null`))
        .orderBy(asc(channels.id))
        .limit(q.limit);
      return rows.map((r) => ({ ...r, lastModified: new Date(r.lastModified) }));
    },
    async search(q: { keyword: string; offset: number; limit: number; includeAdult?: boolean }, tx: Db = db): Promise<{ list: ChannelCardRow[]; total: number }> {
      const like = `%${likeLiteral(q.keyword)}%`;
      const where = and(or(ilike(members.nickname, like), ilike(members.loginId, like), ilike(channels.title, like)), q.includeAdult === false ? eq(channels.adultLevel, 0) : undefined);
      const list = await cards(tx)
        .where(where)
        .orderBy(desc(channels.isLive), desc(channels.viewerCount), desc(followerCount), desc(channels.id))
        .offset(q.offset)
        .limit(q.limit);
      const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(channels).innerJoin(members, eq(members.id, channels.ownerId)).where(where);
      return { list, total: Number(total) };
    },
    /**
     * The channels a member follows (`follows`) or favours (`favorites`), by `sort` (the member's
     * memberSortCode): 1 (default) live first, most viewers, then the latest followed; 2 the
     * latest followed first; 3 the broadcaster's nickname.
     */
    async ofMember(memberId: number, list: 'follows' | 'favorites', page: { offset: number; limit: number; sort?: number }, tx: Db = db): Promise<{ list: ChannelCardRow[]; total: number }> {
      const link = list === 'follows' ? channelFollows : channelFavorites;
      const order =
        page.sort === 2
          ? [desc(link.createdAt), desc(channels.id)]
          : page.sort === 3
            ? [asc(members.nickname), asc(channels.id)]
            : [desc(channels.isLive), desc(channels.viewerCount), desc(link.createdAt), desc(channels.id)];
      const rows = await cards(tx)
        .innerJoin(link, and(eq(link.channelId, channels.id), eq(link.memberId, memberId)))
        .orderBy(...order)
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(link).where(eq(link.memberId, memberId));
      return { list: rows, total: Number(total) };
    },
  };
  return repo;
}
export type ChannelsRepository = ReturnType<typeof channelsRepository>;
