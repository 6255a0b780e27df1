import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../types';
import { followChangeFeed } from './change-feed';
import { accessTokenOf } from './auth';
import { keepAnswer, renewsReplay } from './public-replay';

/** The NOTIFY channel of changes to the public tables (migration 0028): the payload is the table's name. */
export const PUBLIC_DATA_CHANNEL = 'public_data';
/** The tables whose changes are announced on PUBLIC_DATA_CHANNEL. */
export type PublicTable = 'banners' | 'popups' | 'logos' | 'themes' | 'notices' | 'emoticons' | 'site_flags';

export interface PublicCacheRoute {
  /** the tables the answer is read from: a change to any of them drops it on every instance */
  tables: readonly PublicTable[];
  /** only for callers without a session (the answer of a signed-in caller is theirs) */
  guestsOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a public read: kept per instance and sent with an ETag (plugins/app/public-cache.ts) */
    publicCache?: PublicCacheRoute;
  }
  interface FastifyRequest {
    /** a public read to be kept: its key, the generation it starts in, and when it started (its answer's age counts from then) */
    publicCacheMiss?: { key: string; generation: number; at: number };
    /** the kept answer this request is served */
    publicCacheHit?: PublicCacheEntry;
  }
}

export interface PublicCacheEntry {
  payload: string;
  type: string;
  etag: string;
  tables: readonly PublicTable[];
  expires: number;
}

/** What the pipeline wrote for one request (public-replay.ts): status, headers (X-Request-Id is the request's own), body. */
export interface Replay {
  status: number;
  headers: OutgoingHttpHeaders;
  /** the body's bytes, one Latin-1 character per byte (public-replay.ts writes it with the head in one write); none for a 304 or an empty body */
  body: string | undefined;
  tables: readonly PublicTable[];
  expires: number;
  /** a request is renewing it (PublicCache.claimRefresh) */
  refreshing?: boolean;
  /** the requests for it that arrived past its end, waiting for the renewal (PublicCache.await) */
  waiting?: (() => void)[];
}

/** Kept values read from some tables, each until its time runs out; at most `max`, the oldest go first. */
class Kept<T extends { tables: readonly PublicTable[]; expires: number }> {
  private readonly values = new Map<string, T>();
  constructor(private readonly max: number) {}
  get(key: string, now: number): T | undefined {
    const value = this.values.get(key);
    if (value !== undefined && value.expires <= now) {
      this.values.delete(key);
      return undefined;
    }
    return value;
  }
  /** the value, live or past its time */
  peek(key: string): T | undefined {
    return this.values.get(key);
  }
  /** drops `value` if it is still the one kept for `key` */
  forget(key: string, value: T): void {
    if (this.values.get(key) === value) this.values.delete(key);
  }
  set(key: string, value: T): void {
    if (this.values.size >= this.max && !this.values.has(key)) this.values.delete(this.values.keys().next().value as string);
    this.values.set(key, value);
  }
  /** drops the values read from `table` (every value when `table` is undefined) */
  drop(table?: string): void {
    if (table === undefined) return this.values.clear();
    for (const [key, value] of this.values) if ((value.tables as readonly string[]).includes(table)) this.values.delete(key);
  }
  get size(): number {
    return this.values.size;
  }
}

/**
 * Answers of public reads per instance, by method, host, protocol and URL, and the replays of whole
 * answers (public-replay.ts) by request. Any change to one of an entry's tables drops it (the
 * database's NOTIFY at commit reaches every instance), and a change to `site_flags` drops every
 * replay (the maintenance switch decides every answer); `ttlMs` bounds what changes with time alone
 * (a popup's start and end). An answer read while a change arrived is not kept (generations), and
 * nothing is served while the change feed is down. A replay in the last `refreshMs` of its lifetime
 * is renewed by one request at a time while the others are still replayed (`claimRefresh`), so a
 * busy replay does not run out under all the requests in flight at once; one that ran out anyway
 * (no request in its last fifth) is renewed by the first request for it, the others waiting for
 * that one's answer instead of each going through the pipeline and the database (`await`).
 */
