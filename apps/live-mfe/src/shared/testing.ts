// Fixtures shared by live-mfe's page specs (imported only by *.spec.tsx, never by product code).
import type { ChannelCard, ChannelInfo } from '@luvcast/contracts';

/** The broadcaster of the specs' channel 7. */
export const caster = { id: 3, loginId: 'caster1', nickname: '방송인1', profileImage: null };

/**
 * Channel 7 as GET /api/channels/:id/channel-page and /api/my/channel/profile answer it: offline,
 * no theme, no followers unless overridden; a live one (`isLive: true`) has live stream 11.
 */
export const channelInfo = (overrides: Partial<ChannelInfo> = {}): ChannelInfo => ({
  id: 7,
  title: '오늘의 방송',
  owner: caster,
  themeId: null,
  themeText: null,
  resolution: '720p',
  isLive: false,
  liveStreamId: overrides.isLive ? 11 : null,
  viewerCount: 0,
  thumbnailUrl: null,
  isForAdult: false,
  hasPassword: false,
  minRatingLevel: 0,
  maxViewerCount: 0,
  features: { bjtalk: true, fantalk: true, bigfan: true, signature: true, mission: true, myfan: true, subscribe: true },
  followerCount: 0,
  favoriteCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

/** Channel n as a card of the live, suggestion, search and followed lists (live stream 100 + n when live). */
export const channelCard = (n: number, isLive: boolean, viewerCount = 0, extra: Partial<ChannelCard> = {}): ChannelCard => ({
  channelId: n,
  streamId: isLive ? 100 + n : null,
  loginId: `caster${n}`,
  nickname: `방송인${n}`,
  title: `방송 ${n}`,
  themeId: null,
  themeText: null,
  isLive,
  viewerCount,
  isForAdult: false,
  hasPassword: false,
  startedAt: isLive ? '2026-11-23T10:00:00.000Z' : null,
  thumbnailUrl: null,
  profileImage: null,
  ...extra,
});
