// The ingest against a fake API (the hook endpoints of the integration contract) with Debian's
// ffmpeg publishing a test pattern with a tone over RTMP. Ephemeral ports, a temporary MEDIA_DIR.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadIngestConfig } from './config';
import { createIngest, type Ingest } from './ingest';

const ffmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
const describeWithFfmpeg = ffmpeg ? describe : describe.skip;
if (!ffmpeg) console.warn('apps/ingest spec: ffmpeg is not on PATH (apt-get install ffmpeg); the publish tests are skipped');

interface HookCall {
  path: string;
  secret: string | undefined;
  body: Record<string, unknown>;
}

/** the API's /internal/ingest/* hooks as the contract describes them, with a live flag per stream key */
function fakeApi(keys: Record<string, { streamId: number; lowerRendition?: boolean }>) {
  const calls: HookCall[] = [];
  const liveKeys = new Set<string>();
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const secret = req.headers['x-ingest-secret'] as string | undefined;
      calls.push({ path: req.url!, secret, body });
      const json = (status: number, value?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(value === undefined ? undefined : JSON.stringify(value));
      };
      if (secret !== 'test-hook-secret-0123456789') return json(401, { message: 'bad secret' });
      if (req.url === '/internal/ingest/publish') {
        const key = keys[String(body['streamKey'])];
        if (!key) return json(403, { message: '알 수 없는 스트림 키입니다.' });
        if (liveKeys.has(String(body['streamKey']))) return json(409, { message: '이미 방송 중입니다.' });
        liveKeys.add(String(body['streamKey']));
        return json(200, { streamId: key.streamId, channelId: 7, lowerRendition: key.lowerRendition ?? false });
      }
      if (req.url === '/internal/ingest/unpublish') {
        for (const [k, v] of Object.entries(keys)) if (v.streamId === body['streamId']) liveKeys.delete(k);
        return json(204);
      }
      return json(204);
    });
  });
  return {
    calls,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    listen: () => new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r())),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function publish(rtmpUrl: string, size = '1280x720'): ChildProcess {
  return spawn(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30`, '-f', 'lavfi', '-i', 'sine=frequency=440', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-c:a', 'aac', '-f', 'flv', rtmpUrl],
    { stdio: 'ignore' },
  );
}

const exited = (child: ChildProcess, ms: number) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    const t = setTimeout(() => resolve(-1), ms);
    child.once('exit', (code) => {
      clearTimeout(t);
      resolve(code);
    });
  });

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false> | T | undefined | null | false, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** pids of this process' ffmpeg children packaging stream `id` */
function packagerPids(id: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (ppid === process.pid && cmd.includes('pipe:0') && cmd.includes(`/hls/${id}/`)) pids.push(Number(name));
    } catch {
      /* gone */
    }
  }
  return pids;
}

describeWithFfmpeg('ingest with ffmpeg publishing a test pattern', () => {
  jest.setTimeout(180_000);
  const api = fakeApi({ goodkey123: { streamId: 101, lowerRendition: true }, otherkey456: { streamId: 102 } });
  let ingest: Ingest;
  let rtmp: string;
  let media: string;
  let mediaDir: string;
  const publishers: ChildProcess[] = [];

  beforeAll(async () => {
    await api.listen();
    mediaDir = mkdtempSync(join(tmpdir(), 'ingest-spec-'));
    const config = loadIngestConfig({ INGEST_RTMP_PORT: '0', MEDIA_PORT: '0', MEDIA_DIR: mediaDir, API_INTERNAL_URL: api.url(), INGEST_HOOK_SECRET: 'test-hook-secret-0123456789', INGEST_LOWER_RENDITION: 'on', LOG_LEVEL: 'warn' });
    const quiet = { info: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };
    ingest = createIngest(config, { removeLiveAfterMs: 0, log: quiet });
    const ports = await ingest.listen();
    rtmp = `rtmp://127.0.0.1:${ports.rtmpPort}/live`;
    media = `http://127.0.0.1:${ports.mediaPort}`;
  });

  afterAll(async () => {
    for (const p of publishers) p.kill('SIGKILL');
    await ingest?.close();
    await api.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('refuses an unknown stream key: the publisher is dropped and nothing is packaged', async () => {
    const p = publish(`${rtmp}/nosuchkey99`);
    publishers.push(p);
    expect(await exited(p, 30_000)).not.toBe(-1);
    expect(api.calls.find((c) => c.path === '/internal/ingest/publish' && c.body['streamKey'] === 'nosuchkey99')).toMatchObject({ secret: 'test-hook-secret-0123456789', body: { clientIp: '127.0.0.1' } });
    expect(readdirSync(join(mediaDir, 'hls'))).toEqual([]);
  });

  it('packages a publish into HLS (master with BANDWIDTH and RESOLUTION, src and 480p), FLV and a thumbnail; refuses a second publish; records a VOD and removes the live segments on unpublish', async () => {
    const p = publish(`${rtmp}/goodkey123`);
    publishers.push(p);
    type Renditions = { suffixName: string; resolution: string; bandwidth: number }[];
    // both renditions: at once, or (the 480p encoder late on a busy machine) in a repeated ready
    const ready = await until('the ready hook with src and 480p', () => api.calls.find((c) => c.path === '/internal/ingest/ready' && (c.body['renditions'] as Renditions).length === 2), 90_000);
    expect(ready.body).toMatchObject({ streamId: 101 });
    const renditions = ready.body['renditions'] as Renditions;
    expect(renditions.map((r) => [r.suffixName, r.resolution])).toEqual(expect.arrayContaining([['src', '1280x720'], ['480p', '854x480']]));
    const publishCall = api.calls.find((c) => c.path === '/internal/ingest/publish' && c.body['streamKey'] === 'goodkey123')!;
    expect(publishCall.body['ingestUrl']).toBe(media);

    const master = await fetch(`${media}/hls/101/master.m3u8`);
    expect(master.status).toBe(200);
    expect(master.headers.get('access-control-allow-origin')).toBe('*');
    expect(master.headers.get('cache-control')).toBe('no-cache');
    const text = await master.text();
    expect(text).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=1280x720.*\nsrc\/index\.m3u8/);
    expect(text).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=854x480.*\n480p\/index\.m3u8/);

    for (const name of ['src', '480p']) {
      const list = await (await fetch(`${media}/hls/101/${name}/index.m3u8`)).text();
      const segment = /^(seg-\d+\.ts)$/m.exec(list)?.[1];
      expect(segment).toBeDefined();
      const seg = await fetch(`${media}/hls/101/${name}/${segment}`);
      expect(seg.status).toBe(200);
      expect(seg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await seg.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    expect(Number(/TARGETDURATION:(\d+)/.exec(await (await fetch(`${media}/hls/101/src/index.m3u8`)).text())?.[1])).toBeLessThanOrEqual(2);

    // HTTP-FLV: an FLV header then tags, never cached
    const flv = await fetch(`${media}/flv/101.flv`);
    expect(flv.status).toBe(200);
    expect(flv.headers.get('cache-control')).toBe('no-store');
    const reader = flv.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!).subarray(0, 3).toString()).toBe('FLV');
    await reader.cancel();

    await until('the thumbnail', async () => (await fetch(`${media}/hls/101/thumb.jpg`)).status === 200, 30_000);
    expect((await fetch(`${media}/hls/999/master.m3u8`)).status).toBe(404);
    expect((await fetch(`${media}/flv/999.flv`)).status).toBe(404);

    // a second publish on the same key while the first is live: refused, the first goes on
    const second = publish(`${rtmp}/goodkey123`);
    publishers.push(second);
    expect(await exited(second, 30_000)).not.toBe(-1);
    expect(p.exitCode).toBeNull();
    expect(ingest.lives().map((l) => l.streamId)).toEqual([101]);

    // the API drops the publisher (stop-stream): wrong secret 401, right one 204
    expect((await fetch(`${media}/internal/sessions/101/close`, { method: 'POST', headers: { 'x-ingest-secret': 'nope' } })).status).toBe(401);
    await new Promise((r) => setTimeout(r, 3000)); // a few seconds more of recording
    expect((await fetch(`${media}/internal/sessions/101/close`, { method: 'POST', headers: { 'x-ingest-secret': 'test-hook-secret-0123456789' } })).status).toBe(204);
    expect(await exited(p, 30_000)).not.toBe(-1);

    const unpublish = await until('the unpublish hook', () => api.calls.find((c) => c.path === '/internal/ingest/unpublish'), 30_000);
    const recording = unpublish.body['recording'] as { path: string; durationS: number };
    expect(recording.path).toBe('/vod/101/master.m3u8');
    expect(recording.durationS).toBeGreaterThanOrEqual(3);
    const vodMaster = await (await fetch(`${media}${recording.path}`)).text();
    expect(vodMaster).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=1280x720/);
    const vod = await (await fetch(`${media}/vod/101/src/index.m3u8`)).text();
    expect(vod).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(vod.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const vodSegment = /^(seg-\d+\.ts)$/m.exec(vod)![1];
    expect((await fetch(`${media}/vod/101/src/${vodSegment}`)).status).toBe(200);
    expect(existsSync(join(mediaDir, 'hls', '101'))).toBe(false);
    expect((await fetch(`${media}/hls/101/master.m3u8`)).status).toBe(404);
    expect(ingest.lives()).toEqual([]);
  });

  it('restarts packaging when ffmpeg dies mid-live (segment numbers go on), and ends the live with a VOD when the publisher stops', async () => {
    const p = publish(`${rtmp}/otherkey456`, '640x360');
    publishers.push(p);
    await until('the ready hook of stream 102', () => api.calls.find((c) => c.path === '/internal/ingest/ready' && c.body['streamId'] === 102), 90_000);
    const [first] = packagerPids(102);
    expect(first).toBeDefined();
    const lastSegment = async () => Math.max(...[...(await (await fetch(`${media}/hls/102/src/index.m3u8`)).text()).matchAll(/seg-(\d+)\.ts/g)].map((m) => Number(m[1])));
    const before = await lastSegment();
    process.kill(first!, 'SIGKILL');
    const [second] = await until('a new packager', () => {
      const pids = packagerPids(102).filter((pid) => pid !== first);
      return pids.length ? pids : null;
    });
    expect(second).not.toBe(first);
    await until('segments after the restart', async () => (await lastSegment()) > before + 1, 60_000);
    expect(await (await fetch(`${media}/hls/102/src/index.m3u8`)).text()).toContain('#EXT-X-DISCONTINUITY');
    expect(ingest.lives().map((l) => l.streamId)).toEqual([102]);

    p.kill('SIGINT'); // the encoder stops
    const unpublish = await until('the unpublish hook of stream 102', () => api.calls.find((c) => c.path === '/internal/ingest/unpublish' && c.body['streamId'] === 102), 30_000);
    expect(unpublish.body['recording']).toMatchObject({ path: '/vod/102/master.m3u8' });
    const vod = await (await fetch(`${media}/vod/102/src/index.m3u8`)).text();
    expect(vod.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(packagerPids(102)).toEqual([]);
    expect(existsSync(join(mediaDir, 'hls', '102'))).toBe(false);
  });
});

