// Per-member counters shared by every chat instance: the rate limit (RATE_MAX lines per
// RATE_WINDOW_MS) and slow mode (one line per N seconds). In Redis when REDIS_URL is set, else in
// PostgreSQL (the rate_limits table through libs/db) — never in one process's memory.
import type { Redis } from 'ioredis';
import type { Repositories } from '@luvcast/db';

export const RATE_MAX = 5;
export const RATE_WINDOW_MS = 3_000;

export type CounterResult = { ok: true } | { ok: false; retryAfterMs: number };

export interface ChatCounters {
  /** counts a line against the member's rate limit */
  rate(key: string): Promise<CounterResult>;
  /** takes the member's slow-mode slot for `seconds` */
  slow(key: string, seconds: number): Promise<CounterResult>;
}

export function redisCounters(redis: Redis): ChatCounters {
  return {
    async rate(key) {
      const k = `chat:rate:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(k, RATE_WINDOW_MS);
      return count <= RATE_MAX ? { ok: true } : { ok: false, retryAfterMs: ttl > 0 ? ttl : RATE_WINDOW_MS };
    },
    async slow(key, seconds) {
      const k = `chat:slow:${key}`;
      if (await redis.set(k, '1', 'PX', seconds * 1000, 'NX')) return { ok: true };
      const ttl = await redis.pttl(k);
      return { ok: false, retryAfterMs: Math.max(ttl, 0) };
    },
  };
}

export function postgresCounters(rateLimits: Repositories['rateLimits']): ChatCounters {
  return {
    async rate(key) {
      const windowS = Math.ceil(RATE_WINDOW_MS / 1000);
      const count = await rateLimits.hit(`chat:rate:${key}`, windowS);
      return count <= RATE_MAX ? { ok: true } : { ok: false, retryAfterMs: RATE_WINDOW_MS };
    },
    async slow(key, seconds) {
      const r = await rateLimits.throttle(`chat:slow:${key}:${seconds}`, 3600, { free: 1, stepMs: seconds * 1000, maxMs: seconds * 1000 });
      return r.allowed ? { ok: true } : { ok: false, retryAfterMs: r.retryAfterMs };
    },
  };
}
