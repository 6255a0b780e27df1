import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  badgesOf,
  banOf,
  banText,
  checkLine,
  canModerate,
  chatAuth,
  chatEvent,
  chatJoin,
  chatLeave,
  chatMessage,
  chatModerate,
  chatSend,
  COOKIES,
  messageText,
  NO_ACCESS_TOKEN,
  type ChatAction,
  type ChatMessage,
  type ChatPerson,
  type ChatRole,
  type ChatSendAck,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@luvcast/contracts';
import type { Repositories } from '@luvcast/db';
import { resolveBrand, type BrandId } from '@luvcast/brand-config';
import { isAllowedOrigin, verifyAccessToken, verifyChatTicket, type AccessClaims } from '@luvcast/server-auth';
import * as v from 'valibot';
import type { ChatConfig } from './config';
import { limitLine, postgresCounters, redisCounters, type ChatCounters } from './counters';


/** The repositories chat reads and writes (libs/db; docs/adr/0011). */
export type ChatStore = Pick<Repositories, 'chatModeration' | 'members' | 'rateLimits'>;

export interface ChatDeps {
  store: ChatStore;
  /** counters override (tests); default: Redis when REDIS_URL is set, else PostgreSQL */
  counters?: ChatCounters;
}

export interface SocketData {
  /** null for guests (read-only) */
  member: AccessClaims | null;
  /** a guest's read ticket: the channel id it opens */
  ticketChannel: number | null;
}

/** The personal room of a member's sockets on every instance (kicks reach them there). */
const memberRoom = (memberId: number) => `member:${memberId}`;

/**
 * Connection state recovery (socket.io 4.6+): a socket whose transport dropped comes back within
 * this time with its id, rooms and the packets it missed. Middlewares run again on recovery, so
 * the handshake token is checked again.
 */
export const RECOVERY_MAX_DISCONNECTION_MS = 2 * 60_000;
/** close(): how long sockets with an event still being handled get to see it answered before they are cut */
export const CHAT_DRAIN_TIMEOUT_MS = 5000;

/** What socket.io keeps of a dropped socket and hands back on recovery (socket.io-adapter `Session`). */
interface RecoveredSession {
  rooms: string[];
  data: Partial<SocketData> | undefined;
  /** each missed packet's data: [event, payload, offset] */
  missedPackets: unknown[][];
}
type AdapterFactory = new (nsp: unknown) => { restoreSession(pid: string, offset: string): Promise<RecoveredSession | null> };
/** A room is a channel id. */
const channelOf = (room: string): number | null => (/^[1-9]\d{0,9}$/.test(room) && Number(room) <= 2_147_483_647 ? Number(room) : null);
type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

/**
 * The brand of a connection: that of the page's origin (`Origin`, which browsers send and pages
 * cannot forge), else that of the host the client connected to; hosts of no brand (localhost,
 * 127.0.0.1) are the default brand, as in the API.
 */
export function connectionBrand(headers: { origin?: string; host?: string }): BrandId {
  try {
    if (headers.origin) return resolveBrand(new URL(headers.origin).host).id;
  } catch {
    // not a URL: the host decides
  }
  return resolveBrand(headers.host ?? '').id;
}

/**
 * Resolves who connects: the handshake's `auth.token` (type `oauth`) or the access cookie.
 * Handshake auth that is not the contract's `chatAuth` (a token or ticket that is not a string,
 * a type other than `oauth` or ''), a token that does not verify, or that belongs to another
 * brand's session than the connection's (ADR 0007), or type `oauth` without any token, is refused
 * with `Unauthorized` (the client refreshes and retries); no token with type '' is a guest.
 */
export async function authenticateHandshake(
  handshakeAuth: unknown,
  cookieHeader: string | undefined,
  secret: string,
  brand: BrandId,
): Promise<{ ok: true; member: AccessClaims | null } | { ok: false }> {
  // socket.io hands `{}` when the client sent no auth
  const parsed = v.safeParse(chatAuth, handshakeAuth ?? {});
  if (!parsed.success) return { ok: false };
  const auth = parsed.output;
  const cookie = cookieValue(cookieHeader, COOKIES.access);
  const token = auth.token || (cookie && cookie !== NO_ACCESS_TOKEN ? cookie : undefined);
  if (!token) return auth.type === 'oauth' ? { ok: false } : { ok: true, member: null };
  const member = await verifyAccessToken(token, secret);
  return member && member.brand === brand ? { ok: true, member } : { ok: false };
}

