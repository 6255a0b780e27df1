import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { COOKIES } from '@luvcast/contracts';
import type { PublicCache, PublicTable } from './public-cache';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** On a request the fast path let through: its key and when it arrived (ticket: the cache's generation then). */
const PENDING = Symbol('luvcast.publicReplay');
interface Pending {
  key: string;
  ticket: number;
  arrival: number;
  /** the request renews a replay near its end (PublicCache.claimRefresh) */
  renews: boolean;
}
type PendingRequest = IncomingMessage & { [PENDING]?: Pending };

const SESSION_COOKIES = [COOKIES.access, COOKIES.refresh];

/**
 * The request is one the fast path understands: GET or HEAD, no body, no Authorization, no session
 * cookie (a session's answer is its own and `no-store`, and a session may end at any moment).
 * Everything else goes through Fastify untouched.
 */
function eligible(req: IncomingMessage): boolean {
  const method = req.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const headers = req.headers;
  if (headers.authorization !== undefined || headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
  const cookie = headers.cookie;
  return cookie === undefined || !SESSION_COOKIES.some((name) => cookie.includes(name));
}

/** X-Request-Id as Fastify sets it (app.ts: requestIdHeader x-request-id, genReqId randomUUID): the caller's, else a fresh UUID. */
export const requestIdOf = (req: IncomingMessage): string => (req.headers['x-request-id'] as string | undefined) || randomUUID();

/**
 * Public reads answered before Fastify (docs/adr/0021-public-read-replay.md). The HTTP server's
 * handler looks the request up in the public cache's replays and, when the pipeline already
 * answered this exact request, writes that answer again (its status, headers and body; X-Request-Id
 * the request's own); otherwise it calls Fastify. The key is the request as the pipeline sees it:
 * method, URL, HTTP version, every header but X-Request-Id (Host, Origin, the client header,
 * Accept-Language, cookies, If-None-Match ... as sent), the protocol (TLS) and, when TRUST_PROXY
 * makes X-Forwarded-* count, the peer's address. So two requests with one key are the same request
 * to every hook, and the pipeline's answer to one is its answer to the other while nothing it read
 * changed: the public cache drops replays on the tables' NOTIFY (every replay on a site_flags one:
 * maintenance), keeps none read while a change arrived (the ticket is taken at arrival, before any
 * check), none while the change feed is down, none past the public cache's lifetime. A busy replay
 * is renewed by one request in the last fifth of its lifetime; the requests for one that ran out wait
 * for the first one's answer (they arrived after it, so what it reads is at least as recent).
 *
 * Only answers the public-cache plugin marks are kept (`keepAnswer`: a public read's 200 or 304 to a
 * guest), and only when the answer sets no cookie, may be kept by a shared cache and does not close
 * the connection. Nothing is replayed while the instance drains or closes, or while Fastify logs
 * each request (debug/trace).
 */
export class PublicReplay {
  /** the public cache, once its plugin is registered (and its lifetime is not 0) */
  cache: PublicCache | undefined;
  /** false from the instance's close on */
  open = true;
  /** answers replayed (specs and benchmarks read it) */
  replayed = 0;

  constructor(
    private readonly options: {
      lifecycle: { shuttingDown: boolean };
      /** TRUST_PROXY is set: X-Forwarded-* count when the peer is a trusted proxy, so the peer is part of the key */
      keyByPeer: boolean;
      /** Fastify logs every request (debug/trace): the pipeline must see each */
      requestLogging: boolean;
    },
  ) {}

  /** Fastify's `serverFactory`: the HTTP/1.1 server Fastify would create, with the replay in front of its handler. */
  serverFactory: FastifyServerFactory<http.Server> = (handler, fastifyOptions) => {
    // Fastify's options with its defaults filled in (fastify.js)
    const options = fastifyOptions as { http?: http.ServerOptions; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number; maxRequestsPerSocket: number };
    const server = http.createServer(options.http ?? {}, (req, res) => this.handle(req, res, handler));
    // as fastify/lib/server.js sets its own server up
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** `waited`: the request waited for another one's renewal (`PublicCache.await`) and does not wait again */
  private handle(req: PendingRequest, res: ServerResponse, pipeline: Handler, waited = false, given?: string): void {
    const cache = this.cache;
    if (cache === undefined || !cache.enabled || !this.open || this.options.lifecycle.shuttingDown || this.options.requestLogging || !eligible(req)) {
      return pipeline(req, res);
    }
    const key = given ?? this.keyOf(req);
    const now = Date.now();
    const hit = cache.replayOf(key);
    if (hit === undefined) {
      req[PENDING] = { key, ticket: cache.ticket(), arrival: now, renews: false };
      return pipeline(req, res);
    }
    if (cache.claimRefresh(hit, now)) {
      // this one request renews the replay near (or past) its end; the others are still replayed meanwhile (or wait)
      req[PENDING] = { key, ticket: cache.ticket(), arrival: now, renews: true };
      res.once('close', () => cache.refreshed(key, hit));
      return pipeline(req, res);
    }
    if (hit.expires <= now) {
      // past its end and being renewed: this request's answer is the renewal's, once it is kept
      if (!waited) return cache.await(hit, () => this.handle(req, res, pipeline, true, key));
      req[PENDING] = { key, ticket: cache.ticket(), arrival: now, renews: false };
      return pipeline(req, res);
    }
    this.replayed++;
    // the same object shape and key order as the pipeline's, X-Request-Id in its place
    const headers = { ...hit.headers };
    headers['x-request-id'] = requestIdOf(req);
    res.writeHead(hit.status, headers);
    // one character per byte: Node sends the head and the body as one Latin-1 string in one write
    if (hit.body === undefined) res.end();
    else res.end(hit.body, 'latin1');
  }

  private keyOf(req: IncomingMessage): string {
    let key = `${req.method} ${req.url}\n${req.httpVersion}`;
    if ((req.socket as { encrypted?: boolean }).encrypted) key += ' tls';
    if (this.options.keyByPeer) key += ` ${req.socket.remoteAddress}`;
    const raw = req.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i]!;
      if (name.length === 12 && name.toLowerCase() === 'x-request-id') continue;
      key += `\n${name}:${raw[i + 1]}`;
    }
    return key;
  }
}

/** The request renews a replay near its end (PublicCache.claimRefresh): the public cache reads it afresh. */
export const renewsReplay = (req: IncomingMessage): boolean => (req as PendingRequest)[PENDING]?.renews === true;

/**
 * Called by the public-cache plugin for a public read's answer (onSend, the last hook before Fastify
 * writes it): when the fast path let this request through, what Fastify writes next (res.writeHead,
 * res.end) is kept as its replay, read from `tables`, for the public cache's lifetime from the
 * request's arrival (at most until `expires`, the kept answer's own end, when it was served from one).
 */
export function keepAnswer(req: IncomingMessage, res: ServerResponse, cache: PublicCache, tables: readonly PublicTable[], expires = Infinity): void {
  const pending = (req as PendingRequest)[PENDING];
  if (pending === undefined) return;
  let status: number | undefined;
  let headers: OutgoingHttpHeaders | undefined;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, code: number, ...rest: unknown[]) {
    const [given] = rest;
    // Fastify's form: (status, headers object), nothing set on the raw response before
    if (rest.length === 1 && given !== null && typeof given === 'object' && !Array.isArray(given) && this.getHeaderNames().length === 0) {
      status = code;
      headers = { ...(given as OutgoingHttpHeaders) };
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, code, ...rest);
  } as ServerResponse['writeHead'];
  const end = res.end;
  res.end = function (this: ServerResponse, body?: unknown, ...rest: unknown[]) {
    const out = (end as (...args: unknown[]) => ServerResponse).call(this, body, ...rest);
    // the status written, not the one asked for in onSend (a later hook may have failed into an error answer)
    if ((status === 200 || status === 304) && headers !== undefined && (body === null || body === undefined || typeof body === 'string' || Buffer.isBuffer(body)) && replayable(headers)) {
      // kept as its UTF-8 bytes in a Latin-1 string (one character per byte, Replay.body): a string body
      // would be encoded again on every write, and a Buffer goes out apart from the head (two writes
      // gathered), where Node joins a Latin-1 string to the head and writes both at once
      const bytes = body === null || body === undefined ? undefined : (typeof body === 'string' ? Buffer.from(body) : body).toString('latin1');
      cache.keepReplay(pending.key, { status, headers, body: bytes, tables, expires: Math.min(pending.arrival + cache.ttlMs, expires) }, pending.ticket);
    }
    return out;
  } as ServerResponse['end'];
}

/** An answer for anyone who sends the same request: no cookie, not private or no-store, the connection kept, X-Request-Id in place. */
function replayable(headers: OutgoingHttpHeaders): boolean {
  const cacheControl = headers['cache-control'];
  return (
    headers['x-request-id'] !== undefined &&
    headers['set-cookie'] === undefined &&
    headers['connection'] === undefined &&
    (cacheControl === undefined || (typeof cacheControl === 'string' && cacheControl.startsWith('public')))
  );
}
