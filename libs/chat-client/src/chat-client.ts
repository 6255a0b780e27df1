// The web's chat socket (spec §4 "Chat socket", §7, §9): a typed socket.io-client wrapper over the
// contract's event map (@luvcast/contracts chat/events.ts). Websocket transport only, with
// credentials; handshake auth {token, type, ticket} read afresh on every connection attempt.
// - every joined room is joined again CHAT_REJOIN_DELAY_MS (500 ms) after a reconnect;
// - an `Unauthorized` connect error refreshes the token through the session store's lock and
//   connects again CHAT_AUTH_RETRY_MS (3 s) later, at most CHAT_AUTH_MAX_RETRIES (10) times; then the
//   state is `session-expired` (text: CHAT_SESSION_EXPIRED_KEY, "세션이 만료되었습니다. 채팅에 참여하려면
//   다시 로그인해주세요.");
// - connection timeout CHAT_CONNECT_TIMEOUT_MS (20 s); the heartbeat is socket.io's ping/pong (the
//   server pings every 10 s, a connection without ping for pingInterval + pingTimeout is closed and
//   the manager reconnects).
import { io as socketIo, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type {
  ChatAction,
  ChatAuth,
  ChatConnection,
  ChatEvent,
  ChatJoinAck,
  ChatMessage,
  ChatModerate,
  ChatSendAck,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@luvcast/contracts';
import type { RefreshOutcome } from '@luvcast/session';

/** Spec §9: socket reconnect delay (rooms are joined again this long after a reconnect). */
export const CHAT_REJOIN_DELAY_MS = 500;
/** Spec §9: wait before connecting again after an `Unauthorized` connect error. */
export const CHAT_AUTH_RETRY_MS = 3000;
/** Spec §9: most retries after `Unauthorized` before the session counts as expired. */
export const CHAT_AUTH_MAX_RETRIES = 10;
/** Spec §9: connection timeout. */
export const CHAT_CONNECT_TIMEOUT_MS = 20_000;
/** How long an emit waits for the server's ack. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;
/** The contract message key of the text shown after the retries (libs/contracts messages.ts). */
export const CHAT_SESSION_EXPIRED_KEY = 'auth.chat.sessionExpired';
/** The connect error the chat server's middleware answers a refused handshake with. */
export const UNAUTHORIZED = 'Unauthorized';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ChatSocketOptions = Partial<ManagerOptions & SocketOptions>;

/**
 * `idle` (not started), `connecting`, `connected`, `reconnecting` (lost, or retrying after
 * Unauthorized), `disconnected` (closed by us or by the server), `session-expired` (10 retries failed).
 */
export type ChatConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'session-expired';

export interface ChatRoomRef {
  room: string;
  streamId: string;
}

export interface ChatClientOptions {
  /** the chat origin (runtimeConfig().chatOrigin) */
  url: string;
  /** handshake auth, asked before every connection attempt (rooms: the rooms about to be joined, for a guest's ticket) */
  auth: (rooms: readonly string[]) => ChatAuth | Promise<ChatAuth>;
  /** the token refresh (through the session store's lock); its outcome does not change the retry rule */
  refresh: () => Promise<RefreshOutcome>;
  /** socket.io's `io` (tests pass a fake) */
  io?: (url: string, options: ChatSocketOptions) => ChatSocket;
}

export interface ChatClientListeners {
  message: (m: ChatMessage) => void;
  action: (a: ChatAction) => void;
  event: (e: ChatEvent) => void;
  connection: (c: ChatConnection) => void;
  /** the ack of every join and rejoin (role, settings, or why it was refused) */
  joined: (room: string, ack: ChatJoinAck) => void;
  state: (state: ChatConnectionState) => void;
}

type ListenerSets = { [K in keyof ChatClientListeners]: Set<ChatClientListeners[K]> };

export interface ChatClient {
  readonly state: ChatConnectionState;
  /** rooms joined (and joined again after every reconnect) */
  readonly rooms: readonly ChatRoomRef[];
  /** opens the socket (no-op when open or connecting) */
  connect(): void;
  /** closes and opens the socket with fresh auth and a fresh retry count (after a sign-in or sign-out) */
  restart(): void;
  close(): void;
  join(room: string, streamId: string): void;
  leave(room: string): void;
  send(room: string, text: string): Promise<ChatSendAck>;
  moderate(action: ChatModerate): Promise<ChatSendAck>;
  on<K extends keyof ChatClientListeners>(event: K, listener: ChatClientListeners[K]): () => void;
}

/** The socket.io options of the chat socket (exported for the test). */
export function chatSocketOptions(auth: ChatSocketOptions['auth']): ChatSocketOptions {
  return {
    transports: ['websocket'],
    withCredentials: true,
    autoConnect: false,
    timeout: CHAT_CONNECT_TIMEOUT_MS,
    reconnection: true,
    reconnectionDelay: CHAT_REJOIN_DELAY_MS,
    auth,
  };
}

const notSent = (msg?: string): ChatSendAck => ({ ok: false, ...(msg ? { msg } : {}) });

export function createChatClient(options: ChatClientOptions): ChatClient {
  const io = options.io ?? ((url: string, o: ChatSocketOptions) => socketIo(url, o) as ChatSocket);
  const listeners: ListenerSets = { message: new Set(), action: new Set(), event: new Set(), connection: new Set(), joined: new Set(), state: new Set() };
  const rooms = new Map<string, ChatRoomRef>();
  let socket: ChatSocket | null = null;
  let state: ChatConnectionState = 'idle';
  let everConnected = false;
  let authRetries = 0;
  let rejoinTimer: ReturnType<typeof setTimeout> | undefined;
  let authTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: ChatConnectionState) => {
    if (state === next) return;
    state = next;
    for (const l of listeners.state) l(next);
  };
  const clearTimers = () => {
    clearTimeout(rejoinTimer);
    clearTimeout(authTimer);
    rejoinTimer = authTimer = undefined;
  };

  const emitJoin = (ref: ChatRoomRef) => {
    if (!socket?.connected) return;
    socket
      .timeout(CHAT_ACK_TIMEOUT_MS)
      .emitWithAck('join', { room: ref.room, streamId: ref.streamId, source: 'web' })
      .then((ack: ChatJoinAck) => {
        // a room left meanwhile is not reported
        if (!rooms.has(ref.room)) return;
        for (const l of listeners.joined) l(ref.room, ack);
      })
      .catch(() => undefined);
  };

  const open = (): ChatSocket => {
    const s = io(
      options.url,
      chatSocketOptions((cb) => {
        void Promise.resolve()
          .then(() => options.auth([...rooms.keys()]))
          .catch((): ChatAuth => ({ token: '', type: '' }))
          .then((a) => cb(a));
      }),
    );
    s.on('connect', () => {
      authRetries = 0;
      setState('connected');
      if (!everConnected) {
        everConnected = true;
        for (const ref of rooms.values()) emitJoin(ref);
        return;
      }
      // spec §4: rejoin every room 500 ms after a reconnect
      clearTimeout(rejoinTimer);
      rejoinTimer = setTimeout(() => {
        rejoinTimer = undefined;
        for (const ref of rooms.values()) emitJoin(ref);
      }, CHAT_REJOIN_DELAY_MS);
    });
    s.on('disconnect', () => {
      clearTimeout(rejoinTimer);
      // the manager reconnects by itself unless we or the server closed the socket
      setState(s.active ? 'reconnecting' : 'disconnected');
    });
    s.on('connect_error', (error: Error) => {
      if (error?.message !== UNAUTHORIZED) {
        setState(s.active ? 'reconnecting' : 'disconnected');
        return;
      }
      if (authRetries >= CHAT_AUTH_MAX_RETRIES) {
        setState('session-expired');
        return;
      }
      authRetries += 1;
      setState('reconnecting');
      const refreshed = options.refresh().catch((): RefreshOutcome => 'unknown');
      clearTimeout(authTimer);
      authTimer = setTimeout(() => {
        authTimer = undefined;
        void refreshed.then(() => {
          if (socket === s && state === 'reconnecting') s.connect();
        });
      }, CHAT_AUTH_RETRY_MS);
    });
    s.on('message', (m) => listeners.message.forEach((l) => l(m)));
    s.on('action', (a) => listeners.action.forEach((l) => l(a)));
    s.on('event', (e) => listeners.event.forEach((l) => l(e)));
    s.on('connection', (c) => listeners.connection.forEach((l) => l(c)));
    return s;
  };

  const client: ChatClient = {
    get state() {
      return state;
    },
    get rooms() {
      return [...rooms.values()];
    },
    connect() {
      if (state === 'connected' || state === 'connecting' || state === 'reconnecting') return;
      if (!socket) socket = open();
      setState('connecting');
      socket.connect();
    },
    restart() {
      clearTimers();
      authRetries = 0;
      everConnected = false;
      if (socket) {
        const old = socket;
        socket = null;
        old.removeAllListeners();
        old.disconnect();
      }
      state = 'idle';
      client.connect();
    },
    close() {
      clearTimers();
      if (socket) {
        const old = socket;
        socket = null;
        old.removeAllListeners();
        old.disconnect();
      }
      everConnected = false;
      setState('disconnected');
    },
    join(room, streamId) {
      const ref = { room, streamId };
      rooms.set(room, ref);
      emitJoin(ref);
    },
    leave(room) {
      if (!rooms.delete(room)) return;
      if (socket?.connected) socket.emit('leave', { room });
    },
    async send(room, text) {
      if (!socket?.connected) return notSent();
      try {
        return await socket.timeout(CHAT_ACK_TIMEOUT_MS).emitWithAck('message', { room, text });
      } catch {
        return notSent();
      }
    },
    async moderate(action) {
      if (!socket?.connected) return notSent();
      try {
        return await socket.timeout(CHAT_ACK_TIMEOUT_MS).emitWithAck('moderate', action);
      } catch {
        return notSent();
      }
    },
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => void set.delete(listener);
    },
  };
  return client;
}
