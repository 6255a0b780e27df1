import type Hls from 'hls.js';
import type { ErrorData, Level } from 'hls.js';
import type Mpegts from 'mpegts.js';

/**
 * The playback engine behind <Player>: hls.js for the HLS master playlist (quality levels + auto),
 * mpegts.js for the HTTP-FLV source (the 저지연 choice), native HLS where MSE is missing (Safari on
 * iOS). Both libraries are loaded on demand (dynamic import), so pages without a player never
 * download them. Recovery: hls.js network errors reload (3 tries, growing delay), media errors
 * use recoverMediaError (2 tries); past that, and on a stall, the engine gives up through
 * `onGiveUp` and the page re-reads the stream (it may have ended or restarted under a new id).
 */

/** `auto`, one hls.js level by its index in the master playlist, or the FLV source. */
export type Quality = 'auto' | `level:${number}` | 'flv';

export interface QualityOption {
  value: Quality;
  /** `720p`, `1.2 Mbps` ...; auto and flv are labelled by the component (translated) */
  label: string;
}

export interface PlayerSources {
  /** the HLS master playlist (`sources[0].url`) */
  hls: string | null;
  /** the HTTP-FLV source rendition */
  flv: string | null;
}

export interface EngineCallbacks {
  /** the levels of the master playlist, best first (without auto / flv) */
  onLevels?: (levels: QualityOption[]) => void;
  /** the level hls.js plays now (auto shows it beside 자동), null when unknown */
  onActiveLevel?: (label: string | null) => void;
  /** recovery failed or the video stalled: the page should re-read the stream and reload */
  onGiveUp?: (reason: string) => void;
}

export interface PlayerEngine {
  readonly backend: 'hls' | 'native' | 'flv';
  /** switches quality; switching between HLS and FLV replaces the backend */
  setQuality: (quality: Quality) => Promise<void>;
  /** where "live" is on the video's timeline (the position 라이브로 이동 seeks to), null when unknown */
  liveEdge: () => number | null;
  /** how many seconds before liveEdge() count as "behind live" for this backend */
  behindThreshold: () => number;
  destroy: () => void;
}

export interface EngineOptions {
  live: boolean;
  initialQuality?: Quality;
  loaders?: Loaders;
  /** ms without currentTime advancing while playing before the engine gives up (default 12 s) */
  stallMs?: number;
}

export interface Loaders {
  hls: () => Promise<typeof Hls>;
  mpegts: () => Promise<typeof Mpegts>;
}

/** Lazy chunks: only a page that plays something downloads hls.js / mpegts.js. */
export const defaultLoaders: Loaders = {
  hls: () => import(/* webpackChunkName: "hls" */ 'hls.js').then((m) => m.default),
  mpegts: () => import(/* webpackChunkName: "mpegts" */ 'mpegts.js').then((m) => m.default),
};

export const NETWORK_RETRIES = 3;
export const MEDIA_RECOVERIES = 2;
export const DEFAULT_STALL_MS = 12_000;

/** `720p` from the height, else the playlist's name, else the bitrate; duplicates get the bitrate. */
export function levelOptions(levels: Pick<Level, 'height' | 'width' | 'bitrate' | 'name'>[]): QualityOption[] {
  const base = levels.map((level, index) => ({
    index,
    height: level.height ?? 0,
    bitrate: level.bitrate ?? 0,
    label: level.height ? `${level.height}p` : level.name || `${Math.round((level.bitrate ?? 0) / 100_000) / 10} Mbps`,
  }));
  const counts = new Map<string, number>();
  for (const level of base) counts.set(level.label, (counts.get(level.label) ?? 0) + 1);
  return base
    .sort((a, b) => b.height - a.height || b.bitrate - a.bitrate)
    .map((level) => ({
      value: `level:${level.index}` as Quality,
      label: (counts.get(level.label) ?? 0) > 1 ? `${level.label} (${Math.round(level.bitrate / 1000)} kbps)` : level.label,
    }));
}

const levelIndexOf = (quality: Quality): number => (quality.startsWith('level:') ? Number(quality.slice('level:'.length)) : -1);

/** The end of the last seekable (or buffered) range: where live is, for native and FLV playback. */
function rangeEnd(video: HTMLVideoElement): number | null {
  const ranges = video.seekable?.length ? video.seekable : video.buffered;
  return ranges && ranges.length ? ranges.end(ranges.length - 1) : null;
}

/** Calls `onStall` once when the video is meant to play but its time has not moved for `ms`. */
export function watchStall(video: HTMLVideoElement, ms: number, onStall: () => void): () => void {
  let last = video.currentTime;
  let since = Date.now();
  let fired = false;
  const tick = setInterval(
    () => {
      if (fired) return;
      if (video.paused || video.ended || video.currentTime !== last) {
        last = video.currentTime;
        since = Date.now();
        return;
      }
      if (Date.now() - since >= ms) {
        fired = true;
        onStall();
      }
    },
    Math.min(1000, ms / 4),
  );
  return () => clearInterval(tick);
}

