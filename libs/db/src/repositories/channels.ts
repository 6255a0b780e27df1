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
}

export function channelsRepository(db: Db) {
  return {
    async create(input: NewChannel, tx: Db = db): Promise<ChannelRow> {
      const [row] = await tx.insert(channels).values(input).returning();
      return row;
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
