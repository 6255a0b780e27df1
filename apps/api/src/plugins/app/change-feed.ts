import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { changeFeedListenerName } from '@luvcast/db';
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
   * Resolves once every instance listening on the channel has handled every change committed
   * before the call: this instance NOTIFYs a marker (`barrier:<uuid>`) and waits to hear it itself,
   * and each other instance, on hearing it, NOTIFYs `ack:<uuid>:<its id>` (PostgreSQL delivers
   * notifications in commit order, so it has handled every change before the marker by then). The
   * instances waited for are the listening connections the database lists when the barrier is sent
   * (pg_stat_activity, by the name each gives its LISTEN connection: changeFeeds.listeners); none on
   * PGlite or when this instance listens alone. At once while the feed is down (the cache is off
   * then); after `timeoutMs` at the latest, so an instance that died or hangs holds nobody longer.
   */
  barrier(timeoutMs: number): Promise<void>;
}

export async function followChangeFeed(app: App, feed: ChangeFeedOptions): Promise<ChangeFeed> {
  let unlisten: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  /** this instance on the channel: its pings, its acks and its LISTEN connection's name carry it */
  const id = randomBytes(9).toString('base64url');
  const me = `ping:${id}`;
  let lastPing = Date.now();
  /** this instance's barriers (`barrier:<uuid>`) by uuid: heard back here, and acknowledged by the others */
  const barriers = new Map<string, { heard: () => void; acked: (from: string) => void; done: () => void }>();
  const releaseBarriers = () => {
    for (const barrier of [...barriers.values()]) barrier.done();
  };
  const notify = (payload: string) => app.db.execute(sql`select pg_notify(${feed.channel}, ${payload})`);
  /** another instance's barrier: every change before it has been handled here (commit order), say so */
  const ack = (uuid: string) => {
    // lost, the barrier's sender waits until its timeout: nothing more to do here
    notify(`ack:${uuid}:${id}`).catch(() => undefined);
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
          else if (payload.startsWith('barrier:')) {
            const uuid = payload.slice('barrier:'.length);
            const mine = barriers.get(uuid);
            if (mine) mine.heard();
            else ack(uuid);
          } else if (payload.startsWith('ack:')) {
            const [, uuid, from] = payload.split(':');
            barriers.get(uuid)?.acked(from);
          } else if (!payload.startsWith('ping:')) feed.onPayload(payload);
        },
        lost,
        changeFeedListenerName(feed.channel, id),
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
    notify(me).catch((err: Error) => lost(err));
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
      const uuid = randomUUID();
      return new Promise<void>((resolve) => {
        let heard = false;
        /** the other instances to wait for, once the database has listed them */
        let others: string[] | undefined;
        const acked = new Set<string>();
        const check = () => {
          if (heard && others?.every((other) => acked.has(other))) done();
        };
        const done = () => {
          clearTimeout(timer);
          barriers.delete(uuid);
          resolve();
        };
        const timer = setTimeout(() => {
          const silent = others?.filter((other) => !acked.has(other)) ?? [];
          if (silent.length) app.log.warn({ channel: feed.channel, instances: silent }, `${feed.name}: no ack from ${silent.length} other instance(s) within ${timeoutMs} ms; answering without`);
          done();
        }, timeoutMs);
        barriers.set(uuid, {
          heard: () => {
            heard = true;
            check();
          },
          acked: (from) => {
            acked.add(from);
            check();
          },
          done,
        });
        // listed after the caller's change committed: an instance names its LISTEN connection
        // before its cache serves (`enable` clears it), so one not listed yet keeps nothing read
        // before the change
        app.changeFeeds.listeners(feed.channel).then(
          (ids) => {
            others = ids.filter((other) => other !== id);
            check();
          },
          (err: Error) => {
            app.log.warn({ err, channel: feed.channel }, `${feed.name}: cannot list the instances on the change feed; waiting for none`);
            others = [];
            check();
          },
        );
        notify(`barrier:${uuid}`).catch(done);
      });
    },
  };
}
