import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { streams, viewerPresence } from '../schema';

export function viewerPresenceRepository(db: Db) {
  const repo = {
    /** Is this viewer counted on the stream now (seen within `ttlS`)? */
    async isPresent(streamId: number, viewerKey: string, ttlS: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ k: viewerPresence.viewerKey })
        .from(viewerPresence)
        .where(and(eq(viewerPresence.streamId, streamId), eq(viewerPresence.viewerKey, viewerKey), gt(viewerPresence.lastSeenAt, sql`now() - make_interval(secs => ${ttlS})`)))
        .limit(1);
      return !!row;
    },
    /** Viewers seen within `ttlS`. */
    async count(streamId: number, ttlS: number, tx: Db = db): Promise<number> {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(viewerPresence)
        .where(and(eq(viewerPresence.streamId, streamId), gt(viewerPresence.lastSeenAt, sql`now() - make_interval(secs => ${ttlS})`)));
      return Number(n);
    },
    /**
     * Marks the viewer as seen now, drops the stream's stale rows, and stores the current count on
     * the stream (peak kept as the maximum). Answers the current and peak viewers.
     */
    async beat(streamId: number, viewerKey: string, memberId: number | null, ttlS: number, tx: Db = db): Promise<{ current: number; peak: number }> {
      await tx
        .insert(viewerPresence)
        .values({ streamId, viewerKey, memberId })
        .onConflictDoUpdate({ target: [viewerPresence.streamId, viewerPresence.viewerKey], set: { lastSeenAt: sql`now()` } });
      await tx.delete(viewerPresence).where(and(eq(viewerPresence.streamId, streamId), lt(viewerPresence.lastSeenAt, sql`now() - make_interval(secs => ${ttlS})`)));
      const current = await repo.count(streamId, ttlS, tx);
      const [row] = await tx
        .update(streams)
        .set({ currentViewers: current, peakViewers: sql`greatest(${streams.peakViewers}, ${current})` })
        .where(eq(streams.id, streamId))
        .returning({ peak: streams.peakViewers });
      return { current, peak: row?.peak ?? current };
    },
    /** Forgets every viewer of a stream (the live ended). */
    async clear(streamId: number, tx: Db = db): Promise<void> {
      await tx.delete(viewerPresence).where(eq(viewerPresence.streamId, streamId));
    },
  };
  return repo;
}
export type ViewerPresenceRepository = ReturnType<typeof viewerPresenceRepository>;
