import { BROADCAST_KINDS, LIVE_SILENCE_LIMIT_MS, type IngestRendition } from '@luvcast/contracts';
import type { Db } from '@luvcast/db';
import { refusal } from '../../plugins/app/errors';
import type { App, Refusal } from '../../types';
import { streamsChange } from '../live/streams-change';

export type IngestServiceDeps = Pick<App, 'db' | 'config' | 'channels' | 'members' | 'streams' | 'viewerPresence' | 'liveService' | 'chatBus'>;

/**
 * The ingest hooks: an encoder publishes (a live stream row, state starting), its first segment
 * is ready (state live, the channel on air), it stops (the live ends; its recording becomes a
 * record-kind stream). Every change of a channel's live state happens in one transaction with
 * the stream row, so `channels.is_live` never disagrees with `streams`; the same transaction
 * publishes `STREAMS_CHANGE` to the channel's chat room (`streamsChange`), delivered at commit.
 */
export function createIngestService(app: IngestServiceDeps) {
  return {
    /** May this stream key publish? Creates the live stream row. 403 unknown/revoked key, no PI, blocked owner; 409 already live. */
    async publish(input: { streamKey: string; clientIp: string; ingestUrl: string }): Promise<Refusal | { streamId: number; channelId: number; lowerRendition: boolean }> {
      const channel = await app.channels.findByStreamKey(input.streamKey);
      if (!channel) return refusal('live.streamKey.invalid', 403);
      const owner = await app.members.findById(channel.ownerId);
      if (!owner || owner.status !== 'active' || owner.expiredAt) return refusal('live.blocked', 403);
      if (!owner.identityVerified) return refusal('live.identityRequired', 403);
      const stream = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await app.streams.create(
          {
            channelId: channel.id,
            kind: BROADCAST_KINDS.live,
            title: channel.title,
            themeId: channel.themeId,
            state: 'starting',
            provider: 'hls',
            ingestUrl: input.ingestUrl,
            isForAdult: channel.adultLevel > 0,
            startedAt: new Date(),
            lastAliveAt: new Date(),
          },
          tx,
        );
        if (!row) return null;
        return app.streams.update(row.id, { mediaPath: `/hls/${row.id}/master.m3u8` }, tx);
      });
      if (!stream) return refusal('live.alreadyLive', 409);
      return { streamId: stream.id, channelId: channel.id, lowerRendition: app.config.live.lowerRendition };
    },

    /** The first segment is on disk: the live is on air now. 404 unknown stream, 409 a live already over. */
    async ready(input: { streamId: number; renditions: IngestRendition[] }): Promise<Refusal | null> {
      return app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const stream = await app.streams.lock(input.streamId, tx);
        if (!stream || stream.kind !== BROADCAST_KINDS.live) return refusal('live.stream.notFound', 404);
        if (stream.state === 'ended') return refusal('live.offline', 409);
        await app.streams.update(stream.id, { state: 'live', renditions: input.renditions, lastAliveAt: new Date() }, tx);
        await app.channels.lock(stream.channelId, tx);
        await app.channels.setLive(stream.channelId, stream.id, tx);
        // a repeated ready (already on air) tells the room nothing new
        if (stream.state !== 'live') await app.chatBus.publish(streamsChange(stream.channelId, stream.id, true), tx);
        return null;
      });
    },

    /** The encoder stopped: the live ends (idempotent); a recording becomes a record-kind stream. 404 unknown stream. */
    async unpublish(input: { streamId: number; recording: { path: string; durationS: number } | null }): Promise<Refusal | null> {
      const ended = await app.liveService.endLive(input.streamId, input.recording);
      return ended ? null : refusal('live.stream.notFound', 404);
    },

    /** The keep-alive of an ingest instance: its lives still on air are heard of now; answers the ids no longer on air (for it to drop). */
    async alive(input: { streamIds: number[] }, now = new Date()): Promise<{ ended: number[] }> {
      const ids = [...new Set(input.streamIds)];
      const { notOnAir } = await app.streams.markAlive(ids, now);
      return { ended: notOnAir };
    },

    /**
     * Ends the lives whose ingest went silent (no keep-alive for LIVE_SILENCE_LIMIT_MS before
     * `now`: the instance died without its unpublish hook). One UPDATE claims them (safe with
     * several API instances sweeping at once); their channels go off air. No recording is known,
     * so no VOD is made (a later unpublish with one still adds it). Answers the ended lives.
     */
    async sweepSilentLives(now = new Date()) {
      return app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const ended = await app.streams.endSilentLives(new Date(now.getTime() - LIVE_SILENCE_LIMIT_MS), tx);
        for (const stream of ended) {
          const channel = await app.channels.lock(stream.channelId, tx);
          if (channel?.liveStreamId === stream.id) await app.channels.setLive(channel.id, null, tx);
          await app.viewerPresence.clear(stream.id, tx);
          await app.chatBus.publish(streamsChange(stream.channelId, stream.id, false), tx);
        }
        return ended;
      });
    },
  };
}
export type IngestService = ReturnType<typeof createIngestService>;
