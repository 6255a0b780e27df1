import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createEngine, type Loaders, type PlayerEngine, type PlayerSources, type Quality, type QualityOption } from './player-engine';
import { QualityMenu } from './quality-menu';
import styles from './player.module.css';

export interface PlayerProps {
  sources: PlayerSources;
  /** a live stream (live-edge indicator, latency chasing) or a VOD */
  live: boolean;
  /** what is playing: the video is labelled `{title} 영상` */
  title: string;
  /** start muted (the studio's preview) */
  muted?: boolean;
  poster?: string | null;
  /** recovery failed or the video stalled: the page re-reads the stream (it may have ended) */
  onGiveUp?: (reason: string) => void;
  /** shown over the video instead of the controls (e.g. nothing to play) */
  overlay?: ReactNode;
  /** replaces the dynamic imports of hls.js / mpegts.js (tests) */
  loaders?: Loaders;
}

type Status = 'loading' | 'ready' | 'reconnecting' | 'unsupported';

/** How long after giving up the player builds its engine again (the page may unmount it first). */
export const RELOAD_AFTER_MS = 2000;

/**
 * The video player: hls.js / mpegts.js through the engine, play / pause, mute + volume, quality
 * menu, fullscreen, and for a live the LIVE badge or, when behind, 라이브로 이동. Autoplays; a
 * browser that refuses sound gets a muted start and a 소리 켜기 button.
 */
