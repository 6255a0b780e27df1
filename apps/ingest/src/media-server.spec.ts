// The media HTTP server and the nginx-rtmp on_publish adapter, without ffmpeg: files are written
// into a temporary MEDIA_DIR by hand, the API's hooks are a recording fake.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadIngestConfig } from './config';
import type { HookClient } from './hooks';
import { createIngest, type Ingest } from './ingest';

const SECRET = 'test-hook-secret-0123456789';

describe('the media server', () => {
  let mediaDir: string;
  let ingest: Ingest;
  const calls: { hook: string; body: unknown }[] = [];
  const hooks: HookClient = {
    publish: async (body) => {
      calls.push({ hook: 'publish', body });
      return body.streamKey === 'goodkey1' ? { ok: true, value: { streamId: 77, channelId: 3, lowerRendition: false } } : { ok: false, status: 403, message: '알 수 없는 스트림 키입니다.' };
    },
    ready: async (body) => void calls.push({ hook: 'ready', body }),
    unpublish: async (body) => void calls.push({ hook: 'unpublish', body }),
    alive: async () => ({ ended: [] }),
  };

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'ingest-media-'));
    const config = loadIngestConfig({ INGEST_RTMP_PORT: '0', MEDIA_PORT: '0', MEDIA_DIR: mediaDir, INGEST_HOOK_SECRET: SECRET, LOG_LEVEL: 'silent' });
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    ingest = createIngest(config, { hooks, log: quiet, nginxRelayWaitMs: 300 });
    await ingest.listen();
    mkdirSync(join(mediaDir, 'hls', '5', 'src'), { recursive: true });
    mkdirSync(join(mediaDir, 'vod', '4', 'src'), { recursive: true });
    writeFileSync(join(mediaDir, 'hls', '5', 'master.m3u8'), '#EXTM3U\n');
    writeFileSync(join(mediaDir, 'hls', '5', 'src', 'seg-1.ts'), 'x');
    writeFileSync(join(mediaDir, 'hls', '5', 'src', 'seg-2.ts.tmp'), 'x');
    writeFileSync(join(mediaDir, 'hls', '5', 'thumb.jpg'), 'x');
    writeFileSync(join(mediaDir, 'vod', '4', 'master.m3u8'), '#EXTM3U\n');
  });

  afterAll(async () => {
    await ingest.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const get = (url: string) => ingest.media.inject({ method: 'GET', url });

  it.each([
    ['/hls/5/master.m3u8', 'no-cache'],
    ['/hls/5/src/seg-1.ts', 'public, max-age=31536000, immutable'],
    ['/hls/5/thumb.jpg', 'public, max-age=5'],
    ['/vod/4/master.m3u8', 'public, max-age=60'],
  ])('serves %s with cache-control %s and CORS *', async (url, cacheControl) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it.each(['/hls/5/src/seg-2.ts.tmp', '/hls/6/master.m3u8', '/hls/5/', '/flv/5.flv', '/flv/abc', '/nothing'])('answers 404 with a message for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: expect.any(String) });
  });

  it('refuses a path that climbs out of the media folder', async () => {
    const res = await get('/hls/..%2fvod/4/master.m3u8');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: '접근할 수 없는 경로입니다.' });
  });

  it('answers a CORS preflight', async () => {
    const res = await ingest.media.inject({ method: 'OPTIONS', url: '/hls/5/master.m3u8', headers: { origin: 'http://bell.localhost:4200', 'access-control-request-method': 'GET' } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('closes a session only with the secret, and only a live of this instance', async () => {
    expect((await ingest.media.inject({ method: 'POST', url: '/internal/sessions/5/close' })).statusCode).toBe(401);
    expect((await ingest.media.inject({ method: 'POST', url: '/internal/sessions/5/close', headers: { 'x-ingest-secret': 'wrong-secret-0123456789' } })).statusCode).toBe(401);
    const res = await ingest.media.inject({ method: 'POST', url: '/internal/sessions/5/close', headers: { 'x-ingest-secret': SECRET } });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toMatch(/스트림/);
  });

  describe('nginx-rtmp on_publish', () => {
    const onPublish = (form: Record<string, string>, secret = SECRET) =>
      ingest.media.inject({ method: 'POST', url: `/internal/nginx-rtmp/on-publish?secret=${secret}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

    it('asks the API with the key and the encoder address, answers 2xx, refuses a second publish while waiting for the relay, and ends the live when the relay never comes', async () => {
      const res = await onPublish({ call: 'publish', app: 'live', name: 'goodkey1', addr: '203.0.113.9', type: 'live' });
      expect(res.statusCode).toBe(200);
      expect(calls).toContainEqual({ hook: 'publish', body: { streamKey: 'goodkey1', clientIp: '203.0.113.9', ingestUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) } });
      expect((await onPublish({ call: 'publish', app: 'live', name: 'goodkey1', addr: '203.0.113.10' })).statusCode).toBe(409);
      await new Promise((r) => setTimeout(r, 600));
      expect(calls).toContainEqual({ hook: 'unpublish', body: { streamId: 77, recording: null } });
    });

    it('passes on the API refusal, and refuses a wrong secret or another application', async () => {
      const refused = await onPublish({ app: 'live', name: 'badkey22', addr: '203.0.113.9' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe('알 수 없는 스트림 키입니다.');
      expect((await onPublish({ app: 'live', name: 'goodkey1' }, 'wrong')).statusCode).toBe(401);
      expect((await onPublish({ app: 'other', name: 'goodkey1' })).statusCode).toBe(400);
      expect((await onPublish({ app: 'live', name: '../x' })).statusCode).toBe(400);
    });
  });
});
