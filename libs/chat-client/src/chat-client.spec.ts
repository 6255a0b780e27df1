import { messageText } from '@luvcast/contracts';
import {
  CHAT_AUTH_MAX_RETRIES,
  CHAT_SESSION_EXPIRED_KEY,
  createChatClient,
  type ChatConnectionState,
  type ChatSocket,
  type ChatSocketOptions,
} from './chat-client';

type Handler = (...args: unknown[]) => void;

/** A socket.io client socket double: records emits, fires server events on demand. */
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  connected = false;
  active = false;
  connects = 0;
  emits: { event: string; payload: unknown }[] = [];
  acks: Record<string, unknown> = { join: { joined: true, role: 'member' }, message: { ok: true, id: 'm1' }, moderate: { ok: true } };
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }
  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  emit(event: string, payload: unknown) {
    this.emits.push({ event, payload });
    return this;
  }
  timeout() {
    return {
      emitWithAck: (event: string, payload: unknown) => {
        this.emits.push({ event, payload });
        return Promise.resolve(this.acks[event]);
      },
    };
  }
  /** the server accepted the handshake */
  open() {
    this.connected = true;
    this.fire('connect');
  }
  /** the transport dropped; the manager will reconnect */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  /** the middleware refused the handshake (socket.io leaves the socket inactive) */
  refuse(message = 'Unauthorized') {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }
  joins() {
    return this.emits.filter((e) => e.event === 'join').map((e) => e.payload);
  }
}

function setup() {
  const socket = new FakeSocket();
  let options: ChatSocketOptions | undefined;
  let url = '';
  const refresh = jest.fn(async () => 'ok' as const);
  const auth = jest.fn(() => ({ token: '', type: 'oauth' as const }));
  const client = createChatClient({
    url: 'http://chat.example',
    auth,
    refresh,
    io: (u, o) => {
      url = u;
      options = o;
      return socket as unknown as ChatSocket;
    },
  });
  const states: ChatConnectionState[] = [];
  client.on('state', (s) => states.push(s));
  return { socket, client, refresh, auth, states, options: () => options, url: () => url };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('chat client', () => {
  it('connects over websocket only, with credentials, a 20 s timeout and the handshake auth asked on every attempt', async () => {
    const { client, options, url, auth } = setup();
    client.join('7', '70');
    client.connect();
    expect(url()).toBe('http://chat.example');
    expect(options()).toMatchObject({ transports: ['websocket'], withCredentials: true, timeout: 20_000 });
    const given = jest.fn();
    (options()!.auth as (cb: (a: object) => void) => void)(given);
    await jest.advanceTimersByTimeAsync(0);
    expect(auth).toHaveBeenCalledWith(['7']);
    expect(given).toHaveBeenCalledWith({ token: '', type: 'oauth' });
  });

  it('joins its rooms on the first connect at once, with source web', () => {
    const { client, socket } = setup();
    client.join('7', '70');
    client.connect();
    socket.open();
    expect(socket.joins()).toEqual([{ room: '7', streamId: '70', source: 'web' }]);
  });

  it('rejoins every joined room 500 ms after a reconnect', async () => {
    const { client, socket } = setup();
    client.join('7', '70');
    client.join('8', '80');
    client.connect();
    socket.open();
    client.leave('8');
    socket.emits = [];
    socket.drop();
    socket.open();
    await jest.advanceTimersByTimeAsync(499);
    expect(socket.joins()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(socket.joins()).toEqual([{ room: '7', streamId: '70', source: 'web' }]);
  });

  it('reports the join ack of every (re)join', async () => {
    const { client, socket } = setup();
    const joined = jest.fn();
    client.on('joined', joined);
    client.join('7', '70');
    client.connect();
    socket.open();
    await jest.advanceTimersByTimeAsync(0);
    expect(joined).toHaveBeenCalledWith('7', { joined: true, role: 'member' });
  });

  it('on Unauthorized refreshes the token through the session lock and connects again after 3 s', async () => {
    const { client, socket, refresh, states } = setup();
    client.connect();
    expect(socket.connects).toBe(1);
    socket.refuse();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('reconnecting');
    await jest.advanceTimersByTimeAsync(2999);
    expect(socket.connects).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(2);
    socket.open();
    expect(states.at(-1)).toBe('connected');
  });

  it(`gives up after ${CHAT_AUTH_MAX_RETRIES} retries and reports that the session expired (the spec's text)`, async () => {
    const { client, socket, refresh, states } = setup();
    client.connect();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      socket.refuse();
      await jest.advanceTimersByTimeAsync(3000);
      expect(socket.connects).toBe(attempt + 1);
    }
    expect(refresh).toHaveBeenCalledTimes(10);
    expect(states).not.toContain('session-expired');
    socket.refuse();
    expect(client.state).toBe('session-expired');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(socket.connects).toBe(11);
    expect(refresh).toHaveBeenCalledTimes(10);
    expect(messageText(CHAT_SESSION_EXPIRED_KEY, 'ko')).toBe('세션이 만료되었습니다. 채팅에 참여하려면 다시 로그인해주세요.');
    expect(messageText(CHAT_SESSION_EXPIRED_KEY, 'en')).toBe('Your session has expired. Please log in again to join the chat.');
  });

  it('counts the 10 retries afresh after a successful connection', async () => {
    const { client, socket } = setup();
    client.connect();
    for (let i = 0; i < 9; i += 1) {
      socket.refuse();
      await jest.advanceTimersByTimeAsync(3000);
    }
    socket.open();
    for (let i = 0; i < 10; i += 1) {
      socket.refuse();
      await jest.advanceTimersByTimeAsync(3000);
    }
    expect(client.state).toBe('reconnecting');
    socket.refuse();
    expect(client.state).toBe('session-expired');
  });

  it('retries after 3 s even when the refresh fails, and not at all for other connect errors (the manager reconnects those)', async () => {
    const { client, socket, refresh } = setup();
    refresh.mockRejectedValueOnce(new Error('offline') as never);
    client.connect();
    socket.refuse();
    await jest.advanceTimersByTimeAsync(3000);
    expect(socket.connects).toBe(2);
    socket.active = true;
    socket.fire('connect_error', new Error('websocket error'));
    await jest.advanceTimersByTimeAsync(3000);
    expect(socket.connects).toBe(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(client.state).toBe('reconnecting');
  });

  it('sends lines and moderation actions with acks, and refuses them while not connected', async () => {
    const { client, socket } = setup();
    expect(await client.send('7', 'hi')).toEqual({ ok: false });
    client.connect();
    socket.open();
    expect(await client.send('7', 'hi')).toEqual({ ok: true, id: 'm1' });
    expect(await client.moderate({ type: 'kick', room: '7', target: 'bob', reason: 'spam', minutes: 10 })).toEqual({ ok: true });
    expect(socket.emits.map((e) => e.event)).toEqual(['message', 'moderate']);
  });

  it('hands server events to listeners until they unsubscribe', () => {
    const { client, socket } = setup();
    const got = jest.fn();
    const off = client.on('message', got);
    client.connect();
    socket.fire('message', { id: '1' });
    off();
    socket.fire('message', { id: '2' });
    expect(got).toHaveBeenCalledTimes(1);
  });
});
