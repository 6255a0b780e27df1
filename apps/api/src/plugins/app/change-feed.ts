import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../../types';

/** How soon a lost change feed is listened to again (its cache is off meanwhile). */
export const RELISTEN_MS = 5_000;
/** How often an instance pings itself on a change feed (3 missed: the feed counts as lost). */
export const HEARTBEAT_MS = 3_000;

export interface ChangeFeedOptions {
  /** the NOTIFY channel */
  channel: string;
  /** for the log: what is off while the feed is down */
  name: string;
  /** a NOTIFY's payload (this instance's own pings are not passed on) */
  onPayload: (payload: string) => void;
  /** the feed is up (again): the cache may serve */
  enable: () => void;
  /** the feed is down: the cache must not serve (everything is read from the database) */
  disable: () => void;
  isEnabled: () => boolean;
}

/**
 * Keeps a per-instance cache honest across instances: LISTEN on a channel the database NOTIFYs at
 * commit (triggers), and prove the feed alive: every HEARTBEAT_MS the instance sends itself a ping
 * on the channel, and a ping missing for 3 beats (a connection that died without an error) counts
 * as a lost feed. While the feed is down the cache is off, and it is listened to again every
 * RELISTEN_MS. Stops with the app.
 */
export interface ChangeFeed {
  /**
   * Resolves once this instance has heard every change committed before the call: it NOTIFYs a
   * marker on the channel and waits for it (PostgreSQL delivers notifications in commit order, to
   * every listening instance at once). At once while the feed is down (the cache is off then);
   * after `timeoutMs` at the latest.
   */
  barrier(timeoutMs: number): Promise<void>;
}

export async function followChangeFeed(app: App, feed: ChangeFeedOptions): Promise<ChangeFeed> {
  let unlisten: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const me = `ping:${randomUUID()}`;
  let lastPing = Date.now();
  /** this instance's barriers awaiting their own NOTIFY (`barrier:<uuid>`), by payload */
  const barriers = new Map<string, () => void>();
  const releaseBarriers = () => {
    for (const done of [...barriers.values()]) done();
  };
  const lost = (err: Error) => {
    if (closed || !feed.isEnabled()) return;
    app.log.warn({ err, channel: feed.channel }, `${feed.name}: the change feed was lost; reading from the database until it is back`);
    feed.disable();
    releaseBarriers();
    void unlisten?.();
    unlisten = undefined;
    clearTimeout(retry);
    retry = setTimeout(start, RELISTEN_MS);
  };
  async function start() {
    try {
      unlisten = await app.dbListen(
        feed.channel,
        (payload) => {
          if (payload === me) lastPing = Date.now();
          else if (payload.startsWith('barrier:')) barriers.get(payload)?.();
          else if (!payload.startsWith('ping:')) feed.onPayload(payload);
        },
        lost,
      );
      lastPing = Date.now();
      feed.enable();
    } catch (err) {
      if (closed) return;
      app.log.warn({ err, channel: feed.channel }, `${feed.name}: cannot listen for changes; reading from the database`);
      feed.disable();
      retry = setTimeout(start, RELISTEN_MS);
    }
  }
  await start();
  const heartbeat = setInterval(() => {
    if (!feed.isEnabled()) return;
    if (Date.now() - lastPing > 3 * HEARTBEAT_MS) return lost(new Error('no heartbeat on the change feed'));
    app.db.execute(sql`select pg_notify(${feed.channel}, ${me})`).catch((err: Error) => lost(err));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(retry);
    releaseBarriers();
    await unlisten?.();
  });
  return {
    barrier(timeoutMs) {
      if (closed || !feed.isEnabled()) return Promise.resolve();
      const payload = `barrier:${randomUUID()}`;
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          barriers.delete(payload);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        barriers.set(payload, done);
        app.db.execute(sql`select pg_notify(${feed.channel}, ${payload})`).catch(done);
      });
    },
  };
}
