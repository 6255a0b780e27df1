import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveBrand, SECOND_BRAND } from '@luvcast/brand-config';
import { COOKIES, NO_ACCESS_TOKEN } from '@luvcast/contracts';
import { verifyAccessToken } from '@luvcast/server-auth';
import type { App, AuthedMember } from '../../types';
import { followChangeFeed } from './change-feed';
import { memoByHost } from './host-memo';
import { bearerTokenOf } from './program-requests';
import { SessionCache } from './session-cache';

/** The NOTIFY channel of changes to members and their sessions (migration 0024). */
export const MEMBER_SESSIONS_CHANNEL = 'member_sessions';

/**
 * The access token of a request: an `Authorization: Bearer` header, else the access cookie
 * (`noAccessToken` counts as absent). With a Bearer header the cookies are not read: such a request
 * skips the browser checks (ADR 0010), so its authority must be the header alone.
 */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const bearer = bearerTokenOf(request);
  if (bearer) return bearer;
  const cookie = request.cookies[COOKIES.access];
  return cookie && cookie !== NO_ACCESS_TOKEN ? cookie : undefined;
}

/**
 * The one place access tokens are checked: `app.authenticate` verifies the JWT, that it belongs to
 * the brand of the request host (a session is bound to the brand whose site opened it, ADR 0007),
 * that its session family is still active (not signed out or revoked) and that the member is
 * active, then sets `request.member`; otherwise 401 `{ msg: 'accessToken is not valid.' }`.
 */
/**
 * The brands a member may act on as an operator: every brand (null) for operators (O), the second
 * brand for its operators (S, whichever site they signed in on); undefined for everyone else.
 */
export const staffScope = (m: AuthedMember): string | null | undefined => (m.row.role === 'O' ? null : m.row.role === 'S' ? SECOND_BRAND : undefined);
/** May this member act as an operator on something of `brand`? */
export const staffMay = (m: AuthedMember, brand: string) => {
  const scope = staffScope(m);
  return scope === null || scope === brand;
};

export default fp(async (app: App) => {
  app.decorateRequest('member', null);
  const cache = new SessionCache(app.config.sessionCacheMs);
  app.decorate('sessionCache', cache);
  if (cache.enabled) await followChanges(app, cache);

  /** The member of an active session family: from this instance's memory, else one query. */
  function memberOf(familyId: string, memberId: number) {
    return cache.load(familyId, memberId, () => app.sessions.memberOfActiveFamily(familyId, memberId));
  }

  const brandOf = memoByHost((host) => resolveBrand(host).id);
  /** The caller when the access token, its session family and the member (active, not withdrawn) are valid. */
  app.decorate('identify', async (request: FastifyRequest): Promise<AuthedMember | null> => {
    const verified = await verifyAccessToken(accessTokenOf(request), app.config.jwtSecret);
    const claims = verified?.brand === brandOf(request.host) ? verified : null;
    const row = claims ? await memberOf(claims.sessionId, claims.memberId) : undefined;
    if (!claims || !row || row.status !== 'active' || row.expiredAt) return null;
    return { id: row.id, loginId: row.loginId, sessionId: claims.sessionId, brand: claims.brand, row };
  });
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const member = await app.identify(request);
    if (!member) return reply.fail('auth.token.invalid', 401, { code: false });
    request.member = member;
  });
  app.decorate('operatorOnly', [
    app.authenticate,
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.member?.row.role !== 'O') return reply.fail('common.forbidden', 403);
    },
  ]);
  /** Operators (O) and operators of the second brand (S; services scope them with `staffMay`). */
  app.decorate('staffOnly', [
    app.authenticate,
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (staffScope(request.member!) === undefined) return reply.fail('common.forbidden', 403);
    },
  ]);
}, { name: 'auth', dependencies: ['cookie', 'config', 'database', 'locale', 'errors'] });

/**
 * Keeps the session cache honest: every instance hears the database's NOTIFY member_sessions (any
 * change to a member row or their sessions, at commit) and forgets that member; this instance's
 * own revocations and member changes evict at once and keep the member out of the cache until
 * their NOTIFY says the change committed. While the feed is down the cache is off (change-feed.ts).
 */
async function followChanges(app: App, cache: SessionCache) {
  const feed = await followChangeFeed(app, {
    channel: MEMBER_SESSIONS_CHANNEL,
    name: 'session cache',
    onPayload: (payload) => {
      const memberId = Number(payload);
      if (Number.isSafeInteger(memberId)) cache.notified(memberId);
    },
    enable: () => cache.enable(),
    disable: () => cache.disable(),
    isEnabled: () => cache.enabled,
  });
  cache.useBarrier((timeoutMs) => feed.barrier(timeoutMs));

  // this instance's own changes: evicted as soon as the call returns, and the member kept out until
  // the NOTIFY of the commit (the call may run inside a transaction that has not committed yet)
  const after = <A extends unknown[], R>(call: (...args: A) => Promise<R>, evict: (...args: A) => void) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } finally {
        evict(...args);
      }
    };
  const { sessions, members } = app;
  sessions.revokeFamily = after(sessions.revokeFamily, (familyId) => cache.evictFamily(familyId));
  sessions.revokeAllOfMember = after(sessions.revokeAllOfMember, (memberId) => cache.changing(memberId));
  for (const name of ['setStatus', 'setPasswordHash', 'expire', 'setRole', 'applyIdentity', 'setProfileImage'] as const) {
    const call = members[name] as (id: number, ...rest: never[]) => Promise<unknown>;
    (members as Record<string, unknown>)[name] = after(call, (id: number) => cache.changing(id));
  }
}
