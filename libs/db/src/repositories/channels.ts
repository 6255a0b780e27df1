import { desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { channels, members, type ChannelRow } from '../schema';

export interface ChannelCardRow {
  channelId: string;
  loginId: string;
  nickname: string;
  title: string;
  isLive: boolean;
  viewerCount: number;
  thumbnailUrl: string | null;
  profileImage: string | null;
}

export interface NewChannel {
  ownerId: number;
  title: string;
  isLive?: boolean;
  viewerCount?: number;
  thumbnailUrl?: string | null;
  adultLevel?: number;
  passwordHash?: string | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function channelsRepository(db: Db) {
  return {
    async create(input: NewChannel, tx: Db = db): Promise<ChannelRow> {
      const [row] = await tx.insert(channels).values(input).returning();
      return row;
    },
    /** A channel by its id (uuid) or by its owner's login ID. */
    async findByIdOrOwnerLoginId(key: string, tx: Db = db): Promise<ChannelRow | undefined> {
      if (UUID_RE.test(key)) {
        const [row] = await tx.select().from(channels).where(eq(channels.id, key)).limit(1);
        return row;
      }
      const [row] = await tx
        .select({ channel: channels })
        .from(channels)
        .innerJoin(members, eq(members.id, channels.ownerId))
        .where(eq(members.loginId, key))
        .limit(1);
      return row?.channel;
    },
    /** Channels to suggest: live ones first (most viewers first), then the newest. */
    async suggestions(opts: { limit: number; excludeLoginId?: string }, tx: Db = db): Promise<ChannelCardRow[]> {
      const query = tx
        .select({
          channelId: sql<string>`${channels.id}::text`,
          loginId: members.loginId,
          nickname: members.nickname,
          title: channels.title,
          isLive: channels.isLive,
          viewerCount: channels.viewerCount,
          thumbnailUrl: channels.thumbnailUrl,
          profileImage: members.profileImage,
        })
        .from(channels)
        .innerJoin(members, eq(members.id, channels.ownerId))
        .where(opts.excludeLoginId ? ne(members.loginId, opts.excludeLoginId) : undefined)
        .orderBy(desc(channels.isLive), desc(channels.viewerCount), desc(channels.createdAt), channels.id)
        .limit(opts.limit);
      return query;
    },
  };
}
export type ChannelsRepository = ReturnType<typeof channelsRepository>;
