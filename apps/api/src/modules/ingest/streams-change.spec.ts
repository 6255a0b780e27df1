// STREAMS_CHANGE in the chat room: a live going on air (ready hook) and ending (unpublish hook,
// stop-stream, the sweep of silent lives) reaches a real socket.io client joined to the channel's
// room on the chat the API hosts (embedded run: the chat bus is PGlite's in-process NOTIFY).
import type { ChatEvent } from '@luvcast/contracts';
import { startTestChat, type ChatClient, type TestChat } from '../../testing/test-chat';
import { createTestApp, mutatingHeaders, signIn, type TestApp } from '../../testing/test-app';

const SECRET = { 'x-ingest-secret': 'dev-ingest-secret' };
// the discard port: stop-stream's "close the session" call is refused at once
const INGEST = 'http://127.0.0.1:9';
const RENDITIONS = [{ suffixName: 'src', resolution: '1280x720', bandwidth: 2_500_000 }];

let t: TestApp;
let chat: TestChat;
let channel: number;
let streamKey: string;
let guest: ChatClient;
const events: ChatEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  chat = await startTestChat(t);
  const row = (await t.app.channels.findByOwnerLoginId('bjstar01'))!;
  channel = row.id;
  streamKey = row.streamKey;
  // a guest reader with a read ticket, joined to the broadcaster's room
  guest = await chat.guest(channel);
  expect(await guest.emitWithAck('join', { room: String(channel), streamId: 'none', source: 'web' })).toMatchObject({ joined: true, role: 'guest' });
  guest.on('event', (e) => events.push(e));
});
afterAll(async () => {
  await chat?.close();
  await t?.close();
});

const hook = (name: string, payload: object) => t.app.inject({ method: 'POST', url: `/internal/ingest/${name}`, headers: { host: '127.0.0.1:4000', ...SECRET }, payload });
/** the events received since `from`, once `count` have arrived (or after 3 s) */
async function eventsAfter(from: number, count: number): Promise<ChatEvent[]> {
  for (let i = 0; i < 60 && events.length < from + count; i++) await new Promise((r) => setTimeout(r, 50));
  // a little longer: an extra event would show up here
  await new Promise((r) => setTimeout(r, 150));
  return events.slice(from);
}
async function publish(): Promise<number> {
  const pub = await hook('publish', { streamKey, clientIp: '127.0.0.1', ingestUrl: INGEST });
  expect(pub.statusCode).toBe(200);
  return (pub.json() as { streamId: number }).streamId;
}
const change = (streamId: number, live: boolean) => ({ type: 'STREAMS_CHANGE', room: String(channel), streamId: String(streamId), live, at: expect.any(String) });
/** publish + ready, once the room heard it: the stream id */
async function goLive(): Promise<number> {
  const from = events.length;
  const streamId = await publish();
  expect((await hook('ready', { streamId, renditions: RENDITIONS })).statusCode).toBe(204);
  expect(await eventsAfter(from, 1)).toEqual([change(streamId, true)]);
  return streamId;
}

describe('STREAMS_CHANGE in the channel chat room', () => {
  it('is told live when the first segment is ready (not at publish, not again on a repeated ready), and not live at unpublish (once)', async () => {
    const from = events.length;
    const streamId = await publish();
    expect(await eventsAfter(from, 1)).toEqual([]);
    expect((await hook('ready', { streamId, renditions: RENDITIONS })).statusCode).toBe(204);
    expect((await hook('ready', { streamId, renditions: RENDITIONS })).statusCode).toBe(204);
    expect(await eventsAfter(from, 1)).toEqual([change(streamId, true)]);
    expect((await hook('unpublish', { streamId, recording: null })).statusCode).toBe(204);
    expect((await hook('unpublish', { streamId, recording: null })).statusCode).toBe(204);
    expect(await eventsAfter(from, 2)).toEqual([change(streamId, true), change(streamId, false)]);
  });

  it('is told not live when the broadcaster stops the stream', async () => {
    const streamId = await goLive();
    const from = events.length;
    const star = (await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' })).jar;
    const res = await t.app.inject({ method: 'POST', url: '/api/my/channel/stop-stream', headers: mutatingHeaders(star), payload: {} });
    expect(res.json()).toMatchObject({ result: 'ok', ended: true, streamId });
    expect(await eventsAfter(from, 1)).toEqual([change(streamId, false)]);
  });

  it('is told not live when the sweep ends a live whose ingest went silent', async () => {
    const streamId = await goLive();
    const from = events.length;
    const ended = await t.app.ingestService.sweepSilentLives(new Date(Date.now() + 10 * 60_000));
    expect(ended.map((s) => s.id)).toEqual([streamId]);
    expect(await eventsAfter(from, 1)).toEqual([change(streamId, false)]);
  });
});