export class PublicCache {
  private readonly entries: Kept<PublicCacheEntry>;
  private readonly replays: Kept<Replay>;
  private generation = 0;
  private on = false;
  /** the last fifth of the lifetime: a replay is renewed ahead of its end, a kept body older than this does not renew it */
  readonly refreshMs: number;
  constructor(readonly ttlMs: number, maxEntries = 2000) {
    this.entries = new Kept(maxEntries);
    this.replays = new Kept(maxEntries);
    this.refreshMs = Math.floor(ttlMs / 5);
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.on;
  }
  enable(): void {
    // a read that started while the feed was down may hold rows a change (whose NOTIFY nobody
    // heard) replaced: its ticket must not match any more
    this.generation++;
    this.entries.drop();
    this.replays.drop();
    this.on = true;
  }
  disable(): void {
    this.on = false;
    this.entries.drop();
    this.replays.drop();
    this.generation++;
  }
  /** The kept answer of a public read, if it has more than `minLeftMs` left to live. */
  get(key: string, now = Date.now(), minLeftMs = 0): PublicCacheEntry | undefined {
    const entry = this.enabled ? this.entries.get(key, now) : undefined;
    return entry !== undefined && entry.expires - now > minLeftMs ? entry : undefined;
  }
  /** A read starts: its generation, to be handed back to `set` or `keepReplay`. */
  ticket(): number {
    return this.generation;
  }
  set(key: string, entry: Omit<PublicCacheEntry, 'expires'>, ticket: number, now = Date.now()): void {
    if (!this.enabled || ticket !== this.generation) return;
    this.entries.set(key, { ...entry, expires: now + this.ttlMs });
  }
  /** The answer kept for a request key, if it is not past its end. */
  replay(key: string, now = Date.now()): Replay | undefined {
    const replay = this.replayOf(key);
    return replay !== undefined && replay.expires > now ? replay : undefined;
  }
  /**
   * The replay kept for a request key, live or past its end (public-replay.ts): one past its end is
   * never served, it only tells that this request's answer was replayable, so the first request
   * renews it (`claimRefresh`) and the others `await` that one.
   */
  replayOf(key: string): Replay | undefined {
    return this.enabled ? this.replays.peek(key) : undefined;
  }
  /**
   * A replay was found: true when it is in the last `refreshMs` of its lifetime and no request is
   * renewing it, and from then on this request renews it (the pipeline answers it, reading a kept
   * body only if that has more than `refreshMs` left; `keepReplay` replaces the replay) until
   * `refreshed` is called. The replay itself is still served until its end, as before: only its
   * successor is read ahead of time.
   */
  claimRefresh(replay: Replay, now = Date.now()): boolean {
    if (replay.refreshing === true || replay.expires - now > this.refreshMs) return false;
    replay.refreshing = true;
    return true;
  }
  /** Runs `then` once the request renewing `replay` is over (`refreshed`). */
  await(replay: Replay, then: () => void): void {
    (replay.waiting ??= []).push(then);
  }
  /**
   * The request renewing `replay` is over (its answer kept or not): another may renew it, and the
   * requests waiting for it go on. A replay past its end that was not replaced is forgotten: the
   * answer is not replayable now (a refusal, an error, a change meanwhile), so its next requests go
   * through the pipeline each, without waiting.
   */
  refreshed(key: string, replay: Replay, now = Date.now()): void {
    replay.refreshing = false;
    if (replay.expires <= now) this.replays.forget(key, replay);
    const waiting = replay.waiting;
    replay.waiting = undefined;
    if (waiting !== undefined) for (const then of waiting) then();
  }
  /** Keeps a request's answer, unless a change arrived since the request did (`ticket`, taken at its arrival). */
  keepReplay(key: string, replay: Replay, ticket: number): void {
    if (!this.enabled || ticket !== this.generation) return;
    this.replays.set(key, replay);
  }
  /** A table changed: every answer read from it goes; with site_flags (maintenance), every replay. */
  changed(table: string): void {
    this.generation++;
    this.entries.drop(table);
    this.replays.drop(table === 'site_flags' ? undefined : table);
  }
  get size(): number {
    return this.entries.size;
  }
  get replaySize(): number {
    return this.replays.size;
  }
}

const etagOf = (payload: string) => `"${createHash('sha1').update(payload).digest('base64url')}"`;

/**
 * Public reads (routes with `config.publicCache`): answered from this instance's PublicCache after
 * every check of the request pipeline (maintenance, client header, cookies run as usual), with an
 * ETag and `Cache-Control: public, max-age=0, s-maxage=<lifetime>` (`no-store` when the request
 * carries a session, as every such answer; `private, no-cache` when the answer sets a cookie): a browser revalidates every time (a 304 when it has
 * the answer, so an operator's change shows at once), a CDN may keep the answer as long as an
 * instance does.
 */
