// Publishing over RTMP the way a broadcaster's encoder does: Debian's ffmpeg sends a moving test
// pattern (testsrc2, 1280x720, 30 fps) with a 440 Hz tone, H.264 + AAC in FLV, in real time (-re),
// keyframe every second, until stopped. Used by the live specs: reveal the stream key in the studio,
// publishToRtmp(`${url}/${streamKey}`), watch it on another brand, publisher.stop().
import { spawn } from 'node:child_process';

export interface RtmpPublisher {
  /** ends the publish like an encoder's Stop button (q, then SIGTERM after 5 s, then SIGKILL) */
  stop(): Promise<void>;
  /** resolves with ffmpeg's exit code when the publish ends by itself (e.g. the server refused or dropped it) */
  exited: Promise<number | null>;
  /** ffmpeg's last messages (why a publish was refused) */
  log(): string;
}

export function publishToRtmp(rtmpUrl: string, opts: { size?: string; seconds?: number } = {}): RtmpPublisher {
  const size = opts.size ?? '1280x720';
  const child = spawn(
    process.env['FFMPEG_PATH'] ?? 'ffmpeg',
    [
      '-hide_banner', '-nostats', '-loglevel', 'warning',
      '-re',
      '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30`,
      '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
      ...(opts.seconds ? ['-t', String(opts.seconds)] : []),
      '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '30',
      '-c:a', 'aac', '-b:a', '128k',
      '-f', 'flv', rtmpUrl,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (d: string) => (stderr = (stderr + d).slice(-4000)));
  child.stdin?.on('error', () => undefined);
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (err) => {
      stderr += `\n${err.message} (install Debian's ffmpeg: apt-get install -y ffmpeg)`;
      resolve(-1);
    });
    child.once('exit', (code) => resolve(code));
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    exited,
    log: () => stderr,
    async stop() {
      if (!running()) return;
      child.stdin?.end('q');
      const after = (ms: number) => new Promise((r) => setTimeout(r, ms));
      await Promise.race([exited, after(5000)]);
      if (running()) child.kill('SIGTERM');
      await Promise.race([exited, after(5000)]);
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}
