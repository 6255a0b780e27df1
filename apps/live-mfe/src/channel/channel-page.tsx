import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, useChannelPage, useFollowChannel, useLiveTime, useRecordedList } from '@luvcast/api-client';
import type { ChannelPageResponse, StreamItem } from '@luvcast/contracts';
import { requireMember, useSessionStore } from '@luvcast/session';
import { Button, Card, QueryState } from '@luvcast/ui';
import { formatCount } from '@luvcast/i18n';
import { useChannelIdParam } from '../shared/channel-id';
import { FailureAlert } from '../shared/failure-text';
import { formatDuration, secondsSince } from '../shared/format';
import { Player } from '../shared/player/player';
import { useLocalDate, useNow } from '../shared/use-now';
import styles from './channel-page.module.css';

/** How many VODs the channel page lists. */
export const VOD_PAGE_SIZE = 12;

/**
 * /channels/:id: the broadcaster's channel — follow button with its count, subscribers, the live
 * (on-air time and a link) or the last live's end, notices, and the recorded lives (VODs), which
 * play here in the same player (`?vod={streamId}`).
 */
export function ChannelPage() {
  const channelId = useChannelIdParam();
  return channelId === null ? <NotFound /> : <ChannelLoader key={channelId} channelId={channelId} />;
}

function NotFound() {
  return (
    <p role="alert" className={styles.message}>
      <Trans>채널을 찾을 수 없습니다.</Trans>
    </p>
  );
}

function ChannelLoader({ channelId }: { channelId: number }) {
  const { t } = useLingui();
  const page = useChannelPage(channelId);
  if (page.error instanceof ApiError && page.error.status >= 400 && page.error.status < 500) return <NotFound />;
  return (
    <QueryState query={page} loadingLabel={t`불러오는 중`} error={<Trans>채널을 불러오지 못했습니다.</Trans>}>
      {(data) => <ChannelScreen data={data} />}
    </QueryState>
  );
}

