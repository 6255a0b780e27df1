#!/usr/bin/env node
// npm run bench:live — the live pipeline on loopback: a real ingest process (apps/ingest, with a fake
// API hook server in this process, so no database) and Debian's ffmpeg publishing a 1280x720 30 fps
// test pattern with a tone over RTMP in real time. A benchmark, not a test: it prints figures.
//
// How it measures
//   clock      the publisher stamps each video frame with the wall clock: the filter chain sets
//              pts = RTCTIME - B (µs, B = this script's clock just before starting ffmpeg), encoder
//              time base 1 ms, so a frame's FLV timestamp IS its capture time minus B, plus one
//              constant: ffmpeg shifts every timestamp by the AAC encoder's priming (1024 samples at
//              48 kHz = 21.3 ms) so the first audio packet is not negative; that is subtracted.
//   first      publish -> first playable segment: from starting the publisher until the master
//              playlist answers 200 and the first segment of its first rendition downloads (polled
//              every 50 ms); the ready hook's arrival is printed too.
//   FLV        GET /flv/{id}.flv, parse the tags: latency of a video tag = its arrival time -
//              (B + its timestamp). The GOP-cache burst at the start is skipped (first 5 s).
//   HLS        the packager keeps the publisher's timestamps (-copyts), and the MPEG-TS muxer adds
//              its fixed 1.4 s (2 x max_delay): the capture time of a segment's last frame is
//              B + (last video pts read by ffprobe - 1.4 s). Every 100 ms the source playlist is read:
//              edge age = now - capture time of the last frame of the newest listed segment (what a
//              player sitting exactly at the live edge would see). hls.js plays 3 target durations
//              behind the edge by default (liveSyncDurationCount), so its latency ≈ edge age + 3 x 1 s.
//   CPU        user+system CPU seconds (/proc) of the ingest's whole process tree (tsx, node with
//              node-media-server, the packaging ffmpeg, the thumbnail ffmpegs it reaped) over a second
//              window with no viewer and no polling (the latency window's FLV viewer and playlist
//              polls would bill their own cost to the ingest), then of ffmpeg alone running the very
//              same packaging command line (read from /proc/<pid>/cmdline) on the same published
//              input received directly over RTMP (`-listen 1`). The ratio is ingest+packaging per
//              stream / ffmpeg alone.
//   node tools/bench/live.mjs [--seconds 20] [--lower auto|on|off]
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureDebian } from '../apt.mjs';

const root = new URL('../..', import.meta.url).pathname;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const seconds = Number(arg('seconds', '20'));
const lowerMode = arg('lower', 'auto');
const TS_MUX_DELAY_S = 1.4;
const AAC_PRIMING_MS = (1024 / 48_000) * 1000;
const SECRET = 'bench-live-secret-0123456789';
const STREAM_ID = 1;
const benchDir = join(root, 'tmp/bench/live');
rmSync(benchDir, { recursive: true, force: true });
mkdirSync(benchDir, { recursive: true });

if (ensureDebian(['ffmpeg'], 'bench:live').length) {
  console.error('bench:live needs Debian ffmpeg (apt-get install -y ffmpeg)');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const quantile = (xs, q) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const ms = (x) => `${Math.round(x)} ms`;

// ---- /proc: CPU seconds of a process tree
const TICK = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
function procStat(pid) {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    // fields after the name: state ppid ... utime(14) stime(15) cutime(16) cstime(17), 1-based from pid
    return { ppid: Number(f[1]), own: (Number(f[11]) + Number(f[12])) / TICK, reaped: (Number(f[13]) + Number(f[14])) / TICK };
  } catch {
    return null;
  }
}
function tree(pid) {
  const all = [];
  for (const name of readdirSync('/proc')) if (/^\d+$/.test(name)) all.push(Number(name));
  const parent = new Map(all.map((p) => [p, procStat(p)?.ppid]));
  const out = [pid];
  for (let changed = true; changed; ) {
    changed = false;
    for (const [p, pp] of parent) {
      if (!out.includes(p) && out.includes(pp)) {
        out.push(p);
        changed = true;
      }
    }
  }
  return out;
}
/** CPU seconds so far of the tree under pid: each live process' own time plus what it reaped */
function treeCpu(pid) {
  return tree(pid).reduce((sum, p) => {
    const s = procStat(p);
    return s ? sum + s.own + s.reaped : sum;
  }, 0);
}
const cmdline = (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

// ---- the fake API: every key may publish
const hooks = { ready: null, unpublish: null };
const api = createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    if (req.headers['x-ingest-secret'] !== SECRET) return res.writeHead(401).end();
    if (req.url === '/internal/ingest/publish') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ streamId: STREAM_ID, channelId: 1, lowerRendition: true }));
    }
    if (req.url === '/internal/ingest/ready') hooks.ready ??= { at: performance.now(), body: JSON.parse(body) };
    if (req.url === '/internal/ingest/unpublish') hooks.unpublish = JSON.parse(body);
    res.writeHead(204).end();
  });
});
await new Promise((r) => api.listen(0, '127.0.0.1', r));