/** Creates the engine on `video` and starts loading; the caller calls play(). */
export async function createEngine(video: HTMLVideoElement, sources: PlayerSources, options: EngineOptions, callbacks: EngineCallbacks = {}): Promise<PlayerEngine> {
  const loaders = options.loaders ?? defaultLoaders;
  const initial: Quality = options.initialQuality === 'flv' && !sources.flv ? 'auto' : (options.initialQuality ?? (sources.hls ? 'auto' : 'flv'));
  let destroyed = false;
  let stopBackend: () => void = () => undefined;
  let hls: Hls | null = null;
  let backend: PlayerEngine['backend'] = 'hls';
  let levels: QualityOption[] = [];
  const stopStall = watchStall(video, options.stallMs ?? DEFAULT_STALL_MS, () => callbacks.onGiveUp?.('stalled'));

  const giveUp = (reason: string) => {
    if (!destroyed) callbacks.onGiveUp?.(reason);
  };

  async function startHls(quality: Quality): Promise<void> {
    if (!sources.hls) throw new Error('no HLS source');
    const HlsClass = await loaders.hls();
    if (destroyed) return;
    if (!HlsClass.isSupported()) {
      if (video.canPlayType('application/vnd.apple.mpegurl')) {
        backend = 'native';
        video.src = sources.hls;
        const onError = () => giveUp('media-error');
        video.addEventListener('error', onError);
        stopBackend = () => {
          video.removeEventListener('error', onError);
          video.removeAttribute('src');
          video.load();
        };
        return;
      }
      throw new Error('HLS is not supported in this browser');
    }
    backend = 'hls';
    const instance = new HlsClass({ lowLatencyMode: false, liveSyncDurationCount: 3, backBufferLength: options.live ? 30 : Infinity });
    hls = instance;
    let networkRetries = 0;
    let mediaRecoveries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const { Events, ErrorTypes } = HlsClass;

    instance.on(Events.MANIFEST_PARSED, (_event, data) => {
      levels = levelOptions(data.levels);
      callbacks.onLevels?.(levels);
      const index = levelIndexOf(quality);
      if (index >= 0 && index < data.levels.length) instance.currentLevel = index;
    });
    instance.on(Events.LEVEL_SWITCHED, (_event, data) => {
      callbacks.onActiveLevel?.(levels.find((l) => l.value === `level:${data.level}`)?.label ?? null);
    });
    instance.on(Events.FRAG_BUFFERED, () => {
      networkRetries = 0;
      mediaRecoveries = 0;
    });
    instance.on(Events.ERROR, (_event, data: ErrorData) => {
      if (!data.fatal) return;
      if (data.type === ErrorTypes.NETWORK_ERROR && networkRetries < NETWORK_RETRIES) {
        networkRetries += 1;
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => instance.startLoad(), 1000 * networkRetries);
        return;
      }
      if (data.type === ErrorTypes.MEDIA_ERROR && mediaRecoveries < MEDIA_RECOVERIES) {
        mediaRecoveries += 1;
        instance.recoverMediaError();
        return;
      }
      giveUp(`${data.type}:${data.details}`);
    });
    instance.loadSource(sources.hls);
    instance.attachMedia(video);
    stopBackend = () => {
      clearTimeout(retryTimer);
      instance.destroy();
      hls = null;
    };
  }

  async function startFlv(): Promise<void> {
    if (!sources.flv) throw new Error('no FLV source');
    const mpegts = await loaders.mpegts();
    if (destroyed) return;
    if (!mpegts.isSupported()) throw new Error('FLV is not supported in this browser');
    backend = 'flv';
    const player = mpegts.createPlayer(
      { type: 'flv', isLive: options.live, url: sources.flv, cors: true },
      { enableStashBuffer: false, liveBufferLatencyChasing: options.live, lazyLoad: false },
    );
    player.on(mpegts.Events.ERROR, (type: string, detail: string) => giveUp(`flv:${type}:${detail}`));
    player.attachMediaElement(video);
    player.load();
    callbacks.onActiveLevel?.(null);
    stopBackend = () => {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    };
  }

  const start = (quality: Quality) => (quality === 'flv' ? startFlv() : startHls(quality));

  try {
    await start(initial);
  } catch (error) {
    stopStall();
    throw error;
  }

  return {
    get backend() {
      return backend;
    },
    async setQuality(quality) {
      if (destroyed) return;
      const wantFlv = quality === 'flv';
      if (wantFlv !== (backend === 'flv')) {
        stopBackend();
        await start(quality);
        return;
      }
      if (hls) {
        // -1 = auto (ABR); a fixed level switches at once (currentLevel flushes the buffer)
        hls.currentLevel = levelIndexOf(quality);
      }
    },
    liveEdge() {
      // hls.js: its sync position (the edge minus the target latency); else the end of what is there
      if (hls) return hls.liveSyncPosition !== null && Number.isFinite(hls.liveSyncPosition) ? hls.liveSyncPosition : null;
      const end = rangeEnd(video);
      if (end === null) return null;
      return backend === 'flv' ? Math.max(0, end - 0.5) : Math.max(0, end - 10);
    },
    behindThreshold() {
      return backend === 'flv' ? 3 : backend === 'native' ? 15 : 8;
    },
    destroy() {
      destroyed = true;
      stopStall();
      stopBackend();
    },
  };
}