export interface ChatApp {
  io: ChatServer;
  httpServer: HttpServer;
  /**
   * Delivers what the API published on the chat bus (libs/db `chatBus.publish`, pg_notify on
   * CHAT_NOTIFY_CHANNEL): a payload that parses as `chatEvent` (STREAMS_CHANGE, ...) as an `event`,
   * one that parses as `chatMessage` (a line sent through HTTP) as a `message`, to the room's
   * sockets of this instance only (io.local): every instance LISTENs, so the Redis adapter must
   * not repeat it. Anything else is ignored (false).
   */
  deliverNotified(payload: string): boolean;
  /** resolves with the bound port */
  listen(port?: number, host?: string): Promise<number>;
  /**
   * Graceful stop: readiness 503 and no new connections; each socket is closed (a transport close,
   * which clients answer by reconnecting — through the proxy, to another instance — and rejoining)
   * once the events it sent are answered, at the latest after `timeoutMs` (CHAT_DRAIN_TIMEOUT_MS).
   */
  close(timeoutMs?: number): Promise<void>;
}

/**
 * The Redis Streams adapter sends some commands without awaiting them: SUBSCRIBE on its PUB/SUB
 * connection, SET of a dropped socket's session (connection state recovery), PUBLISH of its
 * ephemeral messages. While Redis is unreachable (3 retries) or when the connection closes before
 * they ran, their promise rejects with nobody listening — and Node ends the process on an
 * unhandled rejection. Each such call's promise gets a handler that logs the failure; a caller
 * that awaits it (the counters' SET) still gets the error.
 */
function observeUnawaited(connection: Redis, commands: readonly ('set' | 'publish' | 'subscribe')[], log: Pick<Console, 'warn'>) {
  for (const name of commands) {
    const send = (connection[name] as (...args: unknown[]) => Promise<unknown>).bind(connection);
    Object.assign(connection, {
      [name]: (...args: unknown[]) => {
        const reply = send(...args);
        reply.catch((err: Error) => log.warn(`chat: redis ${name.toUpperCase()} failed`, err.message));
        return reply;
      },
    });
  }
}