const rtmpPort = await freePort();
const mediaPort = await freePort();
const mediaDir = join(benchDir, 'media');
const media = `http://127.0.0.1:${mediaPort}`;
const ingest = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/ingest/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    INGEST_RTMP_PORT: String(rtmpPort),
    MEDIA_PORT: String(mediaPort),
    MEDIA_DIR: mediaDir,
    API_INTERNAL_URL: `http://127.0.0.1:${api.address().port}`,
    INGEST_HOOK_SECRET: SECRET,
    INGEST_LOWER_RENDITION: lowerMode,
    LOG_LEVEL: 'warn',
  },
});
const children = [ingest];
const cleanup = () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
process.on('exit', cleanup);
for (let i = 0; ; i++) {
  if (await fetch(`${media}/health`).then((r) => r.ok, () => false)) break;
  if (i > 600) throw new Error('the ingest did not start');
  await sleep(100);
}

/** the publisher: wall-clock timestamps (see the header); answers B in ms */
function publish(url) {
  // Date.now() = gettimeofday, the clock ffmpeg's RTCTIME reads (performance.timeOrigin + now() drifts from it)
  const B = Date.now() * 1000;
  const child = spawn(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
      '-vf', `settb=AVTB,setpts=RTCTIME-${B}`, '-enc_time_base:v', '1:1000',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-c:a', 'aac', '-f', 'flv', url],
    { stdio: 'ignore' },
  );
  children.push(child);
  return { child, B: B / 1000 };
}
const wall = () => Date.now();

// ---- 1. publish -> first playable segment
const t0 = performance.now();
const { child: publisher, B } = publish(`rtmp://127.0.0.1:${rtmpPort}/live/benchkey`);
let firstPlayable;
for (;;) {
  const master = await fetch(`${media}/hls/${STREAM_ID}/master.m3u8`).then((r) => (r.ok ? r.text() : null), () => null);
  const first = master && /^(\S+\.m3u8)$/m.exec(master)?.[1];
  if (first) {
    const list = await fetch(`${media}/hls/${STREAM_ID}/${first}`).then((r) => r.text());
    const seg = /^(\S+\.ts)$/m.exec(list)?.[1];
    const dir = first.split('/')[0];
    if (seg && (await fetch(`${media}/hls/${STREAM_ID}/${dir}/${seg}`).then((r) => r.ok))) {
      firstPlayable = performance.now() - t0;
      break;
    }
  }
  if (performance.now() - t0 > 120_000) throw new Error('no playable segment after 120 s');
  await sleep(50);
}
const renditions = hooks.ready?.body.renditions ?? [];

// ---- 2. steady state: FLV tags, HLS edge age, CPU of the ingest tree
const flvLatencies = [];
const flvAbort = new AbortController();
const flvReading = (async () => {
  const res = await fetch(`${media}/flv/${STREAM_ID}.flv`, { signal: flvAbort.signal });
  let buf = Buffer.alloc(0);
  let offset = 13; // FLV header (9) + PreviousTagSize0 (4)
  const started = wall();
  try {
    for await (const chunk of res.body) {
      const now = wall();
      buf = Buffer.concat([buf, chunk]);
      while (buf.length >= offset + 11) {
        const size = buf.readUIntBE(offset + 1, 3);
        if (buf.length < offset + 11 + size + 4) break;
        const type = buf[offset];
        const ts = buf.readUIntBE(offset + 4, 3) | (buf[offset + 7] << 24);
        if (type === 9 && now - started > 5000) flvLatencies.push(now - (B + ts - AAC_PRIMING_MS));
        offset += 11 + size + 4;
      }
      buf = buf.subarray(offset);
      offset = 0;
    }
  } catch {
    /* aborted */
  }
})();

