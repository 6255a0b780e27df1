import type { MemberRow } from '@luvcast/db';

/**
 * Per-instance memory of "this session family is active and this is its member", so that an
 * authenticated request needs no database round trip to know who calls (docs/adr/0015). Entries
 * live `ttlMs`; a change to the member or their sessions evicts them on every instance (the
 * database's NOTIFY member_sessions, migration 0024) and at once on the instance that made it.
 *
 * A read that raced a change must not be kept: `ticket()` is taken before the database read, and
 * `set` keeps the row only if nothing about that member changed since; a change this instance is
 * making (`changing`, maybe not committed yet) keeps the member out until the database's NOTIFY
 * says it committed (`notified`). While the change feed is down the cache is off (`disable`):
 * every request asks the database.
 *
 * Reads are shared (`load`): the requests that miss the same family at the same time wait for one
 * database read instead of each making its own. Every entry runs out `ttlMs` after its read, so a
 * session used by many connections at once (one member's app, a bench's 100) missed all at once and
 * sent as many identical queries together, the slowest of which made the read's p99; a change to
 * the member drops the shared read, so a request after the change never takes an answer read before it.
 * A session still in use in its entry's last fifth (`REFRESH_AT`) is read again in the background by
 * one request while the others answer from memory, so a busy session's requests do not all wait for
 * that read (measured: the authenticated read's p99 at 100 connections was twice its peer's); a
 * renewal that finds the family ended drops the entry, a failed one lets it run out.
 */
/** How long a change this instance made keeps the member out of the cache when no NOTIFY follows (a rollback). */
export const PENDING_MS = 5_000;
/** How long a sign-out or a block waits at most to hear its change committed (`settled`). */
export const SETTLE_MS = 1_000;
/** An entry is read again in the background once this share of its life has passed (`load`). */
export const REFRESH_AT = 0.8;

export class SessionCache {
  private readonly entries = new Map<string, { memberId: number; row: MemberRow; at: number }>();
  private readonly familiesOf = new Map<number, Set<string>>();
  /** the change counter at each member's last eviction (bounded: cleared past `max`, see `floor`) */
  private readonly changedAt = new Map<number, number>();
  /** members this instance is changing in a transaction not known to be committed yet: nothing of theirs is kept until their NOTIFY (or `PENDING_MS`) */
  private readonly pendingUntil = new Map<number, number>();
  /** the database read in flight for a family, shared by the requests that miss it meanwhile */
  private readonly reading = new Map<string, { memberId: number; row: Promise<MemberRow | undefined> }>();
  /** the change feed's barrier (change-feed.ts), once the feed is followed */
  private barrier: ((timeoutMs: number) => Promise<void>) | undefined;
  private changes = 0;
  /** tickets at or below this are too old to trust (the change map was cleared) */
  private floor = 0;
  private on: boolean;

  constructor(
    private readonly ttlMs: number,
    private readonly max = 50_000,
    private readonly now: () => number = Date.now,
  ) {
    this.on = ttlMs > 0;
  }

