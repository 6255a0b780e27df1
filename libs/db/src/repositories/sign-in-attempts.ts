import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { authSessions, members, rateLimits, type MemberRow } from '../schema';
import type { SignInMember } from './members';
import { rowsOfNamed } from './rows';
import type { NewSession } from './sessions';

/** The rate_limits keys of one password sign-in attempt (docs/adr/0008-sign-in-limits.md). */
export interface SignInAttemptKeys {
  /** login ID and address */
  pair: string;
  /** address */
  ip: string;
  /** login ID, from anywhere */
  id: string;
}

export interface SignInAttemptLimits {
  windowS: number;
  pairMaxFails: number;
  ipMaxFails: number;
  /** attempts on one login ID that pass at once in a window, before they are spaced out */
  free: number;
  stepMs: number;
  maxMs: number;
}

export type SignInAdmission =
  | { admitted: true; member: SignInMember | undefined }
  /** refused before the password was looked at: by the pair or the address (their window's end), or by the login ID's spacing */
  | { admitted: false; by: 'pair' | 'ip' | 'id'; retryAfterMs: number | null };

interface AdmissionRow {
  pair_count: number;
  ip_count: number | null;
  admitted: boolean;
  id: number | null;
  login_id: string;
  password_hash: string;
  nickname: string;
  role: MemberRow['role'];
  status: MemberRow['status'];
  expired_at: Date | string | null;
}

/**
 * The sign-in limits of ADR 0008 in two statements instead of seven: the three counters and the
 * member's read in one round trip before the password is checked, and after a right password the
 * forgiving (and the new session) in one. The counters keep their order and their atomicity: each
 * upsert of a data-modifying CTE takes its row lock, and a counter is only counted when the one
 * before it passed (pair -> address -> login ID), exactly as the three statements did one after the
 * other. Named statements, planned once per connection.
 */