export function Player({ sources, live, title, muted: startMuted = false, poster, onGiveUp, overlay, loaders }: PlayerProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const engineRef = useRef<PlayerEngine | null>(null);
  const qualityRef = useRef<Quality>('auto');
  const giveUpRef = useRef(onGiveUp);
  giveUpRef.current = onGiveUp;

  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const [levels, setLevels] = useState<QualityOption[]>([]);
  const [activeLevel, setActiveLevel] = useState<string | null>(null);
  const [quality, setQualityState] = useState<Quality>('auto');
  const [paused, setPaused] = useState(true);
  const [muted, setMuted] = useState(startMuted);
  const [volume, setVolume] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [behind, setBehind] = useState(false);
  const [autoMuted, setAutoMuted] = useState(false);

  const play = useCallback(async () => {
    const video = videoRef.current;
    if (!video) return;
    try {
      await video.play();
    } catch {
      // autoplay with sound refused: start muted, offer 소리 켜기
      if (video.muted) return;
      video.muted = true;
      setMuted(true);
      setAutoMuted(true);
      await video.play().catch(() => undefined);
    }
  }, []);

  // one engine per source and attempt (a give-up builds a new one after RELOAD_AFTER_MS)
  useEffect(() => {
    const video = videoRef.current;
    if (!video || (!sources.hls && !sources.flv)) return;
    let cancelled = false;
    let reload: ReturnType<typeof setTimeout> | undefined;
    setStatus(attempt === 0 ? 'loading' : 'reconnecting');
    createEngine(
      video,
      sources,
      { live, initialQuality: qualityRef.current, loaders },
      {
        onLevels: (next) => !cancelled && setLevels(next),
        onActiveLevel: (label) => !cancelled && setActiveLevel(label),
        onGiveUp: (reason) => {
          if (cancelled) return;
          setStatus('reconnecting');
          giveUpRef.current?.(reason);
          clearTimeout(reload);
          reload = setTimeout(() => setAttempt((a) => a + 1), RELOAD_AFTER_MS);
        },
      },
    ).then(
      (engine) => {
        if (cancelled) return engine.destroy();
        engineRef.current = engine;
        setStatus('ready');
        void play();
      },
      () => !cancelled && setStatus('unsupported'),
    );
    return () => {
      cancelled = true;
      clearTimeout(reload);
      engineRef.current?.destroy();
      engineRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sources by value: a new object with the same URLs keeps the engine
  }, [sources.hls, sources.flv, live, attempt, loaders, play]);

  // media element state -> controls
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const sync = () => {
      setPaused(video.paused);
      setMuted(video.muted);
      setVolume(video.volume);
    };
    const events = ['play', 'pause', 'volumechange', 'playing'];
    events.forEach((e) => video.addEventListener(e, sync));
    return () => events.forEach((e) => video.removeEventListener(e, sync));
  }, []);

  // live-edge indicator
  useEffect(() => {
    if (!live) return setBehind(false);
    const tick = setInterval(() => {
      const engine = engineRef.current;
      const video = videoRef.current;
      if (!engine || !video) return;
      const edge = engine.liveEdge();
      setBehind(edge !== null && (video.paused || edge - video.currentTime > engine.behindThreshold()));
    }, 1000);
    return () => clearInterval(tick);
  }, [live]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === container.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const changeQuality = (next: Quality) => {
    qualityRef.current = next;
    setQualityState(next);
    void engineRef.current?.setQuality(next).then(() => play());
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) video.volume = 0.5;
    setAutoMuted(false);
  };

  const changeVolume = (value: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = value;
    video.muted = value === 0;
    setAutoMuted(false);
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void container.current?.requestFullscreen?.();
  };

  const jumpToLive = () => {
    const engine = engineRef.current;
    const video = videoRef.current;
    const edge = engine?.liveEdge();
    if (video && edge !== null && edge !== undefined) video.currentTime = edge;
    void play();
    setBehind(false);
  };

  const hasSource = Boolean(sources.hls || sources.flv);

  return (
    <div ref={container} className={styles.player} data-player data-status={status} data-quality={quality}>
      <video
        ref={videoRef}
        className={styles.video}
        aria-label={t`${title} 영상`}
        playsInline
        muted={startMuted}
        poster={poster ?? undefined}
        onClick={() => (videoRef.current?.paused ? void play() : videoRef.current?.pause())}
      />
      {overlay ? <div className={styles.overlay}>{overlay}</div> : null}
      {!overlay && status !== 'ready' ? (
        <div className={styles.overlay} role="status">
          {status === 'unsupported' ? (
            <Trans>이 브라우저에서는 재생할 수 없습니다.</Trans>
          ) : status === 'reconnecting' ? (
            <Trans>다시 연결하는 중…</Trans>
          ) : (
            <Trans>불러오는 중</Trans>
          )}
        </div>
      ) : null}
      {autoMuted && muted ? (
        <button type="button" className={styles.unmute} onClick={toggleMute}>
          <Trans>소리 켜기</Trans>
        </button>
      ) : null}
      {hasSource && !overlay ? (
        <div className={styles.controls} role="toolbar" aria-label={t`재생 제어`}>
          <button type="button" className={styles.control} onClick={() => (paused ? void play() : videoRef.current?.pause())}>
            {paused ? t`재생` : t`일시정지`}
          </button>
          <button type="button" className={styles.control} aria-pressed={muted} onClick={toggleMute}>
            {muted ? t`음소거 해제` : t`음소거`}
          </button>
          <input
            type="range"
            className={styles.volume}
            aria-label={t`음량`}
            min={0}
            max={1}
            step={0.05}
            value={muted ? 0 : volume}
            onChange={(event) => changeVolume(Number(event.target.value))}
          />
          {live ? (
            behind ? (
              <button type="button" className={styles.behind} onClick={jumpToLive}>
                <Trans>라이브로 이동</Trans>
              </button>
            ) : (
              <span className={styles.liveBadge} data-live-edge>
                <Trans>LIVE</Trans>
              </span>
            )
          ) : null}
          <span className={styles.spacer} />
          {sources.hls ? <QualityMenu levels={levels} hasFlv={live && Boolean(sources.flv)} value={quality} activeLabel={quality === 'auto' ? activeLevel : null} onChange={changeQuality} /> : null}
          <button type="button" className={styles.control} aria-pressed={fullscreen} onClick={toggleFullscreen}>
            {fullscreen ? t`전체화면 종료` : t`전체화면`}
          </button>
        </div>
      ) : null}
    </div>
  );
}
