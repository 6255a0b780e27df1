// Per-member counters shared by every chat instance and the API's HTTP send: the rate limit
// (RATE_MAX lines per RATE_WINDOW_MS) and slow mode (one line per N seconds). In Redis when
// REDIS_URL is set, else in PostgreSQL (the rate_limits table through libs/db) — never in one
// process's memory. `limitLine` is the one check both the socket and HTTP apply.
import { Redis } from 'ioredis';
import { messageText, type ChatRole, type ChatSendAck, type ChatSettings } from '@luvcast/contracts';
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

/**
 * The counters of a process that is not a chat instance (the API's HTTP send): Redis when
 * `redisUrl` is set (the same keys as the chat instances on that Redis), else PostgreSQL's
 * `rate_limits` (the same rows as chat instances without Redis). `close()` ends the Redis connection.
 */
export function createChatCounters(opts: {
  redisUrl: string | undefined;
  rateLimits: Repositories['rateLimits'];
  log?: Pick<Console, 'error'>;
}): ChatCounters & { close(): Promise<void> } {
  if (!opts.redisUrl) return { ...postgresCounters(opts.rateLimits), close: async () => undefined };
  const redis = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', (err) => opts.log?.error('chat counters: redis error', err.message));
  return {
    ...redisCounters(redis),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * The rate limit and slow mode of one line, the same for the socket and HTTP: the broadcaster has
 * no rate limit, moderators no slow mode. Null when the line may go; else the refusal (with
 * `retryAfterMs`). The key is per channel and member, so socket and HTTP lines count together.
 */
export async function limitLine(counters: ChatCounters, line: { channelId: number; memberId: number; role: ChatRole; settings: ChatSettings }): Promise<ChatSendAck | null> {
  const key = `${line.channelId}:${line.memberId}`;
  if (line.role !== 'broadcaster') {
    const rate = await counters.rate(key);
    if (!rate.ok) return { ok: false, code: 'rate', msg: messageText('chat.rate'), retryAfterMs: rate.retryAfterMs };
  }
  if (line.settings.slowSeconds > 0 && line.role === 'member') {
    const slow = await counters.slow(key, line.settings.slowSeconds);
    if (!slow.ok) {
      const msg = messageText('chat.slow').replace('{seconds}', String(Math.ceil(slow.retryAfterMs / 1000)));
      return { ok: false, code: 'slow', msg, retryAfterMs: slow.retryAfterMs };
    }
  }
  return null;
}
