import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  chatAuth,
  chatJoin,
  chatLeave,
  chatSend,
  COOKIES,
  messageText,
  NO_ACCESS_TOKEN,
  type ChatMessage,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@luvcast/contracts';
import { resolveBrand, type BrandId } from '@luvcast/brand-config';
import { isAllowedOrigin, verifyAccessToken, type AccessClaims } from '@luvcast/server-auth';
import * as v from 'valibot';
import type { ChatConfig } from './config';

export interface SocketData {
  /** null for guests (read-only) */
  member: AccessClaims | null;
}
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
  /** resolves with the bound port */
  listen(port?: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

export function createChatServer(config: ChatConfig, log: Pick<Console, 'info' | 'warn' | 'error'> = console): ChatApp {
  const httpServer = createServer((_req, res) => {
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
  });

  let redis: Redis[] = [];
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (err) => log.error('chat: redis error', err.message));
    io.adapter(createAdapter(pub, sub));
    redis = [pub, sub];
  }

  io.use(async (socket, next) => {
    const { headers } = socket.handshake;
    const result = await authenticateHandshake(socket.handshake.auth, headers.cookie, config.jwtSecret, connectionBrand(headers));
    if (!result.ok) return next(new Error('Unauthorized'));
    socket.data.member = result.member;
    next();
  });

  // every payload a client sends is checked against its schema (@luvcast/contracts chat/socket-payloads)
  io.on('connection', (socket: ChatSocket) => {
    socket.on('join', (payload, ack) => {
      const join = v.safeParse(chatJoin, payload);
      if (!join.success) {
        ack?.({ joined: false });
        return;
      }
      const { room, streamId } = join.output;
      void socket.join(room);
      socket.emit('connection', { room, streamId, joined: true });
      ack?.({ joined: true });
    });

    socket.on('leave', (payload) => {
      const leave = v.safeParse(chatLeave, payload);
      if (!leave.success || !socket.rooms.has(leave.output.room)) return;
      void socket.leave(leave.output.room);
      socket.emit('connection', { room: leave.output.room, streamId: '', joined: false });
    });

    socket.on('message', (payload, ack) => {
      const member = socket.data.member;
      if (!member) {
        ack?.({ ok: false, msg: messageText('common.loginRequired') });
        return;
      }
      const message = v.safeParse(chatSend, payload);
      if (!message.success || !socket.rooms.has(message.output.room)) {
        ack?.({ ok: false, msg: messageText('common.badAccess') });
        return;
      }
      const { room, text } = message.output;
      const out: ChatMessage = { id: randomUUID(), room, sender: { loginId: member.loginId, nickname: member.nickname, badges: [] }, text, at: new Date().toISOString() };
      io.to(room).emit('message', out);
      ack?.({ ok: true });
    });
  });

  return {
    io,
    httpServer,
    listen: (port = config.port, host = config.host) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => resolve((httpServer.address() as AddressInfo).port));
      }),
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redis.map((r) => r.quit().catch(() => r.disconnect())));
    },
  };
}
