// One stream's packaging: a Debian ffmpeg fed with the publisher's FLV on stdin (no second RTMP
// connection, and the stream key never appears on a command line) writing
//   hls/{id}/src/     the source rendition, passed through (-c copy), 1 s segments, 6 in the playlist
//   hls/{id}/480p/    the lower rendition (libx264 veryfast) when allowed
//   vod/{id}/src/     the recording: the source again, 4 s segments, every one kept (EVENT -> VOD)
// plus hls/{id}/master.m3u8 (written by us once the first segments exist) and hls/{id}/thumb.jpg
// (one frame of the newest segment every 10 s, by a short-lived ffmpeg).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Rendition } from './hooks';
import { finalizeVodPlaylist, masterPlaylist, readMediaPlaylist, writeAtomic } from './playlists';

export const LIVE_SEGMENT_S = 1;
export const LIVE_LIST_SIZE = 6;
export const VOD_SEGMENT_S = 4;
export const LOWER = { suffixName: '480p', height: 480, videoKbps: 900, maxKbps: 1000, audioKbps: 96 } as const;
const THUMB_EVERY_MS = 10_000;
/** FLV bytes waiting on ffmpeg's stdin beyond which packaging counts as not keeping up */
const MAX_PENDING_BYTES = 64 * 1024 * 1024;

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface PackagerPaths {
  live: string;
  vod: string;
}

export function streamPaths(mediaDir: string, streamId: number): PackagerPaths {
  return { live: join(mediaDir, 'hls', String(streamId)), vod: join(mediaDir, 'vod', String(streamId)) };
}

/** ffmpeg's arguments: FLV on stdin to the live renditions and the recording */
export function ffmpegArgs(paths: PackagerPaths, opts: { lower: boolean; restart: boolean }): string[] {
  const hls = (dir: string, flags: string[], extra: string[]) => [
    '-f', 'hls', ...extra,
    '-hls_flags', flags.join('+'),
    '-hls_start_number_source', 'epoch', // segment numbers keep growing across a packager restart
    '-hls_segment_filename', join(dir, 'seg-%d.ts'),
    join(dir, 'index.m3u8'),
  ];
  const liveFlags = ['delete_segments', 'independent_segments', 'temp_file', ...(opts.restart ? ['discont_start'] : [])];
  const live = (dir: string) => hls(dir, liveFlags, ['-hls_time', String(LIVE_SEGMENT_S), '-hls_list_size', String(LIVE_LIST_SIZE), '-hls_delete_threshold', '2']);
  return [
    '-hide_banner', '-nostats', '-loglevel', 'info',
    // codec parameters come with the FLV sequence headers: no need to wait seconds probing
    '-analyzeduration', '1000000', '-probesize', '1000000',
    // keep the publisher's timestamps (segments line up after a restart; the bench reads them)
    '-copyts',
    '-f', 'flv', '-i', 'pipe:0',
    '-map', '0:v?', '-map', '0:a?', '-c', 'copy', ...live(join(paths.live, 'src')),
    ...(opts.lower
      ? [
          '-map', '0:v', '-map', '0:a?',
          '-vf', `scale=-2:${LOWER.height}`,
          '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
          '-b:v', `${LOWER.videoKbps}k`, '-maxrate', `${LOWER.maxKbps}k`, '-bufsize', `${LOWER.maxKbps}k`,
          // a keyframe every second, whatever the source's frame rate and timestamps
          '-force_key_frames', `expr:isnan(prev_forced_t)+gte(t-prev_forced_t,${LIVE_SEGMENT_S})`,
          '-c:a', 'aac', '-b:a', `${LOWER.audioKbps}k`, '-ac', '2',
          ...live(join(paths.live, LOWER.suffixName)),
        ]
      : []),
    '-map', '0:v?', '-map', '0:a?', '-c', 'copy',
    ...hls(join(paths.vod, 'src'), ['temp_file', 'append_list'], ['-hls_time', String(VOD_SEGMENT_S), '-hls_list_size', '0', '-hls_playlist_type', 'event']),
  ];
}

