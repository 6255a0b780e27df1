import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { channelPageQuery, channelStreamQuery, recordPlayed, useChannelPage, useChannelStream, useHeartbeat, useProfile } from '@luvcast/api-client';
import type { ChannelNotice, ChannelStreamResponse, ChatEvent } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { Button } from '@luvcast/ui';
import { formatCount } from '@luvcast/i18n';
import { useChannelIdParam } from '../shared/channel-id';
import { formatDuration, secondsSince } from '../shared/format';
import { Player } from '../shared/player/player';
import { useNow } from '../shared/use-now';
import { ChatSlot } from './chat-slot';
import { LiveAccess, readLiveToken, refusalOf } from './live-access';
import styles from './live-page.module.css';

/** The HLS master (`sources[0].url`) and the FLV source of a stream read. */
export function sourcesOf(stream: ChannelStreamResponse) {
  const hls = stream.sources.find((s) => s.format === 'hls')?.url ?? stream.sources[0]?.url ?? null;
  const flv = stream.sources.find((s) => s.format === 'flv')?.url ?? null;
  return { hls, flv };
}

/** The notice an offline channel shows: the pinned one, else the latest. */
export const headlineNotice = (notices: ChannelNotice[]): ChannelNotice | null => notices.find((n) => n.isPinned) ?? notices[0] ?? null;

/**
 * /channels/:id/live: the player (top on a phone), title, broadcaster, viewers and on-air time,
 * the chat slot beside (desktop) or below (phone). The stream read polls every 10 s, so the page
 * turns live or offline without a reload, and is read again at once when the chat room says the
 * stream started or stopped (STREAMS_CHANGE); a refused viewer gets the access dialogs.
 */
export function LivePage() {
  const channelId = useChannelIdParam();
  if (channelId === null) {
    return (
      <p role="alert" className={styles.message}>
        <Trans>채널을 찾을 수 없습니다.</Trans>
      </p>
    );
  }
  return <LiveScreen key={channelId} channelId={channelId} />;
}

function LiveScreen({ channelId }: { channelId: number }) {
  const { t, i18n } = useLingui();
  const [liveToken, setLiveToken] = useState<string | undefined>(() => readLiveToken(channelId));
  const stream = useChannelStream(channelId, liveToken);
  const page = useChannelPage(channelId);
  const { data: profile } = useProfile();
  const refusal = stream.isError ? refusalOf(stream.error) : null;
  const live = !refusal && stream.data ? stream.data : null;
  const streamId = live?.stream.id ?? null;
  const [viewers, setViewers] = useState<number | null>(null);
  const now = useNow(1000);
  const queryClient = useQueryClient();

  // the room's STREAMS_CHANGE (start, stop, a restart under a new id): read the stream and the channel now, not at the next poll
  const onRoomEvent = useCallback(
    (e: ChatEvent) => {
      if (e.type !== 'STREAMS_CHANGE') return;
      void queryClient.invalidateQueries({ queryKey: channelStreamQuery(channelId, liveToken).queryKey });
      void queryClient.invalidateQueries({ queryKey: channelPageQuery(channelId).queryKey });
    },
    [queryClient, channelId, liveToken],
  );

  useHeartbeat(channelId, streamId, (answer) => setViewers(answer.viewerCount));
  useEffect(() => setViewers(null), [streamId]);

  // a member's watch history: once per stream
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!profile || streamId === null || recorded.current === streamId) return;
    recorded.current = streamId;
    void recordPlayed({ streamId }).catch(() => undefined);
  }, [profile, streamId]);

  const sources = useMemo(() => (live ? sourcesOf(live) : null), [live]);
  const channel = page.data?.channel;
  const title = live?.title ?? channel?.title ?? '';
  const nickname = live?.owner.nickname ?? channel?.owner.nickname ?? '';
  const viewerCount = viewers ?? live?.viewerCount ?? 0;
  const isOwner = !!page.data?.relation.isOwner;
  const openGiftDialog = useSessionStore((s) => s.openGiftDialog);
  const notice = page.data ? headlineNotice(page.data.notices) : null;

  let stage;
  if (live && sources) {
    stage = <Player sources={sources} live title={title} poster={live.thumbUrl || null} onGiveUp={() => void stream.refetch()} />;
  } else if (refusal && (refusal.kind === 'offline' || refusal.kind === 'notFound')) {
    stage = (
      <div className={styles.offline} data-offline>
        <p className={styles.offlineTitle} role="status">
          {refusal.kind === 'notFound' ? <Trans>채널을 찾을 수 없습니다.</Trans> : <Trans>지금은 방송 중이 아닙니다.</Trans>}
        </p>
        {notice ? (
          <section className={styles.notice} aria-label={t`채널 공지`}>
            <h2 className={styles.noticeTitle}>{notice.title}</h2>
            <p className={styles.noticeContent}>{notice.content}</p>
          </section>
        ) : null}
        {refusal.kind === 'offline' ? (
          <Link to={`/channels/${channelId}`} className={styles.gateLink}>
            <Trans>채널에서 지난 방송 보기</Trans>
          </Link>
        ) : null}
      </div>
    );
  } else if (refusal) {
    stage = (
      <div className={styles.offline}>
        <LiveAccess refusal={refusal} channelId={channelId} onToken={(token) => setLiveToken(token || undefined)} />
      </div>
    );
  } else if (stream.isError) {
    stage = (
      <div className={styles.offline} role="alert">
        <p>
          <Trans>방송 정보를 불러오지 못했습니다.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void stream.refetch()}>
          <Trans>다시 시도</Trans>
        </Button>
      </div>
    );
  } else {
    stage = (
      <div className={styles.offline} role="status">
        <Trans>불러오는 중</Trans>
      </div>
    );
  }

  return (
    <div className={styles.layout} data-live-page data-channel-id={channelId} data-live={live ? 'on' : 'off'}>
      <div className={styles.main}>
        <div className={styles.stage}>{stage}</div>
        <div className={styles.info}>
          <h1 className={styles.title}>{title || <Trans>방송</Trans>}</h1>
          <p className={styles.meta}>
            {nickname ? (
              <Link to={`/channels/${channelId}`} className={styles.owner}>
                {nickname}
              </Link>
            ) : null}
            {live ? (
              <>
                <span className={styles.liveDot}>
                  <Trans>LIVE</Trans>
                </span>
                <span data-viewer-count>
                  <Trans>시청자 {formatCount(viewerCount, i18n)}명</Trans>
                </span>
                <span>
                  <Trans>방송 시간 {now === null ? '' : formatDuration(secondsSince(live.stream.createdAt, now))}</Trans>
                </span>
                {live.isForAdult ? (
                  <span className={styles.adult}>
                    <Trans>19세</Trans>
                  </span>
                ) : null}
              </>
            ) : null}
          </p>
          {nickname && !isOwner ? (
            <div className={styles.actions}>
              <Button onClick={() => openGiftDialog({ channelId, nickname })}>
                <Trans>선물하기</Trans>
              </Button>
              <Button variant="secondary" onClick={() => openGiftDialog({ channelId, nickname, kind: 'subscribe' })}>
                <Trans>구독하기</Trans>
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      <ChatSlot channelId={channelId} streamId={streamId} onRoomEvent={onRoomEvent} />
    </div>
  );
}