export function createChatServer(config: ChatConfig, deps: ChatDeps, log: Pick<Console, 'info' | 'warn' | 'error'> = console): ChatApp {
  const { store } = deps;
  // liveness (GET /health, with the number of connected clients) and readiness (GET /health/ready:
  // 503 draining once close() began) for a load balancer in front of several instances
  // (docs/adr/0018-cluster.md); anything else is 404
  let draining = false;
  const httpServer = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && (path === '/health' || path === '/health/ready')) {
      const notReady = path === '/health/ready' && draining;
      res.writeHead(notReady ? 503 : 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(path === '/health' ? { status: 'ok', connections: io.engine.clientsCount } : { status: notReady ? 'draining' : 'ready' }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ msg: messageText('common.notFound') }));
  });
  const io: ChatServer = new Server(httpServer, {
    cors: {
      origin: (origin, callback) => callback(null, origin && isAllowedOrigin(origin, undefined, config) ? origin : false),
      credentials: true,
    },
    // browsers send Origin on the websocket upgrade too, which CORS does not cover
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, !origin || isAllowedOrigin(origin, req.headers.host, config));
    },
    pingInterval: 10_000,
    pingTimeout: 20_000,
    // skipMiddlewares false: a recovering socket goes through the handshake auth again
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MAX_DISCONNECTION_MS, skipMiddlewares: false },
  });

  // Several instances: the Redis Streams adapter (broadcasts through a Redis stream, sessions of
  // dropped sockets as Redis keys), which, unlike the PUB/SUB one, supports connection state
  // recovery, across instances too. One client here; the adapter duplicates it for its blocking reads.
  // Alone: socket.io's in-memory SessionAwareAdapter (what connectionStateRecovery sets up).
  let redis: Redis | null = null;
  /** the adapter's own connections (stream reader, PUB/SUB): a reader blocked in XREAD would outlive close() by up to 5 s */
  const adapterConnections: Redis[] = [];
  if (config.redisUrl) {
    // disconnectTimeout: how long a closing connection may wait for Redis to end it (a blocked XREAD does not)
    const client = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3, disconnectTimeout: 200 });
    client.on('error', (err) => log.error('chat: redis error', err.message));
    observeUnawaited(client, ['set', 'publish'], log);
    const duplicate = client.duplicate.bind(client);
    client.duplicate = (...args: Parameters<Redis['duplicate']>) => {
      const connection = duplicate(...args);
      observeUnawaited(connection, ['subscribe'], log);
      adapterConnections.push(connection);
      return connection;
    };
    redis = client;
  }
  const baseAdapter = (redis ? createAdapter(redis) : io.adapter()) as unknown as AdapterFactory;
  io.adapter(withoutBannedRooms(baseAdapter) as never);
  const counters: ChatCounters = deps.counters ?? (redis ? redisCounters(redis) : postgresCounters(store.rateLimits));

  /**
   * A member kicked or blacklisted while their transport was down must not get the room back on
   * recovery: the session (rooms and missed packets) is checked against the bans before socket.io
   * replays it. Rooms where the member is banned are dropped with their missed lines, actions and
   * events; the `connection` packets (which tell why and until when) are kept.
   */
  function withoutBannedRooms(Base: AdapterFactory) {
    return function RecoveryCheckedAdapter(nsp: unknown) {
      const adapter = new Base(nsp);
      const restore = adapter.restoreSession.bind(adapter);
      adapter.restoreSession = async (pid, offset) => {
        const session = await restore(pid, offset);
        const member = session?.data?.member;
        if (!session || !member) return session;
        const banned = new Set<string>();
        for (const room of session.rooms) {
          const channelId = channelOf(room);
          if (channelId === null) continue;
          const ctx = await store.chatModeration.memberContext(channelId, member.memberId);
          if (!ctx || ctx.ban) banned.add(room);
        }
        if (!banned.size) return session;
        const roomOf = (packet: unknown[]) => (packet[1] as { room?: unknown } | undefined)?.room;
        return {
          ...session,
          rooms: session.rooms.filter((r) => !banned.has(r)),
          missedPackets: session.missedPackets.filter((p) => p[0] === 'connection' || !banned.has(String(roomOf(p)))),
        };
      };
      return adapter;
    };
  }

  io.use(async (socket, next) => {
    const { headers } = socket.handshake;
    const result = await authenticateHandshake(socket.handshake.auth, headers.cookie, config.jwtSecret, connectionBrand(headers));
    if (!result.ok) return next(new Error('Unauthorized'));
    socket.data.member = result.member;
    const ticket = v.safeParse(chatAuth, socket.handshake.auth ?? {});
    socket.data.ticketChannel = result.member || !ticket.success ? null : await verifyChatTicket(ticket.output.ticket, config.jwtSecret);
    next();
  });

  const person = (m: { loginId: string; nickname: string }): ChatPerson => ({ loginId: m.loginId, nickname: m.nickname });
  const now = () => new Date().toISOString();
  const refuse = (code: NonNullable<ChatSendAck['code']>, msg: string): ChatSendAck => ({ ok: false, code, msg });

  /** Takes a member's sockets (on every instance) out of a room and tells them why and until when. */
  function removeFromRoom(memberId: number, room: string, ban: ReturnType<typeof banOf>) {
    io.to(memberRoom(memberId)).emit('connection', { room, streamId: '', joined: false, ban });
    io.in(memberRoom(memberId)).socketsLeave(room);
  }

  async function moderate(member: AccessClaims, payload: unknown): Promise<ChatSendAck> {
    const parsed = v.safeParse(chatModerate, payload);
    if (!parsed.success) return refuse('bad', messageText('common.badAccess'));
    const action = parsed.output;
    const channelId = channelOf(action.room);
    if (channelId === null) return refuse('bad', messageText('common.badAccess'));
    const actorCtx = await store.chatModeration.memberContext(channelId, member.memberId);
    if (!actorCtx) return refuse('bad', messageText('common.badAccess'));
    const actor = person(member);
    const base = { channelId, actorId: member.memberId, reason: action.reason };

    if (action.type === 'settings' || action.type === 'banned-words' || action.type === 'announce') {
      if (!canModerate(actorCtx.role, action.type)) return refuse('forbidden', messageText('chat.forbidden'));
      if (action.type === 'settings') {
        const settings = await store.chatModeration.updateSettings(channelId, action.settings, member.memberId);
        await store.chatModeration.audit({ ...base, action: 'settings', detail: { ...action.settings } });
        io.to(action.room).emit('event', { type: 'channel-setting-update', room: action.room, settings, actor, at: now() });
      } else if (action.type === 'banned-words') {
        const words = await store.chatModeration.changeBannedWords(channelId, action, member.memberId);
        await store.chatModeration.audit({ ...base, action: 'banned-words', detail: { add: action.add, remove: action.remove, count: words.length } });
        const settings = await store.chatModeration.settings(channelId);
        io.to(action.room).emit('event', { type: 'channel-setting-update', room: action.room, settings, actor, at: now() });
      } else {
        await store.chatModeration.audit({ ...base, action: 'announce', detail: { text: action.text } });
        io.to(action.room).emit('event', { type: 'announcement', room: action.room, text: action.text, actor, at: now() });
      }
      return { ok: true };
    }

    const target = await store.members.findByLoginId(action.target);
    if (!target) return refuse('bad', messageText('common.badAccess'));
    const targetCtx = await store.chatModeration.memberContext(channelId, target.id);
    const targetRole: ChatRole = targetCtx?.role ?? 'member';
    if (!canModerate(actorCtx.role, action.type, targetRole, target.id === member.memberId)) return refuse('forbidden', messageText('chat.forbidden'));
    const who = person(target);
    const at = now();
    let out: ChatAction;
    switch (action.type) {
      case 'manager':
      case 'unmanager': {
        if (action.type === 'manager') await store.chatModeration.addManager(channelId, target.id, member.memberId);
        else await store.chatModeration.removeManager(channelId, target.id);
        out = { type: 'role', room: action.room, target: who, role: action.type === 'manager' ? 'manager' : 'member', actor, at };
        break;
      }
      case 'kick':
      case 'blacklist': {
        const ban = await store.chatModeration.ban({ channelId, memberId: target.id, kind: action.type, reason: action.reason, actorId: member.memberId, minutes: action.type === 'kick' ? action.minutes : undefined });
        await store.chatModeration.audit({ ...base, action: action.type, targetId: target.id, expiresAt: ban.expiresAt });
        out =
          action.type === 'kick'
            ? { type: 'kick', room: action.room, target: who, actor, reason: action.reason, until: ban.expiresAt!.toISOString(), at }
            : { type: 'blacklist', room: action.room, target: who, actor, reason: action.reason, at };
        io.to(action.room).emit('action', out);
        removeFromRoom(target.id, action.room, banOf(ban));
        return { ok: true };
      }
      case 'unkick':
      case 'unblacklist': {
        await store.chatModeration.lift(channelId, target.id, action.type === 'unkick' ? 'kick' : 'blacklist');
        out = { type: action.type, room: action.room, target: who, actor, at };
        break;
      }
    }
    await store.chatModeration.audit({ ...base, action: action.type, targetId: target.id });
    io.to(action.room).emit('action', out);
    return { ok: true };
  }

  async function send(member: AccessClaims, payload: unknown, joinedRooms: Set<string>): Promise<ChatSendAck> {
    const message = v.safeParse(chatSend, payload);
    if (!message.success) return refuse('bad', messageText('common.badAccess'));
    const { room, text } = message.output;
    const channelId = channelOf(room);
    if (channelId === null || !joinedRooms.has(room)) return refuse('not-joined', messageText('chat.notJoined'));
    // shared state, read for every line: role, follow, ban in force, settings, banned words
    const [ctx, settings, bannedWords] = await Promise.all([
      store.chatModeration.memberContext(channelId, member.memberId),
      store.chatModeration.settings(channelId),
      store.chatModeration.bannedWords(channelId),
    ]);
    if (!ctx) return refuse('bad', messageText('common.badAccess'));
    const refused = checkLine({ ...ctx, settings, bannedWords }, text);
    if (refused) {
      if (refused.ban) removeFromRoom(member.memberId, room, refused.ban);
      return refused;
    }
    const limited = await limitLine(counters, { channelId, memberId: member.memberId, role: ctx.role, settings });
    if (limited) return limited;
    const id = randomUUID();
    const out: ChatMessage = { id, room, sender: { ...person(member), badges: badgesOf(ctx.role, ctx.subscriber) }, text, at: now() };
    io.to(room).emit('message', out);
    return { ok: true, id };
  }

  /** Runs a handler; a failure (database down) answers bad access instead of leaving the client waiting. */
  const guarded = <T>(work: Promise<T>, fallback: T): Promise<T> =>
    work.catch((err: unknown) => {
      log.error('chat: handler failed', err instanceof Error ? err.message : err);
      return fallback;
    });

  // every payload a client sends is checked against its schema (@luvcast/contracts chat/socket-payloads)
  /**
   * After a recovery the socket is back in its rooms under the identity the handshake verified
   * now: personal rooms of another member are left, and channel rooms a member may no longer be in
   * (banned meanwhile) are left with a `connection {joined: false, ban}`.
   */
  async function recheckRecoveredRooms(socket: ChatSocket) {
    const member = socket.data.member;
    for (const room of [...socket.rooms]) {
      if (room.startsWith('member:') && room !== (member ? memberRoom(member.memberId) : '')) void socket.leave(room);
      const channelId = channelOf(room);
      if (channelId === null || !member) continue;
      const ctx = await store.chatModeration.memberContext(channelId, member.memberId);
      if (ctx && !ctx.ban) continue;
      void socket.leave(room);
      socket.emit('connection', { room, streamId: '', joined: false, ...(ctx?.ban ? { ban: banOf(ctx.ban) } : {}) });
    }
  }

  // events being handled, per socket: during close() a socket is closed only once its events are
  // answered (a line's ack lost to the shutdown would show "not sent" for a line others received)
  const inFlight = new Map<ChatSocket, number>();
  const closeWhenIdle = (socket: ChatSocket) => {
    if (inFlight.has(socket)) return;
    socket.conn.close(); // flushes what is queued (the acks) first, then a transport close
  };
  const track = (socket: ChatSocket, work: Promise<unknown>) => {
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    void work.finally(() => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) return void inFlight.set(socket, left);
      inFlight.delete(socket);
      if (draining) closeWhenIdle(socket);
    });
  };

  io.on('connection', (socket: ChatSocket) => {
    // a connection that completed its handshake as the drain began: sent on to another instance at once
    if (draining) return closeWhenIdle(socket);
    const member = socket.data.member;
    if (member) void socket.join(memberRoom(member.memberId));
    if (socket.recovered) track(socket, guarded(recheckRecoveredRooms(socket), undefined));

    socket.on('join', (payload, ack) => {
      track(socket, guarded(
        (async () => {
          const join = v.safeParse(chatJoin, payload);
          if (!join.success) return { joined: false };
          const { room, streamId } = join.output;
          const channelId = channelOf(room);
          if (channelId === null) return { joined: false };
          const settings = await store.chatModeration.settings(channelId);
          let role: ChatRole = 'guest';
          if (member) {
            const ctx = await store.chatModeration.memberContext(channelId, member.memberId);
            if (!ctx) return { joined: false };
            if (ctx.ban) {
              const ban = banOf(ctx.ban);
              return { joined: false, ban, msg: banText(ban) };
            }
            role = ctx.role;
          } else if (socket.data.ticketChannel !== channelId) {
            return { joined: false, msg: messageText('common.loginRequired') };
          }
          await socket.join(room);
          socket.emit('connection', { room, streamId, joined: true });
          return { joined: true, role, settings };
        })(),
        { joined: false },
      ).then((r) => ack?.(r)));
    });

    socket.on('leave', (payload) => {
      const leave = v.safeParse(chatLeave, payload);
      if (!leave.success || !socket.rooms.has(leave.output.room)) return;
      void socket.leave(leave.output.room);
      socket.emit('connection', { room: leave.output.room, streamId: '', joined: false });
    });

    socket.on('message', (payload, ack) => {
      if (!member) return ack?.(refuse('login', messageText('common.loginRequired')));
      track(socket, guarded(send(member, payload, socket.rooms), refuse('bad', messageText('common.badAccess'))).then((r) => ack?.(r)));
    });

    socket.on('moderate', (payload, ack) => {
      if (!member) return ack?.(refuse('login', messageText('common.loginRequired')));
      track(socket, guarded(moderate(member, payload), refuse('bad', messageText('common.badAccess'))).then((r) => ack?.(r)));
    });
  });

  return {
    io,
    httpServer,
    deliverNotified(payload) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch {
        return false;
      }
      // events carry a `type`, lines do not: an event is tried first
      const event = v.safeParse(chatEvent, parsed);
      if (event.success) {
        io.local.to(event.output.room).emit('event', event.output);
        return true;
      }
      const line = v.safeParse(chatMessage, parsed);
      if (!line.success) return false;
      io.local.to(line.output.room).emit('message', line.output);
      return true;
    },
    listen: (port = config.port, host = config.host) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => resolve((httpServer.address() as AddressInfo).port));
      }),
    async close(timeoutMs = CHAT_DRAIN_TIMEOUT_MS) {
      // readiness 503 and no new connection (the proxy sends them to another instance); every
      // socket whose events are answered gets a transport close at once, the others once theirs are:
      // clients reconnect, through the proxy to another instance, recover their rooms from Redis
      // (connection state recovery) and join them again (libs/chat-client)
      draining = true;
      if (httpServer.listening) httpServer.close();
      for (const socket of io.of('/').sockets.values()) closeWhenIdle(socket);
      // until every socket is gone (its acks flushed before its transport closed), or the timeout
      const until = Date.now() + timeoutMs;
      while (io.of('/').sockets.size && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
      // whatever is left is cut (io.close() discards what it had not sent); the HTTP server's close completes
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // after io.close() the adapter no longer needs them (its reader would otherwise finish its blocked XREAD first)
      for (const connection of adapterConnections) connection.disconnect();
      await redis?.quit().catch(() => redis?.disconnect());
    },
  };
}
