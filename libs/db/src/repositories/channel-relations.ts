import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { channelFavorites, channelFollows } from '../schema';

/** Follows and favourites: member -> channel links with their counts. */
export function channelRelationsRepository(db: Db) {
  const table = (kind: 'follow' | 'favorite') => (kind === 'follow' ? channelFollows : channelFavorites);
  const repo = {
    /** Adds (on) or removes (off) the link; answers whether it is now set and the channel's count. */
    async set(kind: 'follow' | 'favorite', memberId: number, channelId: number, on: boolean, tx: Db = db): Promise<{ on: boolean; count: number }> {
      const t = table(kind);
      if (on) await tx.insert(t).values({ memberId, channelId }).onConflictDoNothing();
      else await tx.delete(t).where(and(eq(t.memberId, memberId), eq(t.channelId, channelId)));
      return { on, count: await repo.count(kind, channelId, tx) };
    },
    async count(kind: 'follow' | 'favorite', channelId: number, tx: Db = db): Promise<number> {
      const t = table(kind);
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(t).where(eq(t.channelId, channelId));
      return Number(n);
    },
    async countOfMember(kind: 'follow' | 'favorite', memberId: number, tx: Db = db): Promise<number> {
      const t = table(kind);
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(t).where(eq(t.memberId, memberId));
      return Number(n);
    },
    async has(kind: 'follow' | 'favorite', memberId: number, channelId: number, tx: Db = db): Promise<boolean> {
      const t = table(kind);
      const [row] = await tx.select({ m: t.memberId }).from(t).where(and(eq(t.memberId, memberId), eq(t.channelId, channelId))).limit(1);
      return !!row;
    },
  };
  return repo;
}
export type ChannelRelationsRepository = ReturnType<typeof channelRelationsRepository>;
