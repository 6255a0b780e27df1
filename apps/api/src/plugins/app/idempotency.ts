import { createHash, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_RE } from '@luvcast/contracts';
import { rowsOfNamed, type Db, type StoredAnswer } from '@luvcast/db';
import type { SQL } from 'drizzle-orm';
import type { App, Refusal } from '../../types';
import { isRefusal } from './errors';

/** What a money-moving handler answers: its status and body (kept under the idempotency key). */
export interface Answer {
  status: number;
  body: unknown;
  /** the handler kept it itself, in its last statement (`Keeper.keepIn`) */
  kept?: boolean;
}

/**
 * Handed to a handler under a key: `keepIn(status, response)` is the statement that keeps the
 * answer (`response` a jsonb SQL expression) for the handler's own last statement; it then answers
 * with `kept: true` and the wrapper does not keep it again.
 */
export interface Keeper {
  keepIn(statusCode: number, response: SQL): SQL;
}

/**
 * The ledger key of a money-moving request: `prefix:member:Idempotency-Key` (a fresh UUID when the
 * caller sent none: the original clients' calls, run once unprotected).
 */
export function ledgerKeyOf(request: FastifyRequest, prefix: string): string {
  const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  return `${prefix}:${request.member!.id}:${typeof key === 'string' ? key : randomUUID()}`;
}

/**
 * A read the handler needs first (at most one row), sent in the same statement as the key's claim:
 * one round trip less on a hot money-moving call (a gift).
 */
export interface IdempotentRead {
  name: string;
  query: SQL;
}

/** Answers a replay: `Idempotency-Replayed: true` on a stored answer. */
export const REPLAYED_HEADER = 'Idempotency-Replayed';

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.key);
  }
}
class Stored extends Error {
  constructor(readonly stored: StoredAnswer) {
    super('answered before');
  }
}

/** JSON with sorted keys: the same request hashes the same whatever order its fields came in. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request's identity under its key: params, query and body, whatever the order of their fields. */
function requestHashOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(stable({ params: request.params ?? null, query: request.query ?? null, body: request.body ?? null }))
    .digest('hex');
}

/**
 * `app.idempotent(request, reply, { required }, run)`: runs a money-moving handler in one
 * transaction under the member's `Idempotency-Key` (a UUID per user action). The first success is
 * kept with the money it moved (same transaction); the same key again answers that result
 * (`Idempotency-Replayed: true`), the same key with another request 422 `idempotency.conflict`.
 * A refusal (`run` answers a Refusal) rolls everything back and keeps nothing, so the same key may
 * try again. Without the header: 400 when `required`, else the handler runs once, unprotected (the
 * original clients' calls that send none). `opts.read` is handed to `run` as its row (or null), and
 * a `Keeper` under a key.
 */
export default fp(async (app: App) => {
  app.decorate('idempotent', async function idempotent<T extends Record<string, unknown>>(
    request: FastifyRequest,
    reply: FastifyReply,
    opts: { required: boolean; read?: IdempotentRead },
    run: (tx: Db, read: T | null, keeper: Keeper | null) => Promise<Answer | Refusal>,
  ) {
    const memberId = request.member!.id;
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined && opts.required) return reply.fail('idempotency.keyInvalid', 400);
    if (header !== undefined && (typeof header !== 'string' || !IDEMPOTENCY_KEY_RE.test(header))) return reply.fail('idempotency.keyInvalid', 400);
    // null: the original clients' calls without a key, run once unprotected
    const keyed = typeof header === 'string' ? { key: header, scope: `${request.method} ${request.routeOptions.url ?? request.url}`, requestHash: requestHashOf(request) } : null;
    const answerStored = (stored: StoredAnswer) => {
      if (stored.scope !== keyed!.scope || stored.requestHash !== keyed!.requestHash) return reply.fail('idempotency.conflict', 422);
      return reply.header(REPLAYED_HEADER, 'true').code(stored.statusCode).send(stored.response);
    };
    try {
      const answer = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        let read: T | null = null;
        if (keyed) {
          // same-key requests take turns here (a double click, a retry racing the first try): the
          // second gets the first one's answer instead of running the handler again
          const claimed = await app.idempotency.claim<T>(memberId, keyed.key, { scope: keyed.scope, requestHash: keyed.requestHash }, tx, opts.read);
          if (claimed.stored) throw new Stored(claimed.stored);
          read = claimed.row;
        } else if (opts.read) {
          [read = null] = await rowsOfNamed<T>(tx, opts.read.name, opts.read.query);
        }
        const keeper = keyed ? { keepIn: (statusCode: number, response: SQL) => app.idempotency.keepStatement(memberId, keyed.key, statusCode, response) } : null;
        const a = await run(tx, read, keeper);
        if (isRefusal(a)) throw new Refused(a);
        if (keyed && !a.kept) await app.idempotency.keep(memberId, keyed.key, { statusCode: a.status, response: a.body }, tx);
        return a;
      });
      if (keyed) reply.header(REPLAYED_HEADER, 'false');
      return reply.code(answer.status).send(answer.body);
    } catch (err) {
      if (err instanceof Refused) return reply.fail(err.refusal);
      if (err instanceof Stored) return answerStored(err.stored);
      throw err;
    }
  });
}, { name: 'idempotency', dependencies: ['database', 'errors'] });