/** the video resolution of each ffmpeg output (#0 src, #1 lower when there is one) as ffmpeg prints it */
export function outputResolutions(stderr: string): Map<number, string> {
  const found = new Map<number, string>();
  let output: number | null = null;
  for (const line of stderr.split('\n')) {
    const o = /^Output #(\d+)/.exec(line);
    if (o) output = Number(o[1]);
    else if (/^Input #/.test(line)) output = null;
    const v = /Stream #\d+:\d+.*: Video: .*?\b(\d{2,5})x(\d{2,5})\b/.exec(line);
    if (v && output !== null && !found.has(output)) found.set(output, `${v[1]}x${v[2]}`);
  }
  return found;
}

export interface PackagerOptions {
  streamId: number;
  mediaDir: string;
  ffmpegPath: string;
  lower: boolean;
  /** from the publisher's onMetaData, when it sent one */
  source: { width: number; height: number };
  log: Logger;
  /** attaches ffmpeg's stdin to the broadcast; answers a detach function */
  attachFeed: (write: (b: Buffer) => void, end: () => void) => () => void;
  onReady: (renditions: Rendition[]) => void;
  /** packaging cannot go on (ffmpeg keeps dying): the live should end */
  onFailed: (reason: string) => void;
  /** processes to kill when the ingest exits */
  children: Set<ChildProcess>;
}

export class StreamPackager {
  readonly paths: PackagerPaths;
  private child: ChildProcess | null = null;
  private detach: (() => void) | null = null;
  private stderr = '';
  private stopping = false;
  private restarts = 0;
  private lower: boolean;
  private readyRenditions: string | null = null;
  /** the renditions (names) the last ready reported: a restart that finds the same ones reports nothing */
  private reportedNames: string | null = null;
  private timers = new Set<NodeJS.Timeout>();
  private exited: Promise<void> = Promise.resolve();

  constructor(private readonly o: PackagerOptions) {
    this.paths = streamPaths(o.mediaDir, o.streamId);
    this.lower = o.lower;
  }

  get renditionNames(): string[] {
    return this.lower ? ['src', LOWER.suffixName] : ['src'];
  }

  async start(): Promise<void> {
    // stream ids are never reused: anything already there is a leftover (a restart appends, a new live must not)
    await rm(this.paths.live, { recursive: true, force: true });
    await rm(this.paths.vod, { recursive: true, force: true });
    for (const name of this.renditionNames) await mkdir(join(this.paths.live, name), { recursive: true });
    await mkdir(join(this.paths.vod, 'src'), { recursive: true });
    this.spawnFfmpeg();
  }

  private spawnFfmpeg(): void {
    const { o } = this;
    const args = ffmpegArgs(this.paths, { lower: this.lower, restart: this.restarts > 0 });
    const child = spawn(o.ffmpegPath, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    this.child = child;
    this.stderr = '';
    o.children.add(child);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (d: string) => {
      // the stream header (resolutions) is kept whole; after that only the tail, for crash reports
      this.stderr = this.stderr.length > 64_000 ? this.stderr.slice(0, 16_000) + this.stderr.slice(-16_000) + d : this.stderr + d;
    });
    child.stdin?.on('error', () => undefined); // EPIPE when ffmpeg dies first: handled by 'exit'
    let overloaded = false;
    const detach = o.attachFeed(
      (b) => {
        if (!child.stdin || child.stdin.destroyed) return;
        if (child.stdin.writableLength > MAX_PENDING_BYTES) {
          if (!overloaded) {
            overloaded = true;
            o.log.warn(`stream ${o.streamId}: packaging is not keeping up (${Math.round(child.stdin.writableLength / 1e6)} MB waiting); restarting${this.lower ? ' without the lower rendition' : ''}`);
            this.lower = false;
            child.kill('SIGKILL');
          }
          return;
        }
        child.stdin.write(b);
      },
      () => child.stdin?.end(),
    );
    this.detach = detach;
    this.exited = new Promise((resolve) => {
      child.on('error', (err) => {
        o.log.error(`stream ${o.streamId}: cannot run ${o.ffmpegPath}: ${err.message}`);
      });
      child.on('close', (code, signal) => {
        o.children.delete(child);
        detach();
        if (this.child === child) this.child = null;
        resolve();
        if (this.stopping) return;
        const tail = this.stderr.split('\n').slice(-8).join('\n  ');
        if (this.restarts < 3) {
          this.restarts += 1;
          o.log.warn(`stream ${o.streamId}: ffmpeg exited (${signal ?? code}); restarting packaging (${this.restarts}/3)\n  ${tail}`);
          this.later(() => {
            if (!this.stopping) this.spawnFfmpeg();
          }, 500);
          this.watchReady();
        } else {
          o.log.error(`stream ${o.streamId}: ffmpeg exited (${signal ?? code}) ${this.restarts + 1} times; ending the live\n  ${tail}`);
          o.onFailed('packaging failed');
        }
      });
    });
    if (this.restarts === 0) this.watchReady();
  }

  private later(fn: () => void, ms: number): void {
    // stop() cleared the timers: work that was running then (a thumbnail) schedules nothing more
    if (this.stopping) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  /**
   * polls the rendition playlists; once the source has a segment (and the lower one, or 10 s passed)
   * writes the master and reports ready. A rendition still without a segment then (its encoder late
   * on a busy machine) is watched for a minute more: when it arrives the master lists it and ready is
   * reported again with it (the API takes a repeated ready as the new renditions).
   */
  private watchReady(): void {
    const since = Date.now();
    const check = async () => {
      if (this.stopping) return;
      const names = this.renditionNames;
      const lists = await Promise.all(names.map((n) => readMediaPlaylist(join(this.paths.live, n, 'index.m3u8'))));
      const withSegments = names.filter((_, i) => (lists[i]?.segments.length ?? 0) > 0);
      const srcReady = withSegments.includes('src');
      const waited = Date.now() - since;
      if (!srcReady || (withSegments.length < names.length && waited < 10_000)) {
        this.later(() => void check(), 150);
        return;
      }
      if (JSON.stringify(withSegments) !== this.reportedNames) {
        const renditions = await this.describe(withSegments, lists, names);
        if (this.stopping) return;
        await writeAtomic(join(this.paths.live, 'master.m3u8'), masterPlaylist(renditions));
        const first = this.readyRenditions === null;
        this.readyRenditions = JSON.stringify(renditions);
        this.reportedNames = JSON.stringify(withSegments);
        this.o.onReady(renditions);
        if (first) void this.thumbnail();
      }
      if (withSegments.length < names.length && waited < 70_000) this.later(() => void check(), 1000);
    };
    this.later(() => void check(), 150);
  }

  private async describe(ready: string[], lists: Awaited<ReturnType<typeof readMediaPlaylist>>[], names: string[]): Promise<Rendition[]> {
    const resolutions = outputResolutions(this.stderr);
    const { width, height } = this.o.source;
    const out: Rendition[] = [];
    for (const name of ready) {
      const index = names.indexOf(name);
      const segment = lists[index]!.segments[0]!;
      let bytes = 0;
      try {
        bytes = (await stat(join(this.paths.live, name, segment.uri))).size;
      } catch {
        /* already rotated out: fall back to the nominal rate */
      }
      const measured = segment.duration > 0 ? Math.round((bytes * 8) / segment.duration) : 0;
      let resolution = resolutions.get(index);
      if (!resolution && name === 'src' && width && height) resolution = `${width}x${height}`;
      if (!resolution && name === LOWER.suffixName && width && height) resolution = `${Math.round((width * LOWER.height) / height / 2) * 2}x${LOWER.height}`;
      const nominal = name === LOWER.suffixName ? (LOWER.maxKbps + LOWER.audioKbps) * 1000 : 0;
      // BANDWIDTH is the peak rate: the first segment's rate plus a margin (never below the lower rendition's cap)
      out.push({ suffixName: name, resolution: resolution ?? '0x0', bandwidth: Math.max(Math.round(measured * 1.2), nominal, 64_000) });
    }
    return out;
  }

  /** one frame of the newest source segment -> thumb.jpg, now and every 10 s while live */
  private async thumbnail(): Promise<void> {
    if (this.stopping) return;
    const list = await readMediaPlaylist(join(this.paths.live, 'src', 'index.m3u8'));
    const newest = list?.segments.at(-1);
    if (newest) {
      const tmp = join(this.paths.live, 'thumb.tmp.jpg');
      const child = spawn(this.o.ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', '-i', join(this.paths.live, 'src', newest.uri), '-frames:v', '1', '-vf', 'scale=-2:360', '-q:v', '5', '-f', 'image2', tmp], { stdio: 'ignore' });
      this.o.children.add(child);
      const code = await new Promise<number | null>((resolve) => {
        child.on('error', () => resolve(-1));
        child.on('close', (c) => resolve(c));
      });
      this.o.children.delete(child);
      if (code === 0 && !this.stopping) await rename(tmp, join(this.paths.live, 'thumb.jpg')).catch(() => undefined);
    }
    this.later(() => void this.thumbnail(), THUMB_EVERY_MS);
  }

  /**
   * Ends packaging: ffmpeg gets the end of its input and writes the last segments (killed after
   * 10 s), the recording becomes a VOD, the live folder is removed after `removeLiveAfterMs`.
   * Answers the recording (null when nothing was recorded).
   */
  async stop(removeLiveAfterMs: number): Promise<{ path: string; durationS: number } | null> {
    this.stopping = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    const child = this.child;
    if (child) {
      this.detach?.();
      child.stdin?.end();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await this.exited;
      clearTimeout(killer);
    }
    const durationS = await finalizeVodPlaylist(join(this.paths.vod, 'src', 'index.m3u8'));
    let recording: { path: string; durationS: number } | null = null;
    if (durationS === null) {
      await rm(this.paths.vod, { recursive: true, force: true });
    } else {
      const srcRendition = this.readyRenditions ? (JSON.parse(this.readyRenditions) as Rendition[]).find((r) => r.suffixName === 'src') : undefined;
      const resolution = srcRendition?.resolution ?? (this.o.source.width ? `${this.o.source.width}x${this.o.source.height}` : '0x0');
      await writeAtomic(join(this.paths.vod, 'master.m3u8'), masterPlaylist([{ suffixName: 'src', resolution, bandwidth: srcRendition?.bandwidth ?? 64_000 }]));
      recording = { path: `/vod/${this.o.streamId}/master.m3u8`, durationS: Math.round(durationS) };
    }
    // a thumbnail or a ready check still finishing may write into the folder while it is removed
    // (ENOTEMPTY): tried again after a moment; a folder that stays never costs the recording
    const removeLive = async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await rm(this.paths.live, { recursive: true, force: true });
          return;
        } catch (err) {
          if (attempt === 3) return this.o.log.warn(`stream ${this.o.streamId}: the live folder could not be removed: ${(err as Error).message}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    };
    if (removeLiveAfterMs <= 0) await removeLive();
    else setTimeout(() => void removeLive(), removeLiveAfterMs).unref();
    return recording;
  }
}