const segmentEnd = new Map(); // uri -> capture wall time (ms) of its last video frame
/** (async: a blocking ffprobe would hold up the FLV reader in this same event loop) */
async function captureEnd(file) {
  const child = spawn('ffprobe', ['-v', 'error', '-select_streams', 'v', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', file], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await new Promise((r) => child.on('close', r));
  const pts = out.trim().split('\n').map(Number).filter(Number.isFinite);
  return pts.length ? B + (Math.max(...pts) - TS_MUX_DELAY_S) * 1000 - AAC_PRIMING_MS + 1000 / 30 : null;
}
const edgeAges = [];
const appearLatencies = [];
const windowStart = performance.now();
while (performance.now() - windowStart < seconds * 1000) {
  const list = await fetch(`${media}/hls/${STREAM_ID}/src/index.m3u8`).then((r) => r.text(), () => '');
  const now = wall();
  const uris = list.split('\n').filter((l) => l.endsWith('.ts'));
  for (const uri of uris) {
    if (segmentEnd.has(uri)) continue;
    const end = await captureEnd(join(mediaDir, 'hls', String(STREAM_ID), 'src', uri));
    segmentEnd.set(uri, end);
    // the segments already listed when the window opened were not seen appearing; a segment's
    // appearance time is the poll that first listed it (at most 100 ms late)
    if (end && performance.now() - windowStart > 1500) appearLatencies.push(now - end);
  }
  const newest = segmentEnd.get(uris.at(-1));
  if (newest) edgeAges.push(wall() - newest);
  await sleep(100);
}
flvAbort.abort();
await flvReading;
await sleep(1000);
const cpuStart = treeCpu(ingest.pid);
const cpuWindowStart = performance.now();
await sleep(seconds * 1000);
const ingestCpu = treeCpu(ingest.pid) - cpuStart;
const ingestWindow = (performance.now() - cpuWindowStart) / 1000;
const packagerPid = tree(ingest.pid).find((p) => cmdline(p).includes('pipe:0'));
const packagerArgs = packagerPid ? cmdline(packagerPid).slice(1) : null;

// ---- 3. unpublish: the recording
publisher.kill('SIGTERM');
for (let i = 0; i < 300 && !hooks.unpublish; i++) await sleep(100);

// ---- 4. ffmpeg alone: the same packaging command line on the same input over RTMP
let baseCpu = NaN;
let baseWindow = NaN;
if (packagerArgs) {
  const baseDir = join(benchDir, 'ffmpeg-alone');
  const basePort = await freePort();
  const args = packagerArgs.map((a) => (a === 'pipe:0' ? `rtmp://127.0.0.1:${basePort}/live/benchkey` : a.split(mediaDir).join(baseDir)));
  args.splice(args.indexOf('-f', args.indexOf('-copyts')), 0, '-listen', '1');
  for (const d of new Set(args.filter((a) => a.startsWith(baseDir)).map((a) => a.slice(0, a.lastIndexOf('/'))))) mkdirSync(d, { recursive: true });
  const alone = spawn('ffmpeg', args, { stdio: 'ignore' });
  children.push(alone);
  await sleep(1000);
  const { child: pub2 } = publish(`rtmp://127.0.0.1:${basePort}/live/benchkey`);
  const srcList = join(baseDir, 'hls', String(STREAM_ID), 'src', 'index.m3u8');
  for (let i = 0; i < 600; i++) {
    try {
      if (readFileSync(srcList, 'utf8').includes('.ts')) break;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  const c0 = treeCpu(alone.pid);
  const w0 = performance.now();
  await sleep(seconds * 1000);
  baseCpu = treeCpu(alone.pid) - c0;
  baseWindow = (performance.now() - w0) / 1000;
  pub2.kill('SIGTERM');
  alone.kill('SIGTERM');
}

ingest.kill('SIGTERM');
await new Promise((r) => ingest.once('exit', r));
api.close();

const perSecIngest = ingestCpu / ingestWindow;
const perSecAlone = baseCpu / baseWindow;
const hlsEdge = quantile(edgeAges, 0.5);
const [load1] = os.loadavg();
console.log(`
bench:live — loopback, ${os.availableParallelism()} cores, load average ${load1.toFixed(2)} at the end, ${seconds} s windows, INGEST_LOWER_RENDITION=${lowerMode}
publisher: ffmpeg testsrc2 1280x720 30 fps + 440 Hz tone, x264 ultrafast zerolatency, keyframe every 30 frames, -re
renditions: ${renditions.map((r) => `${r.suffixName} ${r.resolution} ${Math.round(r.bandwidth / 1000)} kb/s`).join(', ') || '(ready hook not seen)'}

publish -> first playable segment (master 200 + first segment downloaded): ${ms(firstPlayable)}${hooks.ready ? ` (ready hook after ${ms(hooks.ready.at - t0)})` : ''}
FLV  latency capture -> bytes at the viewer: median ${ms(quantile(flvLatencies, 0.5))}, p95 ${ms(quantile(flvLatencies, 0.95))} (${flvLatencies.length} video tags)
HLS  segment appears in the playlist, after its last frame was captured: median ${ms(quantile(appearLatencies, 0.5))}, p95 ${ms(quantile(appearLatencies, 0.95))} (${appearLatencies.length} segments)
HLS  live-edge age (newest listed frame, sampled every 100 ms): median ${ms(hlsEdge)}, p95 ${ms(quantile(edgeAges, 0.95))}
     a player at hls.js' default position (3 target durations behind the edge): ≈ ${ms(hlsEdge + 3000)}
     HLS / FLV latency ratio at the edge: ${(hlsEdge / quantile(flvLatencies, 0.5)).toFixed(1)}x, with hls.js defaults: ${((hlsEdge + 3000) / quantile(flvLatencies, 0.5)).toFixed(1)}x
CPU  ingest + packaging (whole process tree, no viewers): ${perSecIngest.toFixed(3)} CPU-s per s (${(perSecIngest * 100).toFixed(1)}% of one core)
     ffmpeg alone, same packaging command on the same input: ${perSecAlone.toFixed(3)} CPU-s per s (${(perSecAlone * 100).toFixed(1)}% of one core)
     ratio ingest+packaging / ffmpeg alone: ${(perSecIngest / perSecAlone).toFixed(2)}
recording: ${hooks.unpublish?.recording ? `${hooks.unpublish.recording.path}, ${hooks.unpublish.recording.durationS} s` : 'none reported'}`);
cleanup();
process.exit(0);
