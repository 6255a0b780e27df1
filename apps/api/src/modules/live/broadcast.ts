import { BROADCAST_KINDS, INGEST_SECRET_HEADER, type ChannelConfigUpdateParams, type ChannelNoticeCreateBody, type ChannelNoticeUpdateBody, type MyStreamsParams, type PlayedParams, type RecordedListParams, type StartStreamParams } from '@luvcast/contracts';
import type { ChannelRow, ChannelSettingsPatch, Db, StreamRow } from '@luvcast/db';
import { hashPassword } from '@luvcast/server-auth';
import { refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';
import type { LiveUrls } from './live-urls';
import { streamsChange } from './streams-change';
import { cardOf, channelInfoOf, noticeOf, streamItemOf } from './live-view';

export type BroadcastDeps = Pick<App, 'db' | 'config' | 'log' | 'members' | 'channels' | 'streams' | 'themes' | 'channelNotices' | 'channelRelations' | 'viewerPresence' | 'chatBus' | 'memberSettings'>;

/** How many followed channels and played streams the member main page shows. */
export const VIEW_MAIN_SIZE = 20;
/** How long the API waits for an ingest instance to drop a publisher. */
const INGEST_CLOSE_TIMEOUT_MS = 3000;

/** `{kind}` path values -> broadcast kind numbers. */
export const kindNumber = (kind: string): number => (kind === 'live' ? 1 : kind === 'record' ? 2 : kind === 'channel' ? 3 : Number(kind));

/**
 * The broadcaster's and the member's own calls: opening a channel, its notices, its settings
 * (studio and broadcaster app), the stream key, start/stop, the my-streams lists. The live's own
 * start and end come from the ingest hooks (modules/ingest), which share `endLive`.
 */
export function createBroadcastOps(app: BroadcastDeps) {
  const channelOf = async (member: AuthedMember): Promise<ChannelRow | Refusal> => (await app.channels.findByOwner(member.id)) ?? refusal('live.channel.none', 400);
  const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && (x as Refusal).refused === true;

  /** Theme reference (id or code) -> id; undefined: unknown theme. */
  async function themeIdOf(ref: number | string | null): Promise<number | null | undefined> {
    if (ref === null || ref === '') return null;
    return (await app.themes.find(ref))?.id;
  }

  /** Settings from the studio / broadcaster app -> a channel patch, or a refusal. */
  async function patchOf(channel: ChannelRow, input: Partial<StartStreamParams & ChannelConfigUpdateParams> & { theme?: number | string | null; themeId?: number | string | null }): Promise<ChannelSettingsPatch | Refusal> {
    const patch: ChannelSettingsPatch = {};
    if (input.title !== undefined) patch.title = input.title;
    const themeRef = input.themeId !== undefined ? input.themeId : input.theme;
    if (themeRef !== undefined) {
      const id = await themeIdOf(themeRef);
      if (id === undefined) return refusal('live.theme.unknown', 400);
      patch.themeId = id;
    }
    if (input.resolution !== undefined) patch.resolution = input.resolution;
    if (input.isForAdult !== undefined) patch.adultLevel = input.isForAdult ? Math.max(channel.adultLevel, 1) : 0;
    if (input.password !== undefined && input.password !== null) patch.passwordHash = input.password === '' ? null : await hashPassword(input.password);
    if (input.minRatingLevel !== undefined) patch.minRatingLevel = input.minRatingLevel;
    if (input.maxViewerCount !== undefined) patch.maxViewerCount = input.maxViewerCount;
    return patch;
  }

  /** the broadcaster app's config answer: flat, and the same object under `data` (some app versions read that) */
  const withData = <T extends object>(config: T) => ({ ...config, data: config });
  const configOf = (c: ChannelRow) => ({
    channelId: c.id,
    themeId: c.themeId,
    title: c.title,
    resolution: c.resolution,
    isForAdult: c.adultLevel > 0,
    password: null,
    hasPassword: !!c.passwordHash,
    minRatingLevel: c.minRatingLevel,
    maxViewerCount: c.maxViewerCount,
  });

  /** Asks the ingest instance that holds the live to drop its publisher (best effort: the live is already ended here). */
  async function closeIngestSession(stream: StreamRow) {
    if (!stream.ingestUrl) return;
    const url = `${stream.ingestUrl.replace(/\/+$/, '')}/internal/sessions/${stream.id}/close`;
    try {
      const res = await fetch(url, { method: 'POST', headers: { [INGEST_SECRET_HEADER]: app.config.live.ingestHookSecret }, signal: AbortSignal.timeout(INGEST_CLOSE_TIMEOUT_MS) });
      if (!res.ok && res.status !== 404) app.log.warn({ url, status: res.status }, 'ingest did not close the session');
    } catch (err) {
      app.log.warn({ url, err }, 'ingest unreachable to close the session');
    }
  }

  const ops = {
    closeIngestSession,

    /**
     * Ends a live (idempotent): state ended, end time, the channel off air, viewers forgotten,
     * `STREAMS_CHANGE` (live false) to the channel's chat room; with a recording, the record-kind
     * stream of that VOD (once per live). Answers the ended stream.
     */
    async endLive(streamId: number, recording: { path: string; durationS: number } | null): Promise<StreamRow | null> {
      return app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const stream = await app.streams.lock(streamId, tx);
        if (!stream || stream.kind !== BROADCAST_KINDS.live) return null;
        let ended = stream;
        if (stream.state !== 'ended') {
          const endedAt = new Date();
          const startedAt = stream.startedAt ?? stream.createdAt;
          ended =
            (await app.streams.update(stream.id, { state: 'ended', endedAt, currentViewers: 0, durationS: Math.round((endedAt.getTime() - startedAt.getTime()) / 1000) }, tx)) ?? stream;
          const channel = await app.channels.lock(stream.channelId, tx);
          if (channel?.liveStreamId === stream.id) await app.channels.setLive(channel.id, null, tx);
          await app.viewerPresence.clear(stream.id, tx);
          // the chat room hears it when the transaction commits (NOTIFY is transactional)
          await app.chatBus.publish(streamsChange(stream.channelId, stream.id, false), tx);
        }
        if (recording && !(await app.streams.recordOf(stream.id, tx))) {
          await app.streams.create(
            {
              channelId: stream.channelId,
              kind: BROADCAST_KINDS.record,
              title: stream.title,
              themeId: stream.themeId,
              state: 'ended',
              provider: 'hls',
              mediaPath: recording.path,
              sourceStreamId: stream.id,
              isForAdult: stream.isForAdult,
              startedAt: stream.startedAt,
              endedAt: ended.endedAt,
              durationS: Math.round(recording.durationS),
              peakViewers: stream.peakViewers,
            },
            tx,
          );
        }
        return ended;
      });
    },

    /** GET /api/my/chennel-register: the caller's channel, opened if missing; a plain member becomes a broadcaster (role J). */
    async register(member: AuthedMember, urls: LiveUrls) {
      const { channel, created } = await app.channels.ensureForOwner(member.id, `${member.row.nickname}의 방송`);
      if (created && member.row.role === 'V') await app.members.setRole(member.id, 'J');
      const d = await app.channels.detail(channel.id);
      return { channel: channelInfoOf(d!, urls), created };
    },

    /** GET /api/my/channel/profile */
    async channelProfile(member: AuthedMember, urls: LiveUrls) {
      const c = await app.channels.findByOwner(member.id);
      const d = c ? await app.channels.detail(c.id) : undefined;
      return { channel: d ? channelInfoOf(d, urls) : null, PI: member.row.identityVerified, canBroadcast: member.row.identityVerified && member.row.status === 'active' };
    },

    /** GET /api/my/view-main */
    async viewMain(member: AuthedMember, urls: LiveUrls) {
      const c = await app.channels.findByOwner(member.id);
      const d = c ? await app.channels.detail(c.id) : undefined;
      const { memberSortCode } = await app.memberSettings.of(member.id);
      const following = await app.channels.ofMember(member.id, 'follows', { offset: 0, limit: VIEW_MAIN_SIZE, sort: memberSortCode });
      const played = await app.streams.played(member.id, { offset: 0, limit: VIEW_MAIN_SIZE, sort: 'latest' });
      return {
        channel: d ? channelInfoOf(d, urls) : null,
        following: following.list.map((r) => cardOf(r, urls)),
        played: played.list.map((r) => ({ ...streamItemOf(r, urls), playedAt: r.playedAt.toISOString() })),
        counts: { following: following.total, favorites: await app.channelRelations.countOfMember('favorite', member.id), played: played.total },
      };
    },

    /** present (favourites, live first) and subscriptions (follows, in the member's memberSortCode order): channel cards; `sort` in the query wins. */
    async myChannels(member: AuthedMember, list: 'favorites' | 'follows', page: MyStreamsParams, urls: LiveUrls) {
      const sort = page.sort ?? (list === 'follows' ? (await app.memberSettings.of(member.id)).memberSortCode : 1);
      const r = await app.channels.ofMember(member.id, list, { offset: page.offset, limit: page.limit, sort });
      return { list: r.list.map((x) => cardOf(x, urls)), total: r.total };
    },

    async played(member: AuthedMember, q: PlayedParams, urls: LiveUrls) {
      const r = await app.streams.played(member.id, q);
      return { list: r.list.map((x) => ({ ...streamItemOf(x, urls), playedAt: x.playedAt.toISOString() })), total: r.total };
    },

    async markPlayed(member: AuthedMember, streamId: number): Promise<Refusal | { result: 'ok' }> {
      if (!(await app.streams.findById(streamId))) return refusal('live.stream.notFound', 404);
      await app.streams.markPlayed(member.id, streamId);
      return { result: 'ok' };
    },

    removePlayed: async (member: AuthedMember, streamId: number) => ({ result: 'ok' as const, removed: await app.streams.removePlayed(member.id, streamId) }),

    async removePresent(member: AuthedMember, channelId: number) {
      const had = await app.channelRelations.has('favorite', member.id, channelId);
      if (had) await app.channelRelations.set('favorite', member.id, channelId, false);
      return { result: 'ok' as const, removed: had };
    },

    /** A channel's recordings (the caller's own without channelId). */
    async recorded(member: AuthedMember, q: RecordedListParams, urls: LiveUrls): Promise<Refusal | { list: ReturnType<typeof streamItemOf>[]; total: number }> {
      const channelId = q.channelId ?? (await app.channels.findByOwner(member.id))?.id;
      if (!channelId) return refusal('live.channel.none', 400);
      if (q.channelId && !(await app.channels.findById(q.channelId))) return refusal('live.channel.notFound', 404);
      const r = await app.streams.recorded(channelId, q);
      return { list: r.list.map((x) => streamItemOf(x, urls)), total: r.total };
    },

    async createNotice(member: AuthedMember, kind: string, body: Required<Pick<ChannelNoticeCreateBody, 'title' | 'content'>> & { isPinned?: boolean }) {
      const c = await channelOf(member);
      if (isRefusal(c)) return c;
      return { notice: noticeOf(await app.channelNotices.create({ channelId: c.id, kind: kindNumber(kind), title: body.title, content: body.content, isPinned: body.isPinned ?? false })) };
    },

    async updateNotice(member: AuthedMember, body: Omit<ChannelNoticeUpdateBody, 'id'> & { id: number }) {
      const c = await channelOf(member);
      if (isRefusal(c)) return c;
      const n = await app.channelNotices.update(c.id, body.id, { title: body.title, content: body.content, ...(body.isPinned === undefined ? {} : { isPinned: body.isPinned }) });
      return n ? { notice: noticeOf(n) } : refusal('live.notice.notFound', 404);
    },

    async deleteNotice(member: AuthedMember, id: number) {
      const c = await channelOf(member);
      if (isRefusal(c)) return c;
      return (await app.channelNotices.remove(c.id, id)) ? { result: 'ok' as const, removed: true } : refusal('live.notice.notFound', 404);
    },

    /** GET /api/m/channel/config */
    async config(member: AuthedMember) {
      const c = await channelOf(member);
      return isRefusal(c) ? c : withData(configOf(c));
    },

    /** PUT /api/m/channel/config: the fields sent change; the live on air takes the new title and theme. */
    async updateConfig(member: AuthedMember, input: ChannelConfigUpdateParams) {
      const c = await channelOf(member);
      if (isRefusal(c)) return c;
      if (input.channelId !== undefined && String(input.channelId) !== String(c.id)) return refusal('common.forbidden', 403);
      const patch = await patchOf(c, input);
      if (isRefusal(patch)) return patch;
      const updated = (await app.channels.updateSettings(c.id, patch)) ?? c;
      await ops.syncLiveStream(updated);
      return withData(configOf(updated));
    },

    /** Title and theme of the live on air follow the channel's. */
    async syncLiveStream(c: ChannelRow) {
      if (c.liveStreamId) await app.streams.update(c.liveStreamId, { title: c.title, themeId: c.themeId, isForAdult: c.adultLevel > 0 });
    },

    /** GET /api/my/channel/stream-key */
    async streamKey(member: AuthedMember, urls: LiveUrls) {
      const c = await channelOf(member);
      return isRefusal(c) ? c : { url: urls.rtmp, streamKey: c.streamKey };
    },

    /** POST /api/my/channel/stream-key: a new key; the old one stops working and a live on it ends. */
    async regenerateStreamKey(member: AuthedMember, urls: LiveUrls) {
      const c = await channelOf(member);
      if (isRefusal(c)) return c;
      const streamKey = await app.channels.regenerateStreamKey(c.id);
      await ops.stopLive(c);
      return { url: urls.rtmp, streamKey };
    },

    /** Ends the channel's live on air (if any) and drops its encoder. */
    async stopLive(c: ChannelRow): Promise<number | null> {
      const live = await app.streams.activeLive(c.id);
      if (!live) return null;
      await ops.endLive(live.id, null);
      await closeIngestSession(live);
      return live.id;
    },

    /**
     * POST /api/my/channel/start-stream: needs identity verification (PI); opens the channel if
     * missing and saves the live's settings. The live starts when the encoder publishes.
     */
    async startStream(member: AuthedMember, input: StartStreamParams, urls: LiveUrls) {
      if (!member.row.identityVerified) return refusal('live.identityRequired', 403);
      const { channel } = await app.channels.ensureForOwner(member.id, input.title);
      if (member.row.role === 'V') await app.members.setRole(member.id, 'J');
      const patch = await patchOf(channel, input);
      if (isRefusal(patch)) return patch;
      const updated = (await app.channels.updateSettings(channel.id, patch)) ?? channel;
      await ops.syncLiveStream(updated);
      return { result: 'ok' as const, channelId: updated.id, url: urls.rtmp, streamKey: updated.streamKey, isLive: updated.isLive };
    },

    /** POST /api/my/channel/stop-stream */
    async stopStream(member: AuthedMember) {
      const c = await channelOf(member);
      if (isRefusal(c)) return c;
      const streamId = await ops.stopLive(c);
      return { result: 'ok' as const, ended: streamId !== null, streamId };
    },
  };
  return ops;
}
export type BroadcastOps = ReturnType<typeof createBroadcastOps>;