export default fp(async (app: App) => {
  const cache = new PublicCache(app.config.publicCacheMs);
  app.decorate('publicCache', cache);
  if (cache.ttlMs > 0) {
    await followChangeFeed(app, {
      channel: PUBLIC_DATA_CHANNEL,
      name: 'public read cache',
      onPayload: (table) => {
        cache.changed(table);
        // the maintenance switch is a site flag: this instance stops trusting its last read of it
        // at once, as its replays stop (they bypass the maintenance check)
        if (table === 'site_flags') app.siteFlagsChanged();
      },
      enable: () => {
        cache.enable();
        app.siteFlagsChanged();
      },
      disable: () => cache.disable(),
      isEnabled: () => cache.enabled,
    });
    // answers replayed before Fastify (public-replay.ts) are this cache's, dropped with it
    app.publicReplay.cache = cache;
  }
  const maxAge = Math.floor(cache.ttlMs / 1000);
  /** the route is a public read, and for this caller (guestsOnly: no session) */
  const publicRead = (request: FastifyRequest): PublicCacheRoute | undefined => {
    const route = request.routeOptions.config?.publicCache;
    if (!route || (route.guestsOnly && accessTokenOf(request))) return undefined;
    return route;
  };
  const cacheable = (request: FastifyRequest) => (request.method === 'GET' ? publicRead(request) : undefined);
  const fresh = (request: FastifyRequest, etag: string) => request.headers['if-none-match'] === etag;
  // set last (onSend, after the cookie and security hooks): an answer to a request with a session
  // stays `no-store` (security-headers), and one that sets a cookie (a visitor's XSRF token or
  // flx_uuid) is the visitor's own: revalidated, never kept by a shared cache
  const headers = (reply: FastifyReply, etag: string) => {
    reply.header('ETag', etag);
    if (reply.getHeader('cache-control') === 'no-store') return;
    reply.header('Cache-Control', reply.hasHeader('set-cookie') ? 'private, no-cache' : `public, max-age=0, s-maxage=${maxAge}`);
  };
  /** a 200 or 304 of a public read: the fast path may replay it to the same request (public-replay.ts checks the rest) */
  const replayable = (request: FastifyRequest, reply: FastifyReply, tables: readonly PublicTable[], expires?: number) => {
    if (reply.statusCode === 200 || reply.statusCode === 304) keepAnswer(request.raw, reply.raw, cache, tables, expires);
  };

  app.addHook('preHandler', (request, reply, done) => {
    if (!cacheable(request)) return done();
    const key = `${request.protocol}://${request.host}${request.url}`;
    // a request renewing a replay reads the database unless the kept body outlives the renewal's window
    const now = Date.now();
    const hit = cache.get(key, now, renewsReplay(request.raw) ? cache.refreshMs : 0);
    if (!hit) {
      request.publicCacheMiss = { key, generation: cache.ticket(), at: now };
      return done();
    }
    request.publicCacheHit = hit;
    if (fresh(request, hit.etag)) return reply.code(304).send();
    reply.type(hit.type).send(hit.payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const hit = request.publicCacheHit;
    if (hit) {
      headers(reply, hit.etag);
      replayable(request, reply, hit.tables, hit.expires);
      return done(null, payload);
    }
    const miss = request.publicCacheMiss;
    if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') {
      // HEAD of a public read (no ETag, not kept): replayable as it is
      const route = request.method === 'HEAD' ? publicRead(request) : undefined;
      if (route) replayable(request, reply, route.tables);
      return done(null, payload);
    }
    const route = cacheable(request)!;
    const etag = etagOf(payload);
    headers(reply, etag);
    // its lifetime from the read's start, as the replay's from the request's arrival: counted from
    // the answer, it would outlive that replay by the read's time, and a renewal in the replay's last
    // fifth could find it with more than that window left (a renewed replay ends with its body)
    cache.set(miss.key, { payload, type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), etag, tables: route.tables }, miss.generation, miss.at);
    if (fresh(request, etag)) {
      // the same 304 as from a kept answer (preHandler): no body, no Content-Type or Content-Length
      reply.code(304).removeHeader('content-type');
      replayable(request, reply, route.tables);
      return done(null, null);
    }
    replayable(request, reply, route.tables);
    done(null, payload);
  });
}, { name: 'public-cache', dependencies: ['config', 'database', 'auth', 'maintenance'] });
