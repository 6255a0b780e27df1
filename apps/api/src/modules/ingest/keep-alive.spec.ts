import { API_HOST, CLIENT, createTestApp, type TestApp } from '../../testing/test-app';

const SECRET = { 'x-ingest-secret': 'dev-ingest-secret' };
const INGEST = 'http://127.0.0.1:9';
let t: TestApp;
let starChannel: number;
let streamKey: string;

beforeAll(async () => {
  t = await createTestApp();
  const channel = (await t.app.channels.findByOwnerLoginId('bjstar01'))!;
  starChannel = channel.id;
  streamKey = channel.streamKey;
});
afterAll(() => t.close());

const hook = (name: string, payload: object, headers: Record<string, string> = SECRET) =>
  t.app.inject({ method: 'POST', url: `/internal/ingest/${name}`, headers: { host: '127.0.0.1:4000', ...headers }, payload });

async function goLive() {
  const pub = await hook('publish', { streamKey, clientIp: '127.0.0.1', ingestUrl: INGEST });
  expect(pub.statusCode).toBe(200);
  const { streamId } = pub.json() as { streamId: number };
  expect((await hook('ready', { streamId, renditions: [{ suffixName: 'src', resolution: '1280x720', bandwidth: 2_500_000 }] })).statusCode).toBe(204);
  return streamId;
}
const seconds = (from: Date, s: number) => new Date(from.getTime() + s * 1000);

describe('the ingest keep-alive and the sweep of silent lives', () => {
  it('POST /internal/ingest/alive needs the secret and a list of stream ids', async () => {
    expect((await hook('alive', { streamIds: [] }, {})).statusCode).toBe(401);
    expect((await hook('alive', { streamIds: 'x' })).statusCode).toBe(400);
    expect((await hook('alive', { streamIds: [0] })).statusCode).toBe(400);
    expect((await hook('alive', { streamIds: [] })).json()).toEqual({ ended: [] });
  });

  it('a live kept alive stays on air; once silent for 45 s the sweep ends it without a VOD and the channel goes off air', async () => {
    const streamId = await goLive();
    const alive = await hook('alive', { streamIds: [streamId, 999_999] });
    expect(alive.statusCode).toBe(200);
    // the unknown id is answered as not on air, for the ingest to drop
    expect(alive.json()).toEqual({ ended: [999_999] });
    const heard = (await t.app.streams.findById(streamId))!.lastAliveAt!;
    expect(heard).toBeInstanceOf(Date);

    // 44 s after the last keep-alive: still on air
    expect(await t.app.ingestService.sweepSilentLives(seconds(heard, 44))).toEqual([]);
    expect((await t.app.channels.findById(starChannel))!.isLive).toBe(true);

    // a keep-alive moves the deadline: 46 s after the first one is 40 s after this one
    const later = seconds(heard, 6);
    await t.app.ingestService.alive({ streamIds: [streamId] }, later);
    expect(await t.app.ingestService.sweepSilentLives(seconds(heard, 46))).toEqual([]);

    // 46 s of silence after the last one: ended, at its last sign of life
    const ended = await t.app.ingestService.sweepSilentLives(seconds(later, 46));
    expect(ended.map((s) => s.id)).toEqual([streamId]);
    const row = (await t.app.streams.findById(streamId))!;
    expect(row).toMatchObject({ state: 'ended', currentViewers: 0 });
    expect(row.endedAt!.getTime()).toBe(later.getTime());
    expect(row.durationS).toBeGreaterThanOrEqual(0);
    const channel = (await t.app.channels.findById(starChannel))!;
    expect(channel).toMatchObject({ isLive: false, liveStreamId: null, viewerCount: 0 });
    expect(await t.app.streams.recordOf(streamId)).toBeUndefined();
    const lives = await t.app.inject({ method: 'GET', url: '/api/lives', headers: { host: API_HOST, ...CLIENT } });
    expect(lives.json().total).toBe(0);

    // a second sweep (another API instance) finds nothing left; the ingest is told to drop it
    expect(await t.app.ingestService.sweepSilentLives(seconds(later, 100))).toEqual([]);
    expect((await hook('alive', { streamIds: [streamId] })).json()).toEqual({ ended: [streamId] });
    // a late unpublish with the recording still adds the VOD; a new live can start on the key
    expect((await hook('unpublish', { streamId, recording: { path: `/vod/${streamId}/master.m3u8`, durationS: 12 } })).statusCode).toBe(204);
    expect(await t.app.streams.recordOf(streamId)).toMatchObject({ kind: 2 });
    const next = await goLive();
    expect(next).not.toBe(streamId);
    expect((await hook('unpublish', { streamId: next, recording: null })).statusCode).toBe(204);
  });

  it('two sweeps at once end a silent live once', async () => {
    const streamId = await goLive();
    const at = seconds((await t.app.streams.findById(streamId))!.lastAliveAt!, 60);
    const [a, b] = await Promise.all([t.app.ingestService.sweepSilentLives(at), t.app.ingestService.sweepSilentLives(at)]);
    expect([...a, ...b].map((s) => s.id)).toEqual([streamId]);
    expect((await t.app.channels.findById(starChannel))!.isLive).toBe(false);
  });
});