describeWithFfmpeg('ingest stopped (SIGTERM) with a live in progress', () => {
  jest.setTimeout(180_000);
  const api = fakeApi({ stopkey789: { streamId: 103 } });
  let mediaDir: string;

  beforeAll(async () => {
    await api.listen();
    mediaDir = mkdtempSync(join(tmpdir(), 'ingest-stop-'));
  });
  afterAll(async () => {
    await api.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('says draining, ends the live properly (last segments, VOD, unpublish hook), ends its HTTP-FLV viewers and packagers, drops the encoder, then closes its ports', async () => {
    const config = loadIngestConfig({ INGEST_RTMP_PORT: '0', MEDIA_PORT: '0', MEDIA_DIR: mediaDir, API_INTERNAL_URL: api.url(), INGEST_HOOK_SECRET: 'test-hook-secret-0123456789', LOG_LEVEL: 'warn' });
    const ingest = createIngest(config, { log: { info: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) } });
    const ports = await ingest.listen();
    const media = `http://127.0.0.1:${ports.mediaPort}`;
    const encoder = publish(`rtmp://127.0.0.1:${ports.rtmpPort}/live/stopkey789`, '640x360');
    try {
      await until('the ready hook of stream 103', () => api.calls.find((c) => c.path === '/internal/ingest/ready' && c.body['streamId'] === 103), 90_000);
      expect(packagerPids(103)).toHaveLength(1);
      expect(await (await fetch(`${media}/health/ready`)).json()).toEqual({ status: 'ready' });
      // a viewer on HTTP-FLV (an endless answer)
      const viewer = await fetch(`${media}/flv/103.flv`);
      expect(viewer.status).toBe(200);
      const viewerDone = viewer.arrayBuffer().then((b) => b.byteLength);

      const closing = ingest.close();
      const ready = await fetch(`${media}/health/ready`);
      expect([ready.status, await ready.json(), ready.headers.get('cache-control')]).toEqual([503, { status: 'draining' }, 'no-store']);
      expect((await fetch(`${media}/health`)).status).toBe(200);
      await closing;

      const unpublish = api.calls.find((c) => c.path === '/internal/ingest/unpublish' && c.body['streamId'] === 103);
      expect(unpublish?.body['recording']).toMatchObject({ path: '/vod/103/master.m3u8' });
      expect(readFileSync(join(mediaDir, 'vod', '103', 'src', 'index.m3u8'), 'utf8').trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
      expect(packagerPids(103)).toEqual([]);
      expect(await viewerDone).toBeGreaterThan(0);
      expect(await exited(encoder, 15_000)).not.toBe(-1);
      await expect(fetch(`${media}/health`)).rejects.toThrow();
    } finally {
      encoder.kill('SIGKILL');
    }
  });
});
