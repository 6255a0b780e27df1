import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChannelConfig, useChannelStream, useStartStream, useStopStream } from '@luvcast/api-client';
import { STREAM_RESOLUTIONS, type ChannelInfo, type StartStreamBody, type StreamResolution } from '@luvcast/contracts';
import { Button, Card, Dialog, toast } from '@luvcast/ui';
import { FailureAlert } from '../shared/failure-text';
import { Player } from '../shared/player/player';
import styles from './studio-page.module.css';

const isResolution = (value: string): value is StreamResolution => (STREAM_RESOLUTIONS as readonly string[]).includes(value);

/**
 * Start / stop and the preview of the incoming stream (the viewers' player, muted). 방송 시작
 * saves the live's settings (POST start-stream); the live goes on air when the encoder publishes.
 */
export function BroadcastPanel({ channel, canBroadcast }: { channel: ChannelInfo; canBroadcast: boolean }) {
  const { t } = useLingui();
  const config = useChannelConfig();
  const start = useStartStream();
  const stop = useStopStream();
  const [confirmStop, setConfirmStop] = useState(false);
  const [ready, setReady] = useState(false);
  const failure = start.error ?? stop.error;

  const startLive = () => {
    if (!config.data) return;
    const { title, themeId, resolution, minRatingLevel, isForAdult, maxViewerCount } = config.data;
    const body: StartStreamBody = {
      title,
      theme: themeId,
      resolution: isResolution(resolution) ? resolution : '720p',
      minRatingLevel,
      isForAdult,
      maxViewerCount,
      userAgentType: 'PCWEB',
    };
    start.mutate(body, {
      onSuccess: (answer) => {
        setReady(!answer.isLive);
        toast(answer.isLive ? t`방송 중입니다.` : t`방송 준비가 끝났습니다. 방송 프로그램에서 송출을 시작하세요.`, { kind: 'success' });
      },
    });
  };

  return (
    <Card as="section" className={`${styles.section} ${styles.wide}`} aria-labelledby="studio-broadcast">
      <div className={styles.broadcastHead}>
        <h2 id="studio-broadcast" className={styles.sectionTitle}>
          <Trans>미리보기</Trans>
        </h2>
        <span className={channel.isLive ? styles.onAir : styles.offAir} role="status" data-on-air={channel.isLive}>
          {channel.isLive ? <Trans>방송 중</Trans> : <Trans>방송 대기</Trans>}
        </span>
      </div>
      {channel.isLive ? (
        <Preview channelId={channel.id} />
      ) : (
        <div className={styles.previewEmpty}>
          {ready ? (
            <Trans>방송 프로그램에서 위 서버 주소와 스트림 키로 송출을 시작하면 여기에 미리보기가 나옵니다.</Trans>
          ) : (
            <Trans>들어오는 스트림이 없습니다.</Trans>
          )}
        </div>
      )}
      <div className={styles.actions}>
        <Button onClick={startLive} loading={start.isPending} disabled={!canBroadcast || !config.data || channel.isLive}>
          <Trans>방송 시작</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setConfirmStop(true)} loading={stop.isPending} disabled={!channel.isLive && !ready}>
          <Trans>방송 종료</Trans>
        </Button>
        {channel.isLive ? (
          <Link to={`/channels/${channel.id}/live`} className={styles.viewLink}>
            <Trans>시청 페이지 열기</Trans>
          </Link>
        ) : null}
      </div>
      {!canBroadcast ? (
        <p className={styles.hint}>
          <Trans>본인인증 후 방송을 시작할 수 있습니다.</Trans>
        </p>
      ) : null}
      <FailureAlert failure={failure} className={styles.error} />
      <Dialog
        open={confirmStop}
        title={t`방송 종료`}
        message={t`방송을 끝낼까요? 시청자에게 방송이 종료되고, 방송 프로그램의 연결도 끊깁니다.`}
        confirmLabel={t`종료`}
        cancelLabel={t`취소`}
        onCancel={() => setConfirmStop(false)}
        onConfirm={() => {
          setConfirmStop(false);
          stop.mutate(undefined, {
            onSuccess: () => {
              setReady(false);
              toast(t`방송을 종료했습니다.`, { kind: 'success' });
            },
          });
        }}
      />
    </Card>
  );
}

/** The incoming stream as viewers get it, muted. */
function Preview({ channelId }: { channelId: number }) {
  const stream = useChannelStream(channelId);
  if (!stream.data) {
    return (
      <div className={styles.previewEmpty} role="status">
        {stream.isError ? <Trans>미리보기를 불러오지 못했습니다.</Trans> : <Trans>불러오는 중</Trans>}
      </div>
    );
  }
  const hls = stream.data.sources.find((s) => s.format === 'hls')?.url ?? stream.data.sources[0]?.url ?? null;
  const flv = stream.data.sources.find((s) => s.format === 'flv')?.url ?? null;
  return <Player sources={{ hls, flv }} live muted title={stream.data.title} onGiveUp={() => void stream.refetch()} />;
}
