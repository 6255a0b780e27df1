import type { ChannelCard, ChannelInfo, ChannelNotice, StreamItem } from '@luvcast/contracts';
import type { ChannelCardRow, ChannelDetailRow, ChannelNoticeRow, StreamListRow } from '@luvcast/db';
import { mediaPaths, type LiveUrls } from './live-urls';

/** Rows -> the contracts' shapes (absolute URLs; a live card's thumbnail is the live's own). */
export function cardOf(row: ChannelCardRow, urls: LiveUrls): ChannelCard {
  return {
    ...row,
    startedAt: row.startedAt?.toISOString() ?? null,
    thumbnailUrl: row.isLive && row.streamId ? `${urls.media}${mediaPaths.thumb(row.streamId)}` : urls.absolute(row.thumbnailUrl),
    profileImage: urls.absolute(row.profileImage),
  };
}

export function channelInfoOf(d: ChannelDetailRow, urls: LiveUrls): ChannelInfo {
  const c = d.channel;
  return {
    id: c.id,
    title: c.title,
    owner: { id: d.owner.id, loginId: d.owner.loginId, nickname: d.owner.nickname, profileImage: urls.absolute(d.owner.profileImage) },
    themeId: c.themeId,
    themeText: d.themeText,
    resolution: c.resolution,
    isLive: c.isLive,
    liveStreamId: c.liveStreamId,
    viewerCount: c.viewerCount,
    thumbnailUrl: c.isLive && c.liveStreamId ? `${urls.media}${mediaPaths.thumb(c.liveStreamId)}` : urls.absolute(c.thumbnailUrl),
    isForAdult: c.adultLevel > 0,
    hasPassword: !!c.passwordHash,
    minRatingLevel: c.minRatingLevel,
    maxViewerCount: c.maxViewerCount,
    features: featuresOf(c),
    followerCount: d.followerCount,
    favoriteCount: d.favoriteCount,
    createdAt: c.createdAt.toISOString(),
  };
}

export function featuresOf(c: ChannelDetailRow['channel']) {
  return {
    bjtalk: c.featureBjtalk,
    fantalk: c.featureFantalk,
    bigfan: c.featureBigfan,
    signature: c.featureSignature,
    mission: c.featureMission,
    myfan: c.featureMyfan,
    subscribe: c.featureSubscribe,
  };
}

export function streamItemOf(r: StreamListRow, urls: LiveUrls): StreamItem {
  const s = r.stream;
  const isRecord = s.kind === 2;
  const liveMedia = s.kind === 1 && s.state !== 'ended';
  return {
    id: s.id,
    channelId: s.channelId,
    kind: s.kind,
    title: s.title,
    themeId: s.themeId,
    state: s.state,
    startedAt: s.startedAt?.toISOString() ?? null,
    endedAt: s.endedAt?.toISOString() ?? null,
    durationS: s.durationS,
    peakViewers: s.peakViewers,
    currentViewers: s.currentViewers,
    // the media server keeps a thumbnail only while the live is on
    thumbUrl: liveMedia ? `${urls.media}${mediaPaths.thumb(s.id)}` : null,
    mediaUrl: s.mediaPath && (isRecord || liveMedia) ? `${urls.media}${s.mediaPath}` : null,
    owner: { ...r.owner, profileImage: urls.absolute(r.owner.profileImage) },
  };
}

export function noticeOf(n: ChannelNoticeRow): ChannelNotice {
  return { id: n.id, channelId: n.channelId, kind: n.kind, title: n.title, content: n.content, isPinned: n.isPinned, createdAt: n.createdAt.toISOString(), updatedAt: n.updatedAt.toISOString() };
}