export function signInAttemptsRepository(db: Db) {
  const windowStart = (windowS: number) => sql`to_timestamp(floor(extract(epoch from now()) / ${windowS}) * ${windowS})`;
  const windowEnd = (windowS: number) => sql`${windowStart(windowS)} + ${windowS} * interval '1 second'`;
  /** rateLimits.throttle's schedule: the event `count` of a window may pass at once while within `free`, then waits a growing step */
  const nextAt = (count: unknown, l: SignInAttemptLimits) =>
    sql`case when ${count} >= ${l.free} then now() + least((${count} - ${l.free} + 1) * ${l.stepMs}, ${l.maxMs}) * interval '1 millisecond' end`;
  /**
   * Forgives an attempt whose password was right: clears the pair and the login ID, gives the
   * address its attempt back. Its rows are locked in the order admit locks them (pair, address,
   * login ID; each step waits for the one before through its one-time filter), so the two never
   * wait for each other in a circle.
   */
  const forgiving = (keys: SignInAttemptKeys, windowS: number) => sql`
    with forgiven_pair as (delete from ${rateLimits} where key = ${keys.pair} returning 1),
      released_ip as (
        update ${rateLimits} set count = greatest(count - 1, 0)
        where key = ${keys.ip} and window_start = ${windowStart(windowS)} and (select count(*) from forgiven_pair) >= 0
        returning 1
      ),
      forgiven_id as (delete from ${rateLimits} where key = ${keys.id} and (select count(*) from released_ip) >= 0)`;

  return {
    /**
     * Counts the attempt (pair, then address, then the login ID's spacing; a counter refused stops
     * the ones after it) and, when admitted, reads the member of `loginId` (SignInMember), in one
     * statement.
     */
    async admit(keys: SignInAttemptKeys, loginId: string, l: SignInAttemptLimits): Promise<SignInAdmission> {
      const [row] = await rowsOfNamed<AdmissionRow>(
        db,
        'sign_in_admit',
        sql`
          with pair as (
            insert into ${rateLimits} as r (key, window_start, count, expires_at)
            values (${keys.pair}, ${windowStart(l.windowS)}, 1, ${windowEnd(l.windowS)})
            on conflict (key, window_start) do update set count = r.count + 1
            returning r.count
          ), ip as (
            insert into ${rateLimits} as r (key, window_start, count, expires_at)
            select ${keys.ip}, ${windowStart(l.windowS)}, 1, ${windowEnd(l.windowS)} from pair where pair.count <= ${l.pairMaxFails}
            on conflict (key, window_start) do update set count = r.count + 1
            returning r.count
          ), account as (
            insert into ${rateLimits} as r (key, window_start, count, next_at, expires_at)
            select ${keys.id}, ${windowStart(l.windowS)}, 1, ${nextAt(sql`1`, l)}, ${windowEnd(l.windowS)} from ip where ip.count <= ${l.ipMaxFails}
            on conflict (key, window_start) do update
              set count = r.count + 1, next_at = ${nextAt(sql`r.count + 1`, l)}
              where r.count < ${l.free} or r.next_at is null or r.next_at <= now()
            returning r.count
          )
          select (select count from pair) as pair_count, (select count from ip) as ip_count,
            exists (select 1 from account) as admitted,
            m.id, m.login_id, m.password_hash, m.nickname, m.role, m.status, m.expired_at
          from (select 1) as attempt
          left join ${members} m on m.login_id = ${loginId} and exists (select 1 from account)`,
      );
      if (Number(row.pair_count) > l.pairMaxFails) return { admitted: false, by: 'pair', retryAfterMs: null };
      if (Number(row.ip_count) > l.ipMaxFails) return { admitted: false, by: 'ip', retryAfterMs: null };
      // the spacing's wait, read by a statement of its own: this statement's snapshot predates the
      // attempt that refused it (whose next_at the upsert waited for and judged, but a read of this
      // statement cannot see), so only refused attempts pay for the second round trip
      if (!row.admitted) return { admitted: false, by: 'id', retryAfterMs: await waitOf(keys.id, l.windowS) };
      const member: SignInMember | undefined =
        row.id === null
          ? undefined
          : {
              id: Number(row.id),
              loginId: row.login_id,
              passwordHash: row.password_hash,
              nickname: row.nickname,
              role: row.role,
              status: row.status,
              expiredAt: row.expired_at === null ? null : new Date(row.expired_at),
            };
      return { admitted: true, member };
    },
    /** A right password that opens no session (a withdrawn or blocked member): forgives the attempt. */
    async forgive(keys: SignInAttemptKeys, windowS: number): Promise<void> {
      await rowsOfNamed(db, 'sign_in_forgive', sql`${forgiving(keys, windowS)} select 1`);
    },
    /** A right password: forgives the attempt and opens the session (sessions.create's row), in one statement. */
    async forgiveAndOpen(keys: SignInAttemptKeys, windowS: number, session: NewSession): Promise<{ familyId: string }> {
      const familyId = session.familyId ?? randomUUID();
      await rowsOfNamed(
        db,
        'sign_in_forgive_open',
        sql`${forgiving(keys, windowS)}
          insert into ${authSessions} (family_id, member_id, token_hash, keep, device, expires_at, brand)
          values (${familyId}, ${session.memberId}, ${session.tokenHash}, ${session.keep}, ${session.device}, ${session.expiresAt.toISOString()}, ${session.brand})`,
      );
      return { familyId };
    },
  };

  async function waitOf(idKey: string, windowS: number): Promise<number> {
    const [row] = await rowsOfNamed<{ ms: number }>(
      db,
      'sign_in_wait',
      sql`select greatest(ceil(extract(epoch from (next_at - now())) * 1000), 0)::int as ms from ${rateLimits} where key = ${idKey} and window_start = ${windowStart(windowS)}`,
    );
    return Number(row?.ms ?? 0);
  }
}
