import type { Brand } from '@luvcast/brand-config';
import {
  FAN_LEVELS,
  isAdultOn,
  VIEWER_PRESENCE_TTL_S,
  type ChannelStreamResponse,
  type LiveAuthQuery,
  type LiveAuthReason,
  type LiveListParams,
  type ChannelSearchParams,
  type SuggestionListParams,
} from '@luvcast/contracts';
import type { ChannelRow, MemberRow, StreamRow } from '@luvcast/db';
import { verifyPassword } from '@luvcast/server-auth';
import { refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';
import { checkLivePass, issueLivePass } from './live-pass';
import { mediaPaths, type LiveUrls } from './live-urls';
import { createBroadcastOps } from './broadcast';
import { cardOf, channelInfoOf, featuresOf, noticeOf, streamItemOf } from './live-view';

export type LiveServiceDeps = Pick<App, 'db' | 'config' | 'log' | 'members' | 'channels' | 'streams' | 'themes' | 'channelNotices' | 'channelRelations' | 'viewerPresence' | 'siteService' | 'chatBus' | 'subscriptions' | 'memberSettings'>;

/** Who is watching: the signed-in member (or null) and the key their presence is counted under. */
export interface Viewer {
  member: AuthedMember | null;
  /** `m:<member id>`, `a:<anonymous id cookie>` or `ip:<address>` */
  key: string;
}

/** How many notices and recordings the channel page shows. */
export const CHANNEL_PAGE_NOTICES = 10;
export const CHANNEL_PAGE_RECORDED = 6;

/** Is the member an adult by the identity-verified birthday (the contracts' rule), else by the verified flag? */
export function isVerifiedAdult(row: MemberRow): boolean {
  return row.birthday ? isAdultOn(row.birthday) : row.isAdult;
}

/** Channels and live streams: lists, channel pages, who may watch, presence, follows. */
export function createLiveService(app: LiveServiceDeps) {
  const secret = () => app.config.jwtSecret;

  /** Adult channels are listed only on brands whose adult broadcast switch is on. */
  const adultShown = async (brand: Brand) => (await app.siteService.platformSwitches(brand)).adultBroadcast;

  const fanLevel = async (memberId: number, channelId: number) => {
    if (await app.channelRelations.has('favorite', memberId, channelId)) return FAN_LEVELS.favorite;
    if (await app.channelRelations.has('follow', memberId, channelId)) return FAN_LEVELS.follower;
    return FAN_LEVELS.none;
  };

  /**
   * Why this viewer may not watch the channel now (null: they may). The owner always may; then
   * adult-only (brand switch, login, identity, 19+), password (a live-Auth proof), fan level,
   * viewer cap (a viewer already counted keeps their place).
   */
  async function accessRefusal(brand: Brand, channel: ChannelRow, viewer: Viewer, passToken: string | undefined, streamId: number | null): Promise<Refusal | null> {
    const me = viewer.member;
    if (me && me.id === channel.ownerId) return null;
    if (channel.adultLevel > 0) {
      const s = await app.siteService.platformSwitches(brand);
      if (!(channel.adultLevel === 1 ? s.adultBroadcast : s.adultPlusBroadcast)) return refusal('live.adult.off', 403);
      if (!me) return refusal('live.adult.loginRequired', 401);
      if (!me.row.identityVerified) return refusal('live.adult.identityRequired', 403);
      if (!isVerifiedAdult(me.row)) return refusal('live.adult.underAge', 403);
    }
    if (channel.passwordHash && !checkLivePass(secret(), channel.id, channel.passwordHash, passToken)) return refusal('live.password.required', 403);
    if (channel.minRatingLevel > 0 && (!me || (await fanLevel(me.id, channel.id)) < channel.minRatingLevel)) return refusal('live.fanLevel', 403);
    if (streamId && channel.maxViewerCount > 0 && !(await app.viewerPresence.isPresent(streamId, viewer.key, VIEWER_PRESENCE_TTL_S))) {
      if ((await app.viewerPresence.count(streamId, VIEWER_PRESENCE_TTL_S)) >= channel.maxViewerCount) return refusal('live.full', 403);
    }
    return null;
  }

  /** Counts the viewer now and mirrors the count on the channel. */
  async function beat(channelId: number, streamId: number, viewer: Viewer) {
    const counts = await app.viewerPresence.beat(streamId, viewer.key, viewer.member?.id ?? null, VIEWER_PRESENCE_TTL_S);
    await app.channels.setViewerCount(channelId, counts.current);
    return counts;
  }

  const service = {
    ...createBroadcastOps(app),
    accessRefusal,

    /** The broadcast themes the brand offers, as the broadcaster app reads them. */
    themes: async (brand: Brand) => (await app.themes.forBrand(brand.id)).map((t) => ({ key: t.id, value: t.code, text: t.label })),

    /** Channels to watch, live ones first (not the caller's own, `memberId` being their login ID). */
    async suggestions(brand: Brand, q: SuggestionListParams, urls: LiveUrls) {
      const rows = await app.channels.suggestions({ limit: q.limit, excludeLoginId: q.memberId || undefined, includeAdult: await adultShown(brand) });
      return rows.map((r) => cardOf(r, urls));
    },

    /** Who is live now, most viewers first, by theme (id or code) and keyword. */
    async liveList(brand: Brand, q: LiveListParams, urls: LiveUrls) {
      let themeIds: number[] | undefined;
      if (q.theme) {
        const theme = await app.themes.find(q.theme);
        themeIds = theme ? [theme.id] : [];
      }
      const page = await app.channels.live({ themeIds, keyword: q.keyword || undefined, offset: q.offset, limit: q.limit, includeAdult: await adultShown(brand) });
      return { list: page.list.map((r) => cardOf(r, urls)), total: page.total };
    },

    /** Channels by broadcaster nickname, login ID or title. */
    async search(brand: Brand, q: ChannelSearchParams, urls: LiveUrls) {
      const page = await app.channels.search({ keyword: q.keyword, offset: q.offset, limit: q.limit, includeAdult: await adultShown(brand) });
      return { list: page.list.map((r) => cardOf(r, urls)), total: page.total };
    },

    /** The channel (owner, theme, counts) or null. */
    async channelInfo(channelId: number, urls: LiveUrls) {
      const d = await app.channels.detail(channelId);
      return d ? channelInfoOf(d, urls) : null;
    },

    /** The caller's relation to a channel. */
    async relation(member: AuthedMember | null, channel: { id: number; ownerId: number }) {
      if (!member) return { isFollowing: false, isFavorite: false, isOwner: false };
      return {
        isFollowing: await app.channelRelations.has('follow', member.id, channel.id),
        isFavorite: await app.channelRelations.has('favorite', member.id, channel.id),
        isOwner: member.id === channel.ownerId,
      };
    },

    /** GET /api/channels/{id}/channel-page; null: unknown channel. */
    async channelPage(channelId: number, member: AuthedMember | null, urls: LiveUrls) {
      const d = await app.channels.detail(channelId);
      if (!d) return null;
      const [notices, recorded] = await Promise.all([
        app.channelNotices.list(channelId, CHANNEL_PAGE_NOTICES),
        app.streams.recorded(channelId, { offset: 0, limit: CHANNEL_PAGE_RECORDED }),
      ]);
      return {
        channel: channelInfoOf(d, urls),
        notices: notices.map(noticeOf),
        recorded: recorded.list.map((r) => streamItemOf(r, urls)),
        relation: await service.relation(member, d.channel),
        subscriberCount: await app.subscriptions.activeCount(channelId),
        liveStartedAt: d.channel.isLive ? (d.liveStartedAt?.toISOString() ?? null) : null,
      };
    },

    /** GET /api/channels/{id}/live-time; null: unknown channel. */
    async liveTime(channelId: number) {
      const d = await app.channels.detail(channelId);
      if (!d) return null;
      const startedAt = d.channel.isLive ? d.liveStartedAt : null;
      return {
        channelId,
        isLive: d.channel.isLive,
        startedAt: startedAt?.toISOString() ?? null,
        elapsedS: startedAt ? Math.max(0, Math.floor((Date.now() - startedAt.getTime()) / 1000)) : 0,
        lastEndedAt: (await app.streams.lastEndedAt(channelId))?.toISOString() ?? null,
      };
    },

    /** GET /api/channels/{id}/setting; null: unknown channel. */
    async setting(channelId: number) {
      const c = await app.channels.findById(channelId);
      if (!c) return null;
      return {
        channelId: c.id,
        title: c.title,
        themeId: c.themeId,
        resolution: c.resolution,
        isForAdult: c.adultLevel > 0,
        hasPassword: !!c.passwordHash,
        minRatingLevel: c.minRatingLevel,
        maxViewerCount: c.maxViewerCount,
        features: featuresOf(c),
      };
    },

    /** GET /api/channels/channel-find?loginId; null: no such broadcaster channel. */
    async channelFind(loginId: string) {
      const c = await app.channels.findByOwnerLoginId(loginId);
      if (!c) return null;
      const d = await app.channels.detail(c.id);
      return d ? { channelId: c.id, loginId: d.owner.loginId, nickname: d.owner.nickname, title: c.title, isLive: c.isLive } : null;
    },

    /** Follow / favourite on or off; refuses the caller's own channel. */
    async setRelation(kind: 'follow' | 'favorite', member: AuthedMember, channelId: number, on: boolean): Promise<Refusal | { on: boolean; count: number }> {
      const c = await app.channels.findById(channelId);
      if (!c) return refusal('live.channel.notFound', 404);
      if (c.ownerId === member.id) return refusal('live.ownChannel', 400);
      return app.channelRelations.set(kind, member.id, channelId, on);
    },

    /**
     * GET /api/guest/live-Auth: may this viewer watch the channel (numeric id or broadcaster login
     * ID)? Same rules as the stream read, answered as a reason; the right password of a password
     * room yields `liveToken` (the route also sets it as a cookie). Null: unknown channel.
     */
    async liveAuth(brand: Brand, q: Required<Pick<LiveAuthQuery, 'channelId' | 'viewerId' | 'password'>>, caller: () => Promise<AuthedMember | null>) {
      const channel = await app.channels.findByIdOrOwnerLoginId(q.channelId);
      if (!channel) return null;
      const answer = (reason: LiveAuthReason, liveToken?: string) => ({
        result: 'ok' as const,
        adultLevel: channel.adultLevel,
        hasPassword: !!channel.passwordHash,
        canWatch: reason === 'ok',
        reason,
        ...(liveToken ? { liveToken } : {}),
      });
      if (channel.adultLevel > 0) {
        const s = await app.siteService.platformSwitches(brand);
        if (!(channel.adultLevel === 1 ? s.adultBroadcast : s.adultPlusBroadcast)) return answer('adultBroadcastOff');
        const me = await caller();
        if (!me || (q.viewerId && q.viewerId !== me.loginId)) return answer('loginRequired');
        if (!me.row.identityVerified || !isVerifiedAdult(me.row)) return answer('adultRequired');
      }
      if (channel.passwordHash) {
        if (!q.password) return answer('passwordRequired');
        if (!(await verifyPassword(channel.passwordHash, q.password))) return answer('passwordWrong');
        return answer('ok', issueLivePass(secret(), channel.id, channel.passwordHash));
      }
      return answer('ok');
    },

    /** Subscribers of a channel in force now (status 1 or 5 within the paid period). Null: unknown channel. */
    async subscriberCount(channelKey: string) {
      const channel = await app.channels.findByIdOrOwnerLoginId(channelKey);
      return channel ? { channelId: channel.id, count: await app.subscriptions.activeCount(channel.id) } : null;
    },

    /**
     * GET /api/channels/{id}/stream: the live's sources for this viewer, or why not (400 unknown
     * or offline, 401/403 access rules). Counts the viewer (presence) on success.
     */
    async watch(brand: Brand, channelId: number, viewer: Viewer, passToken: string | undefined, urls: LiveUrls): Promise<Refusal | ChannelStreamResponse> {
      const d = await app.channels.detail(channelId);
      if (!d) return refusal('live.channel.notFound', 400);
      const c = d.channel;
      const stream = c.liveStreamId ? await app.streams.findById(c.liveStreamId) : undefined;
      if (!c.isLive || !stream || stream.state !== 'live') return refusal('live.offline', 400);
      const refused = await accessRefusal(brand, c, viewer, passToken, stream.id);
      if (refused) return refused;
      const counts = await beat(c.id, stream.id, viewer);
      return { ...streamAnswer(c, stream, d.owner, urls), viewerCount: counts.current };
    },

    /** POST /api/channels/{id}/stream/heartbeat: the viewer is still watching `streamId`. */
    async heartbeat(brand: Brand, channelId: number, streamId: number, viewer: Viewer, passToken: string | undefined): Promise<Refusal | { streamId: number; viewerCount: number; peakViewers: number }> {
      const c = await app.channels.findById(channelId);
      if (!c) return refusal('live.channel.notFound', 400);
      if (!c.isLive || c.liveStreamId !== streamId) return refusal('live.offline', 400);
      const refused = await accessRefusal(brand, c, viewer, passToken, streamId);
      if (refused) return refused;
      const counts = await beat(c.id, streamId, viewer);
      return { streamId, viewerCount: counts.current, peakViewers: counts.peak };
    },
  };
  return service;
}
export type LiveService = ReturnType<typeof createLiveService>;

/** The stream read's answer (recorders read `sources[0].url`, the HLS master). */
export function streamAnswer(c: ChannelRow, s: StreamRow, owner: { id: number; name: string; nickname: string; loginId: string }, urls: LiveUrls): ChannelStreamResponse {
  const renditions = s.renditions.length ? s.renditions : [{ suffixName: 'src', resolution: '', bandwidth: 0 }];
  const hls = renditions.map((r) => ({ url: `${urls.media}${mediaPaths.rendition(s.id, r.suffixName)}`, resolution: r.resolution, suffixName: r.suffixName }));
  const source = renditions.find((r) => r.suffixName === 'src') ?? renditions[0];
  const flv = [{ url: `${urls.media}${mediaPaths.flv(s.id)}`, resolution: source.resolution, suffixName: source.suffixName }];
  const urlDetail = { hls: { resolution: hls }, flv: { resolution: flv } };
  return {
    channelId: c.id,
    title: s.title,
    thumbUrl: `${urls.media}${mediaPaths.thumb(s.id)}`,
    viewerCount: c.viewerCount,
    isForAdult: c.adultLevel > 0,
    stream: { id: s.id, title: s.title, createdAt: (s.startedAt ?? s.createdAt).toISOString(), state: s.state },
    owner: { id: owner.id, name: owner.name, nickname: owner.nickname, loginId: owner.loginId },
    sources: [
      { format: 'hls', url: `${urls.media}${mediaPaths.master(s.id)}`, urlDetail },
      { format: 'flv', url: `${urls.media}${mediaPaths.flv(s.id)}`, urlDetail },
    ],
  };
}
