import type { MemberRow } from '@luvcast/db';
import { PENDING_MS, SessionCache } from './session-cache';

const row = (id: number, nickname = `m${id}`) => ({ id, nickname }) as unknown as MemberRow;

describe('session cache', () => {
  let clock = 0;
  const cache = (ttl = 10_000, max = 50_000) => new SessionCache(ttl, max, () => clock);
  beforeEach(() => (clock = 1_000));

  it('answers a session seen within its time to live, for its own member only', () => {
    const c = cache();
    c.set('f1', 7, row(7), c.ticket());
    expect(c.get('f1', 7)).toMatchObject({ id: 7 });
    expect(c.get('f1', 8)).toBeUndefined();
    clock += 9_999;
    expect(c.get('f1', 7)).toBeDefined();
    clock += 1;
    expect(c.get('f1', 7)).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('sends one database read for the requests that miss the same session at once, and keeps its answer', async () => {
    const c = cache();
    let reads = 0;
    let answer!: (r: MemberRow | undefined) => void;
    const read = () => {
      reads += 1;
      return new Promise<MemberRow | undefined>((resolve) => (answer = resolve));
    };
    const waiting = Array.from({ length: 100 }, () => c.load('f1', 7, read));
    expect(reads).toBe(1);
    // another session, or the same family id claimed by another member, reads on its own
    const other = c.load('g1', 8, () => Promise.resolve(row(8)));
    expect(await c.load('f1', 9, () => Promise.resolve(undefined))).toBeUndefined();
    answer(row(7));
    for (const r of await Promise.all(waiting)) expect(r).toMatchObject({ id: 7 });
    expect(await other).toMatchObject({ id: 8 });
    expect(c.get('f1', 7)).toMatchObject({ id: 7 });
    // past its time to live, the next misses share one new read again
    clock += 10_000;
    const again = [c.load('f1', 7, read), c.load('f1', 7, read)];
    expect(reads).toBe(2);
    answer(row(7, 'renewed'));
    expect((await Promise.all(again)).map((r) => r?.nickname)).toEqual(['renewed', 'renewed']);
  });

  it("renews a busy session's entry with one background read before it runs out, answering from memory meanwhile", async () => {
    const c = cache();
    c.set('f1', 7, row(7), c.ticket());
    let reads = 0;
    const answers: ((r: MemberRow | undefined) => void)[] = [];
    const failures: ((e: Error) => void)[] = [];
    const read = () => {
      reads += 1;
      return new Promise<MemberRow | undefined>((resolve, reject) => {
        answers.push(resolve);
        failures.push(reject);
      });
    };
    clock += 7_999;
    expect(await c.load('f1', 7, read)).toMatchObject({ nickname: 'm7' });
    expect(reads).toBe(0);
    // its last fifth: the requests answer at once from memory, one of them started the read
    clock += 1;
    for (const r of await Promise.all([c.load('f1', 7, read), c.load('f1', 7, read), c.load('f1', 7, read)])) expect(r).toMatchObject({ nickname: 'm7' });
    expect(reads).toBe(1);
    answers[0](row(7, 'renewed'));
    await Promise.resolve();
    await Promise.resolve();
    clock += 5_000; // past the first read's time to live, within the renewal's
    expect(c.get('f1', 7)).toMatchObject({ nickname: 'renewed' });
    // a renewal that fails leaves the entry to run out; one that finds the family ended drops it
    clock += 3_000;
    expect(await c.load('f1', 7, read)).toMatchObject({ nickname: 'renewed' });
    failures[1](new Error('connection lost'));
    await new Promise((r) => setImmediate(r));
    expect(c.get('f1', 7)).toMatchObject({ nickname: 'renewed' });
    expect(await c.load('f1', 7, read)).toMatchObject({ nickname: 'renewed' });
    expect(reads).toBe(3);
    answers[2](undefined);
    await new Promise((r) => setImmediate(r));
    expect(c.get('f1', 7)).toBeUndefined();
  });

  it('does not hand a read that started before a change to a request that comes after it', async () => {
    for (const change of [(c: SessionCache) => c.evictMember(7), (c: SessionCache) => c.evictFamily('f1'), (c: SessionCache) => c.changing(7), (c: SessionCache) => c.clear()]) {
      const c = cache();
      const answers: ((r: MemberRow | undefined) => void)[] = [];
      const read = () => new Promise<MemberRow | undefined>((resolve) => answers.push(resolve));
      const before = c.load('f1', 7, read);
      change(c);
      const after = c.load('f1', 7, read);
      expect(answers).toHaveLength(2);
      answers[0](row(7, 'before'));
      answers[1](undefined); // signed out meanwhile
      expect(await before).toMatchObject({ nickname: 'before' });
      expect(await after).toBeUndefined();
      expect(c.get('f1', 7)).toBeUndefined();
    }
  });

  it('lets a failed read fail its requests and the next one read again', async () => {
    const c = cache();
    const failed = [c.load('f1', 7, () => Promise.reject(new Error('connection lost'))), c.load('f1', 7, () => Promise.resolve(row(7)))];
    for (const r of await Promise.allSettled(failed)) expect(r).toMatchObject({ status: 'rejected' });
    expect(await c.load('f1', 7, () => Promise.resolve(row(7)))).toMatchObject({ id: 7 });
  });

  it('reads the database for every request while disabled', async () => {
    const c = cache(0);
    let reads = 0;
    const read = async () => (reads++, row(7));
    await Promise.all([c.load('f1', 7, read), c.load('f1', 7, read)]);
    expect(reads).toBe(2);
  });

  it('forgets every session of a member who changed, and keeps no read that raced the change', () => {
    const c = cache();
    c.set('f1', 7, row(7), c.ticket());
    c.set('f2', 7, row(7), c.ticket());
    c.set('g1', 8, row(8), c.ticket());
    const racing = c.ticket(); // a read that started before the change
    c.evictMember(7);
    expect(c.get('f1', 7)).toBeUndefined();
    expect(c.get('f2', 7)).toBeUndefined();
    expect(c.get('g1', 8)).toBeDefined();
    c.set('f1', 7, row(7, 'stale'), racing);
    expect(c.get('f1', 7)).toBeUndefined();
    // another member's read of the same moment is still good, and a read after the change is kept
    c.set('g2', 8, row(8), racing);
    expect(c.get('g2', 8)).toBeDefined();
    c.set('f1', 7, row(7, 'fresh'), c.ticket());
    expect(c.get('f1', 7)).toMatchObject({ nickname: 'fresh' });
  });

  it("keeps a member this instance is changing out until the database says the change committed (or it never comes)", () => {
    const c = cache();
    c.set('f1', 7, row(7), c.ticket());
    c.changing(7); // e.g. blocked inside a transaction that has not committed yet
    expect(c.get('f1', 7)).toBeUndefined();
    // a read of the row before the commit, taken after the change began, is not kept
    c.set('f1', 7, row(7, 'before commit'), c.ticket());
    expect(c.get('f1', 7)).toBeUndefined();
    c.notified(7); // the NOTIFY of the commit
    c.set('f1', 7, row(7, 'after commit'), c.ticket());
    expect(c.get('f1', 7)).toMatchObject({ nickname: 'after commit' });
    // a rolled-back change sends no NOTIFY: the member is kept out for a while only
    c.changing(8);
    c.set('g1', 8, row(8), c.ticket());
    expect(c.get('g1', 8)).toBeUndefined();
    clock += PENDING_MS;
    c.set('g1', 8, row(8), c.ticket());
    expect(c.get('g1', 8)).toBeDefined();
  });

  it("lets a sign-out or a block answer after the change feed's barrier, at once while the cache is off", async () => {
    const c = cache();
    const asked: number[] = [];
    // no feed followed yet: nothing to wait for
    await c.settled();
    c.useBarrier(async (timeoutMs) => {
      asked.push(timeoutMs);
    });
    await c.settled();
    await c.settled(250);
    expect(asked).toEqual([1_000, 250]);
    // the feed is down: every instance reads the database, nobody waits
    c.disable();
    await c.settled();
    expect(asked).toHaveLength(2);
  });

  it('ends a signed-out family, and keeps no racing read when the family was not cached', () => {
    const c = cache();
    c.set('f1', 7, row(7), c.ticket());
    c.evictFamily('f1');
    expect(c.get('f1', 7)).toBeUndefined();
    const racing = c.ticket();
    c.evictFamily('unknown');
    c.set('f9', 9, row(9), racing);
    expect(c.get('f9', 9)).toBeUndefined();
  });

  it('serves nothing while disabled (the change feed is down) and starts empty when enabled again', () => {
    const c = cache();
    c.set('f1', 7, row(7), c.ticket());
    const racing = c.ticket();
    c.disable();
    expect(c.enabled).toBe(false);
    c.set('f1', 7, row(7), c.ticket());
    expect(c.get('f1', 7)).toBeUndefined();
    c.enable();
    c.set('f1', 7, row(7), racing);
    expect(c.get('f1', 7)).toBeUndefined();
    c.set('f1', 7, row(7), c.ticket());
    expect(c.get('f1', 7)).toBeDefined();
    expect(cache(0).enabled).toBe(false);
  });

  it('holds at most `max` sessions, dropping the oldest', () => {
    const c = cache(10_000, 2);
    c.set('a', 1, row(1), c.ticket());
    c.set('b', 2, row(2), c.ticket());
    c.set('c', 3, row(3), c.ticket());
    expect(c.size).toBe(2);
    expect(c.get('a', 1)).toBeUndefined();
    expect(c.get('c', 3)).toBeDefined();
    // a renewal takes its own entry's place (the newest now) and drops no other
    c.set('c', 3, row(3, 'renewed'), c.ticket());
    expect(c.size).toBe(2);
    expect(c.get('b', 2)).toBeDefined();
    c.set('e', 5, row(5), c.ticket());
    expect(c.get('b', 2)).toBeUndefined();
    expect(c.get('c', 3)).toMatchObject({ nickname: 'renewed' });
    // the memory of changes is bounded too: past it, no read from before is trusted
    const racing = c.ticket();
    c.evictMember(10);
    c.evictMember(11);
    c.evictMember(12);
    c.set('d', 4, row(4), racing);
    expect(c.get('d', 4)).toBeUndefined();
  });
});