function ChannelScreen({ data }: { data: ChannelPageResponse }) {
  const { t, i18n } = useLingui();
  const { channel, notices, relation, subscriberCount } = data;
  const follow = useFollowChannel(channel.id);
  const openGiftDialog = useSessionStore((s) => s.openGiftDialog);
  const liveTime = useLiveTime(channel.id);
  // the longer list is a members' call; a guest sees the channel page's latest VODs
  const signedIn = useSessionStore((s) => s.me !== null);
  const vods = useRecordedList(channel.id, 0, VOD_PAGE_SIZE, signedIn);
  const [params, setParams] = useSearchParams();
  const now = useNow(1000);
  const localDate = useLocalDate();
  const vodList = vods.data?.list ?? data.recorded;
  const playing = vodList.find((v) => String(v.id) === params.get('vod')) ?? null;
  const startedAt = liveTime.data?.startedAt ?? data.liveStartedAt;

  const toggleFollow = () => {
    if (!requireMember()) return;
    follow.mutate(!relation.isFollowing);
  };

  return (
    <div className={styles.page} data-channel-page data-channel-id={channel.id}>
      <Card as="section" className={styles.head} aria-labelledby="channel-name">
        <div className={styles.identity}>
          {channel.owner.profileImage ? <img src={channel.owner.profileImage} alt="" width={56} height={56} className={styles.avatar} /> : <span className={styles.avatar} aria-hidden="true" />}
          <div>
            <h1 id="channel-name" className={styles.name}>
              {channel.owner.nickname}
            </h1>
            <p className={styles.channelTitle}>{channel.title}</p>
          </div>
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>
              <Trans>팔로워</Trans>
            </dt>
            <dd data-follower-count>{formatCount(channel.followerCount, i18n)}</dd>
          </div>
          <div>
            <dt>
              <Trans>구독자</Trans>
            </dt>
            <dd data-subscriber-count>{formatCount(subscriberCount, i18n)}</dd>
          </div>
          <div>
            <dt>
              <Trans>방송 시간</Trans>
            </dt>
            <dd data-live-time>
              {channel.isLive && startedAt ? (
                now === null ? null : formatDuration(secondsSince(startedAt, now))
              ) : liveTime.data?.lastEndedAt ? (
                <Trans>마지막 방송 {localDate(liveTime.data.lastEndedAt, { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
              ) : (
                <Trans>방송 기록 없음</Trans>
              )}
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          {relation.isOwner ? (
            <Link to="/studio" className={styles.primaryLink}>
              <Trans>방송 관리</Trans>
            </Link>
          ) : (
            <Button variant={relation.isFollowing ? 'secondary' : 'primary'} aria-pressed={relation.isFollowing} loading={follow.isPending} onClick={toggleFollow}>
              {relation.isFollowing ? t`팔로잉` : t`팔로우`}
            </Button>
          )}
          {relation.isOwner ? null : (
            <Button variant="secondary" onClick={() => openGiftDialog({ channelId: channel.id, nickname: channel.owner.nickname })}>
              <Trans>선물하기</Trans>
            </Button>
          )}
          {relation.isOwner || !channel.features.subscribe ? null : (
            <Button variant="secondary" onClick={() => openGiftDialog({ channelId: channel.id, nickname: channel.owner.nickname, kind: 'subscribe' })}>
              <Trans>구독하기</Trans>
            </Button>
          )}
          {channel.isLive ? (
            <Link to={`/channels/${channel.id}/live`} className={styles.liveLink}>
              <Trans>LIVE 보러 가기</Trans>
            </Link>
          ) : null}
          {/* the fan board is cs-mfe's page: reached by its URL, never by importing another remote */}
          <Link to={`/cs/boards/${channel.id}`}>
            <Trans>팬 게시판</Trans>
          </Link>
        </div>
        <FailureAlert failure={follow.error} className={styles.error} />
      </Card>

      {playing && playing.mediaUrl ? (
        <section aria-label={t`다시 보기`} className={styles.vodPlayer}>
          <Player sources={{ hls: playing.mediaUrl, flv: null }} live={false} title={playing.title} poster={playing.thumbUrl} />
          <h2 className={styles.sectionTitle}>{playing.title}</h2>
        </section>
      ) : null}

      <section aria-labelledby="channel-notices">
        <h2 id="channel-notices" className={styles.sectionTitle}>
          <Trans>공지</Trans>
        </h2>
        {notices.length === 0 ? (
          <p className={styles.empty}>
            <Trans>공지가 없습니다.</Trans>
          </p>
        ) : (
          <ul className={styles.notices}>
            {notices.map((notice) => (
              <li key={notice.id}>
                <Card as="article" className={styles.notice}>
                  <h3 className={styles.noticeTitle}>
                    {notice.isPinned ? (
                      <span className={styles.pin}>
                        <Trans>고정</Trans>
                      </span>
                    ) : null}
                    {notice.title}
                  </h3>
                  <p className={styles.noticeContent}>{notice.content}</p>
                  <time className={styles.date} dateTime={notice.createdAt}>
                    {localDate(notice.createdAt, { dateStyle: 'medium' })}
                  </time>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="channel-vods">
        <h2 id="channel-vods" className={styles.sectionTitle}>
          <Trans>지난 방송</Trans>
        </h2>
        {vodList.length === 0 ? (
          <p className={styles.empty}>
            <Trans>지난 방송이 없습니다.</Trans>
          </p>
        ) : (
          <ul className={styles.vods}>
            {vodList.map((vod) => (
              <li key={vod.id}>
                <VodCard vod={vod} active={playing?.id === vod.id} onPlay={() => setParams({ vod: String(vod.id) })} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function VodCard({ vod, active, onPlay }: { vod: StreamItem; active: boolean; onPlay: () => void }) {
  const { t } = useLingui();
  const localDate = useLocalDate();
  return (
    <article className={styles.vod} data-vod-id={vod.id} aria-current={active || undefined}>
      <button type="button" className={styles.vodButton} onClick={onPlay} disabled={!vod.mediaUrl} aria-label={t`${vod.title} 다시 보기`}>
        <span className={styles.thumb}>
          {vod.thumbUrl ? <img src={vod.thumbUrl} alt="" width={320} height={180} loading="lazy" decoding="async" /> : null}
          {vod.durationS !== null ? <span className={styles.duration}>{formatDuration(vod.durationS)}</span> : null}
        </span>
      </button>
      <h3 className={styles.vodTitle}>{vod.title}</h3>
      {vod.startedAt ? (
        <time className={styles.date} dateTime={vod.startedAt}>
          {localDate(vod.startedAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ) : null}
    </article>
  );
}