  get enabled(): boolean {
    return this.on;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The member of an active family seen less than `ttlMs` ago, else undefined. */
  get(familyId: string, memberId: number): MemberRow | undefined {
    return this.live(familyId, memberId, this.now())?.row;
  }

  /** The family's entry for `memberId` while it lives (one that ran out goes), else undefined. */
  private live(familyId: string, memberId: number, now: number) {
    if (!this.on) return undefined;
    const e = this.entries.get(familyId);
    if (!e || e.memberId !== memberId) return undefined;
    if (now - e.at >= this.ttlMs) {
      this.drop(familyId, e.memberId);
      return undefined;
    }
    return e;
  }

  /**
   * The member of an active family: from memory, else from `read` (the database), which the requests
   * that miss the same family meanwhile share. What `read` answers is kept as `set` would keep it.
   */
  async load(familyId: string, memberId: number, read: () => Promise<MemberRow | undefined>): Promise<MemberRow | undefined> {
    const now = this.now();
    const entry = this.live(familyId, memberId, now);
    if (entry) {
      // in the entry's last fifth, one request reads it again in the background while the others
      // keep answering from memory: a busy session's entry is renewed before it runs out, instead
      // of every request in flight waiting for the read at its end
      if (now - entry.at >= this.ttlMs * REFRESH_AT && !this.reading.has(familyId)) this.share(familyId, memberId, read).catch(() => undefined);
      return entry.row;
    }
    if (!this.on) return read();
    return this.share(familyId, memberId, read);
  }

  /** `read`, shared by the requests that ask for the same family while it runs; its answer kept as `set` keeps it. */
  private share(familyId: string, memberId: number, read: () => Promise<MemberRow | undefined>): Promise<MemberRow | undefined> {
    const flying = this.reading.get(familyId);
    if (flying && flying.memberId === memberId) return flying.row;
    const ticket = this.ticket();
    const row = read().then(
      (found) => {
        if (this.reading.get(familyId)?.row === row) this.reading.delete(familyId);
        if (found) this.set(familyId, memberId, found, ticket);
        // the family is no longer active (a renewal's read): its entry goes too
        else if (this.entries.get(familyId)?.memberId === memberId) this.drop(familyId, memberId);
        return found;
      },
      (error: unknown) => {
        if (this.reading.get(familyId)?.row === row) this.reading.delete(familyId);
        throw error;
      },
    );
    this.reading.set(familyId, { memberId, row });
    return row;
  }

  /** Taken before reading the database; `set` keeps the answer only if it is still current. */
  ticket(): number {
    return this.changes;
  }

  set(familyId: string, memberId: number, row: MemberRow, ticket: number): void {
    if (!this.on || ticket < this.floor || (this.changedAt.get(memberId) ?? -1) > ticket) return;
    const pending = this.pendingUntil.get(memberId);
    if (pending !== undefined) {
      if (pending > this.now()) return;
      this.pendingUntil.delete(memberId);
    }
    const previous = this.entries.get(familyId);
    // a renewal takes its entry's place and becomes the newest; otherwise, when full, the oldest
    // entry goes (a Map iterates in insertion order)
    if (previous) this.drop(familyId, previous.memberId);
    else if (this.entries.size >= this.max) {
      const [oldest] = this.entries;
      this.drop(oldest[0], oldest[1].memberId);
    }
    this.entries.set(familyId, { memberId, row, at: this.now() });
    let families = this.familiesOf.get(memberId);
    if (!families) this.familiesOf.set(memberId, (families = new Set()));
    families.add(familyId);
  }

  /**
   * This instance is changing the member, maybe inside a transaction that has not committed: forget
   * their sessions now and keep none of theirs until their NOTIFY arrives (it comes at commit) or,
   * if it never does (a rollback), for PENDING_MS.
   */
  changing(memberId: number): void {
    this.evictMember(memberId);
    if (this.pendingUntil.size >= this.max) this.pendingUntil.clear();
    this.pendingUntil.set(memberId, this.now() + PENDING_MS);
  }

  /** The database says the member or one of their sessions changed (committed): forget all of their sessions. */
  notified(memberId: number): void {
    this.pendingUntil.delete(memberId);
    this.evictMember(memberId);
  }

  /** The change feed's barrier: set once the feed is followed (plugins/app/auth.ts). */
  useBarrier(barrier: (timeoutMs: number) => Promise<void>): void {
    this.barrier = barrier;
  }

  /**
   * Resolves once this instance and every other instance listening on the change feed have handled
   * the NOTIFY of every change committed before the call (a barrier on the change feed, which the
   * others acknowledge: notifications arrive in commit order; change-feed.ts), so when a sign-out or
   * a block answers after it, no instance serves the session from memory any more (docs/adr/0015).
   * At once while the cache is off (every instance reads the database); after `timeoutMs` at the
   * latest (an instance that died or hangs).
   */
  settled(timeoutMs = SETTLE_MS): Promise<void> {
    return this.on && this.barrier ? this.barrier(timeoutMs) : Promise.resolve();
  }

  /** The member or one of their sessions changed: forget all of their sessions. */
  evictMember(memberId: number): void {
    this.changes += 1;
    if (this.changedAt.size >= this.max) {
      this.changedAt.clear();
      this.floor = this.changes;
    }
    this.changedAt.set(memberId, this.changes);
    for (const familyId of this.familiesOf.get(memberId) ?? []) this.entries.delete(familyId);
    this.familiesOf.delete(memberId);
    // a read that started before the change is nobody's answer after it
    for (const [familyId, flying] of this.reading) if (flying.memberId === memberId) this.reading.delete(familyId);
  }

  /** One session family ended (sign-out): forget it and, to be safe, the rest of its member's. */
  evictFamily(familyId: string): void {
    this.reading.delete(familyId);
    const e = this.entries.get(familyId);
    if (e) return this.changing(e.memberId);
    // its member is unknown here: no read in flight may keep anything
    this.changes += 1;
    this.floor = this.changes;
  }

  /** Forgets everything and keeps no read that started before. */
  clear(): void {
    this.entries.clear();
    this.reading.clear();
    this.pendingUntil.clear();
    this.familiesOf.clear();
    this.changedAt.clear();
    this.changes += 1;
    this.floor = this.changes;
  }

  /** The change feed is down: nothing is served from memory until `enable`. */
  disable(): void {
    this.clear();
    this.on = false;
  }

  enable(): void {
    this.clear();
    this.on = this.ttlMs > 0;
  }

  private drop(familyId: string, memberId: number): void {
    this.entries.delete(familyId);
    const families = this.familiesOf.get(memberId);
    families?.delete(familyId);
    if (families?.size === 0) this.familiesOf.delete(memberId);
  }
}
