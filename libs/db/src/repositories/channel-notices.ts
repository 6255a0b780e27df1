import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { channelNotices, type ChannelNoticeRow } from '../schema';

export function channelNoticesRepository(db: Db) {
  return {
    async create(input: { channelId: number; kind: number; title: string; content: string; isPinned: boolean }, tx: Db = db): Promise<ChannelNoticeRow> {
      const [row] = await tx.insert(channelNotices).values(input).returning();
      return row;
    },
    /** Updates the channel's notice; undefined when the channel has no such notice. */
    async update(channelId: number, id: number, patch: { title: string; content: string; isPinned?: boolean }, tx: Db = db): Promise<ChannelNoticeRow | undefined> {
      const [row] = await tx
        .update(channelNotices)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(channelNotices.channelId, channelId), eq(channelNotices.id, id)))
        .returning();
      return row;
    },
    async remove(channelId: number, id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx.delete(channelNotices).where(and(eq(channelNotices.channelId, channelId), eq(channelNotices.id, id))).returning();
      return rows.length > 0;
    },
    /** The channel's notices: pinned first, then the newest. */
    async list(channelId: number, limit: number, tx: Db = db): Promise<ChannelNoticeRow[]> {
      return tx
        .select()
        .from(channelNotices)
        .where(eq(channelNotices.channelId, channelId))
        .orderBy(desc(channelNotices.isPinned), desc(channelNotices.createdAt), desc(channelNotices.id))
        .limit(limit);
    },
  };
}
export type ChannelNoticesRepository = ReturnType<typeof channelNoticesRepository>;
