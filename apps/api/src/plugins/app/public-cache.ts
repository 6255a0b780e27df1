import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../types';
import { followChangeFeed } from './change-feed';
import { accessTokenOf } from './auth';

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
    publicCacheMiss?: { key: string; generation: number };
    /** the ETag of the kept answer this request is served */
    publicCacheHit?: string;
  }
}

interface Entry {
  payload: string;
  type: string;
  etag: string;
  tables: readonly PublicTable[];
  expires: number;
}

/**
 * Answers of public reads per instance, by method, host, protocol and URL. Any change to one of an
 * entry's tables drops it (the database's NOTIFY at commit reaches every instance); `ttlMs` bounds
 * what changes with time alone (a popup's start and end). An answer read while a change arrived is
 * not kept (generations), and nothing is served while the change feed is down.
 */
export class PublicCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private on = false;
  constructor(readonly ttlMs: number, private readonly maxEntries = 2000) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.on;
  }
  enable(): void {
    // a read that started while the feed was down may hold rows a change (whose NOTIFY nobody
    // heard) replaced: its ticket must not match any more
    this.generation++;
    this.entries.clear();
    this.on = true;
  }
  disable(): void {
    this.on = false;
    this.entries.clear();
    this.generation++;
  }
  get(key: string, now = Date.now()): Entry | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (entry && entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
  /** A read starts: its generation, to be handed back to `set`. */
  ticket(): number {
    return this.generation;
  }
  set(key: string, entry: Omit<Entry, 'expires'>, ticket: number, now = Date.now()): void {
    if (!this.enabled || ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { ...entry, expires: now + this.ttlMs });
  }
  /** A table changed: every answer read from it goes. */
  changed(table: string): void {
    this.generation++;
    for (const [key, entry] of this.entries) if ((entry.tables as readonly string[]).includes(table)) this.entries.delete(key);
  }
  get size(): number {
    return this.entries.size;
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
      onPayload: (table) => cache.changed(table),
      enable: () => cache.enable(),
      disable: () => cache.disable(),
      isEnabled: () => cache.enabled,
    });
  }
  const maxAge = Math.floor(cache.ttlMs / 1000);
  const cacheable = (request: FastifyRequest): PublicCacheRoute | undefined => {
    const route = request.routeOptions.config?.publicCache;
    if (!route || request.method !== 'GET') return undefined;
    if (route.guestsOnly && accessTokenOf(request)) return undefined;
    return route;
  };
  const fresh = (request: FastifyRequest, etag: string) => request.headers['if-none-match'] === etag;
  // set last (onSend, after the cookie and security hooks): an answer to a request with a session
  // stays `no-store` (security-headers), and one that sets a cookie (a visitor's XSRF token or
  // flx_uuid) is the visitor's own: revalidated, never kept by a shared cache
  const headers = (reply: FastifyReply, etag: string) => {
    reply.header('ETag', etag);
    if (reply.getHeader('cache-control') === 'no-store') return;
    reply.header('Cache-Control', reply.hasHeader('set-cookie') ? 'private, no-cache' : `public, max-age=0, s-maxage=${maxAge}`);
  };

  app.addHook('preHandler', (request, reply, done) => {
    if (!cacheable(request)) return done();
    const key = `${request.protocol}://${request.host}${request.url}`;
    const hit = cache.get(key);
    if (!hit) {
      request.publicCacheMiss = { key, generation: cache.ticket() };
      return done();
    }
    request.publicCacheHit = hit.etag;
    if (fresh(request, hit.etag)) return reply.code(304).send();
    reply.type(hit.type).send(hit.payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.publicCacheHit) {
      headers(reply, request.publicCacheHit);
      return done(null, payload);
    }
    const miss = request.publicCacheMiss;
    if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const route = cacheable(request)!;
    const etag = etagOf(payload);
    headers(reply, etag);
    cache.set(miss.key, { payload, type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), etag, tables: route.tables }, miss.generation);
    if (fresh(request, etag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}, { name: 'public-cache', dependencies: ['config', 'database', 'auth'] });
