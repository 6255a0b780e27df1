// The change feed's barrier across instances (docs/adr/0015): the instance that sends it waits for
// the acks of the other instances listening, at most its timeout. In-memory PGlite by default (it
// has one session and lists no listener, so the spec adds its own listening connections); with
// DATABASE_URL the database lists them (pg_stat_activity, by the name of each LISTEN connection).
import { sql } from 'drizzle-orm';
import { changeFeedListenerName, changeFeedsRepository, createTestDatabase, type Database } from '@luvcast/db';
import type { App } from '../../types';
import { followChangeFeed, type ChangeFeed } from './change-feed';

const CHANNEL = 'feed_spec';
const onPostgres = Boolean(process.env['DATABASE_URL']);
let database: Database;
/** PGlite: the names the spec's listening connections would have */
const listed = new Set<string>();
const closing: (() => Promise<void>)[] = [];
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
  listed.clear();
  // PostgreSQL ends a closed connection's backend a moment later: the next test starts without it
  const listeners = changeFeedsRepository(database.db).listeners;
  for (let i = 0; i < 100 && onPostgres && (await listeners(CHANNEL)).length > 0; i++) await sleep(20);
});
afterAll(() => database?.close());

const notify = (payload: string) => database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An API instance's side of the feed (followChangeFeed on an app that has only what it uses). */
async function instance() {
  const hooks: (() => Promise<void>)[] = [];
  const payloads: string[] = [];
  const warnings: string[] = [];
  const repository = changeFeedsRepository(database.db);
  const app = {
    db: database.db,
    dbListen: database.listen,
    // PGlite's own answer (none) and the spec's listening connections
    changeFeeds: { listeners: onPostgres ? repository.listeners : async (channel: string) => [...(await repository.listeners(channel)), ...listed] },
    log: { warn: (_: unknown, message: string) => warnings.push(message) },
    addHook: (_: 'onClose', hook: () => Promise<void>) => hooks.push(hook),
  } as unknown as App;
  let enabled = false;
  const feed: ChangeFeed = await followChangeFeed(app, {
    channel: CHANNEL,
    name: 'spec cache',
    onPayload: (payload) => payloads.push(payload),
    enable: () => (enabled = true),
    disable: () => (enabled = false),
    isEnabled: () => enabled,
  });
  closing.push(async () => {
    for (const hook of hooks) await hook();
  });
  return { feed, payloads, warnings };
}

/**
 * Another instance as the database sees it: a named LISTEN connection that acks each barrier after
 * `ackAfterMs` (never when undefined).
 */
async function follower(name: string, ackAfterMs?: number) {
  const acks: number[] = [];
  const unlisten = await database.listen(
    CHANNEL,
    (payload) => {
      if (!payload.startsWith('barrier:') || ackAfterMs === undefined) return;
      setTimeout(() => {
        acks.push(Date.now());
        // (drizzle sends a statement only once it is awaited or caught)
        notify(`ack:${payload.slice('barrier:'.length)}:${name}`).catch(() => undefined);
      }, ackAfterMs);
    },
    undefined,
    changeFeedListenerName(CHANNEL, name),
  );
  listed.add(name);
  closing.push(unlisten);
  return { acks };
}

describe('the change feed barrier', () => {
  it('waits for the acks of the two other instances listening', async () => {
    const { feed } = await instance();
    const f1 = await follower('f1', 100);
    const f2 = await follower('f2', 300);
    const from = Date.now();
    await feed.barrier(5_000);
    const at = Date.now();
    expect(f1.acks).toHaveLength(1);
    expect(f2.acks).toHaveLength(1);
    expect(at).toBeGreaterThanOrEqual(f2.acks[0]);
    expect(at - from).toBeLessThan(2_500);
  });

  it('answers after its timeout when an instance listening never acks, and says which', async () => {
    const { feed, warnings } = await instance();
    const f1 = await follower('f1', 0);
    await follower('silent');
    const from = Date.now();
    await feed.barrier(400);
    const took = Date.now() - from;
    expect(f1.acks).toHaveLength(1);
    expect(took).toBeGreaterThanOrEqual(395);
    expect(took).toBeLessThan(2_000);
    expect(warnings).toEqual([expect.stringContaining('no ack from 1 other instance(s) within 400 ms')]);
  });

  it('waits for nobody else when it listens alone', async () => {
    const { feed, warnings } = await instance();
    const from = Date.now();
    await feed.barrier(5_000);
    expect(Date.now() - from).toBeLessThan(1_000);
    expect(warnings).toEqual([]);
  });

  it("acks another instance's barrier once it has handled every change sent before it, and passes no ack or barrier on", async () => {
    const { payloads } = await instance();
    const acks: string[] = [];
    const unlisten = await database.listen(CHANNEL, (payload) => {
      if (payload.startsWith('ack:')) acks.push(`${payload} after ${payloads.join(',')}`);
    });
    closing.push(unlisten);
    await notify('7');
    await notify('barrier:b-1');
    await notify('8');
    for (let i = 0; i < 100 && acks.length === 0; i++) await sleep(10);
    expect(acks).toEqual([expect.stringMatching(/^ack:b-1:[A-Za-z0-9_-]+ after 7(,8)?$/)]);
    await sleep(50);
    expect(payloads).toEqual(['7', '8']);
  });
});

(onPostgres ? describe : describe.skip)('the instances on a change feed (PostgreSQL)', () => {
  it('are the LISTEN connections the database lists by name, each instance once, until it closes', async () => {
    const listeners = () => changeFeedsRepository(database.db).listeners(CHANNEL);
    await instance();
    expect(await listeners()).toHaveLength(1);
    await instance();
    const [a, b] = await listeners();
    expect(a).not.toEqual(b);
    // the first one closes: its connection leaves the list once PostgreSQL has ended its backend
    await closing.shift()!();
    for (let i = 0; i < 100 && (await listeners()).length > 1; i++) await sleep(20);
    expect(await listeners()).toHaveLength(1);
  });

  it("are waited for: a sign-out's barrier resolves after the other instance acked", async () => {
    const a = await instance();
    const b = await instance();
    await notify('9');
    await a.feed.barrier(5_000);
    expect(b.payloads).toEqual(['9']);
    expect(a.warnings).toEqual([]);
  });
});
