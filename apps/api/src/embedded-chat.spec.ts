// The embedded run (docs/adr/0011): without DATABASE_URL the API process hosts the chat server on
// CHAT_PORT, on the API's own database. Proves it serves socket.io on its port, that moderation
// state the API writes is what chat enforces (same database instance), and that a line sent
// through the API's HTTP route reaches the sockets by the in-process NOTIFY.
import { createServer } from 'node:net';
import type { ChatMessage } from '@luvcast/contracts';
import { ConfigError } from './config';
import { hostsChat } from './embedded-chat';
import { startTestChat, type ChatClient, type TestChat } from './testing/test-chat';
import { createTestApp, mutatingHeaders, signIn, type TestApp } from './testing/test-app';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

let t: TestApp;
let chat: TestChat;
let port: number;
let channel: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await freePort();
  chat = await startTestChat(t, port);
  channel = (await t.app.channels.findByOwnerLoginId('bjstar01'))!.id;
});
afterAll(async () => {
  await chat?.close();
  await t?.close();
});

const memberClient = (loginId: string) => chat.member(loginId);
const join = (s: ChatClient) => s.emitWithAck('join', { room: String(channel), streamId: 's1', source: 'web' });
const nextMessage = (s: ChatClient) => new Promise<ChatMessage>((resolve) => s.once('message', resolve));

describe('chat inside the API (no DATABASE_URL)', () => {
  it('is on unless DATABASE_URL is set or CHAT_EMBEDDED=off; a bad CHAT_EMBEDDED is named', () => {
    expect(hostsChat({ databaseUrl: undefined }, {})).toBe(true);
    expect(hostsChat({ databaseUrl: undefined }, { CHAT_EMBEDDED: 'auto' })).toBe(true);
    expect(hostsChat({ databaseUrl: undefined }, { CHAT_EMBEDDED: 'off' })).toBe(false);
    expect(hostsChat({ databaseUrl: 'postgres://x/y' }, {})).toBe(false);
    expect(() => hostsChat({ databaseUrl: undefined }, { CHAT_EMBEDDED: 'of' })).toThrow(ConfigError);
  });

  it('serves socket.io on CHAT_PORT: a member joins and sends; a line from the HTTP route arrives by NOTIFY', async () => {
    expect(chat.port).toBe(port);
    const demo = await memberClient('demo1234');
    expect(await join(demo)).toMatchObject({ joined: true, role: 'member' });
    const own = nextMessage(demo);
    expect(await demo.emitWithAck('message', { room: String(channel), text: '안녕하세요' })).toMatchObject({ ok: true });
    expect(await own).toMatchObject({ room: String(channel), sender: { loginId: 'demo1234' }, text: '안녕하세요' });

    const viewer = (await signIn(t.app, { loginId: 'demo1234', password: 'Demo!2345' })).jar;
    const notified = nextMessage(demo);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/channels/${channel}/stream/message`,
      headers: mutatingHeaders(viewer),
      payload: { streamId: 's1', source: 'bot', message: 'HTTP로 보낸 줄', messageType: 'chat' },
    });
    expect(res.json()).toMatchObject({ ok: true });
    expect(await notified).toMatchObject({ room: String(channel), text: 'HTTP로 보낸 줄' });
  });

  it('counts socket and HTTP lines against one slow mode: a line over HTTP right after one over the socket is refused with code slow', async () => {
    const moon = await memberClient('bjmoon02');
    expect(await join(moon)).toMatchObject({ joined: true, role: 'member' });
    await t.app.chatModeration.updateSettings(channel, { slowSeconds: 30 }, null);
    try {
      expect(await moon.emitWithAck('message', { room: String(channel), text: '소켓으로' })).toMatchObject({ ok: true });
      const jar = (await signIn(t.app, { loginId: 'bjmoon02', password: 'Star!2345' })).jar;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/channels/${channel}/stream/message`,
        headers: mutatingHeaders(jar),
        payload: { streamId: 's1', source: 'bot', message: 'HTTP로', messageType: 'chat' },
      });
      expect(res.json()).toMatchObject({ ok: false, code: 'slow' });
    } finally {
      await t.app.chatModeration.updateSettings(channel, { slowSeconds: 0 }, null);
    }
  });

  it('enforces a kick the API writes to the same database: the next line and the next join are refused', async () => {
    const demo = await memberClient('demo1234');
    expect(await join(demo)).toMatchObject({ joined: true });
    const m = (await t.app.members.findByLoginId('demo1234'))!;
    await t.app.chatModeration.ban({ channelId: channel, memberId: m.id, kind: 'kick', reason: '도배', actorId: null, minutes: 10 });
    expect(await demo.emitWithAck('message', { room: String(channel), text: '또 왔어요' })).toMatchObject({ ok: false, code: 'kicked' });
    const again = await join(await memberClient('demo1234'));
    expect(again).toMatchObject({ joined: false, ban: { kind: 'kick', reason: '도배' } });
  });
});
