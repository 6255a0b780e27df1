import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveBrand, SECOND_BRAND } from '@luvcast/brand-config';
import { COOKIES, NO_ACCESS_TOKEN } from '@luvcast/contracts';
import { verifyAccessToken } from '@luvcast/server-auth';
import type { App, AuthedMember } from '../../types';
import { bearerTokenOf } from './program-requests';

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
  /** The caller when the access token, its session family and the member (active, not withdrawn) are valid. */
  app.decorate('identify', async (request: FastifyRequest): Promise<AuthedMember | null> => {
    const verified = await verifyAccessToken(accessTokenOf(request), app.config.jwtSecret);
    const claims = verified?.brand === resolveBrand(request.host).id ? verified : null;
    const row = claims ? await app.sessions.memberOfActiveFamily(claims.sessionId, claims.memberId) : undefined;
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
