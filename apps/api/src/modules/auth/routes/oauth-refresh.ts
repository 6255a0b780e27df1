import { resolveBrand } from '@luvcast/brand-config';
import { COOKIES, errorBody, messageText, passwordField } from '@luvcast/contracts';
import { hashOpaqueToken, hashPassword, newOpaqueToken, signAccessToken } from '@luvcast/server-auth';
import { jwtVerify } from 'jose';
import * as v from 'valibot';
import { clearSessionCookies, cookieBase, setSessionCookies } from '../../../plugins/app/site-cookies';
import { RESET_AUDIENCE } from '../../account/routes/signin-find';
import type { RoutePlugin } from '../../../types';

const refreshBody = v.nullish(v.object({ refreshToken: v.optional(v.pipe(v.string(), v.maxLength(200, 'common.badRequest'))) }), {});
const okResult = v.object({ result: v.literal('ok') });
const refreshError = v.object({ msg: v.literal('ERROR') });
const generateBody = v.object({ userId: v.pipe(v.string(), v.maxLength(15, 'common.badRequest')) });
const passwordBody = v.object({
  loginId: v.pipe(v.string(), v.maxLength(15, 'common.badRequest')),
  authToken: v.pipe(v.string(), v.nonEmpty('auth.resetToken.invalid'), v.maxLength(2000, 'auth.resetToken.invalid')),
  password: passwordField(15),
});

/**
 * Session tokens:
 * - POST /api/oauth/refresh (form-encoded `refreshToken`, else the refresh cookie): rotation.
 * - POST /api/oauth/generate {userId}: a fresh access token for the caller's own session.
 * - PUT /api/oauth/password {loginId, authToken, password}: password reset with the token of
 *   POST /api/auth/signin/find-password/confirm (one use); ends every session of the member.
 */
const tokenRoutes: RoutePlugin = async (app) => {
  // the spec's refresh call is form-encoded; this parser is scoped to this route group
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/api/oauth/refresh',
    {
      schema: {
        tags: ['auth'],
        description:
          'Rotates the refresh token: the presented token (form field refreshToken, else the flx_oauth_refresh cookie) is ' +
          'marked rotated and a successor is issued in the same family with a new access token (cookies). Presenting an ' +
          'already rotated token again within 10 s (two tabs refreshing at once) yields a sibling successor, up to 3 ' +
          'successors per token (more within the 10 s answer 401 { msg: "ERROR" } and leave the session and cookies ' +
          'alone); later, it revokes the whole family (every access token of it stops working). Unknown, expired, ' +
          'revoked or reused tokens answer 401 { msg: "ERROR" }.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: refreshBody,
        response: { 200: okResult, 401: refreshError },
      },
    },
    async (request, reply) => {
      const token = request.body?.refreshToken || request.cookies[COOKIES.refresh];
      const fail = () => {
        clearSessionCookies(request, reply);
        return reply.code(401).send({ msg: 'ERROR' as const });
      };
      if (!token) return fail();
      // a session belongs to the brand whose site opened it (ADR 0007): another brand's host
      // refuses its token before rotation, so the token is neither spent nor its family revoked
      const brand = resolveBrand(request.host).id;
      const presented = await app.sessions.findByTokenHash(hashOpaqueToken(token));
      if (presented && presented.brand !== brand) return fail();
      const { accessTokenTtlS, refreshTokenTtlS, jwtSecret } = app.config;
      const successor = newOpaqueToken();
      const rotated = await app.sessions.rotate(hashOpaqueToken(token), hashOpaqueToken(successor), new Date(Date.now() + refreshTokenTtlS * 1000));
      if (rotated.status === 'reused') {
        request.log.warn({ familyId: rotated.familyId }, 'refresh token reused: session family revoked');
        await app.sessions.revokeFamily(rotated.familyId);
        return fail();
      }
      // a token whose successors are used up within the grace: the tabs that got them hold valid
      // cookies in the same jar, so neither the family nor the cookies are touched
      if (rotated.status === 'capped') return reply.code(401).send({ msg: 'ERROR' as const });
      if (rotated.status !== 'ok') return fail();
      const { session } = rotated;
      const member = await app.members.findById(session.memberId);
      if (!member || member.status !== 'active' || member.expiredAt) {
        await app.sessions.revokeFamily(session.familyId);
        return fail();
      }
      const accessToken = await signAccessToken(
        { memberId: member.id, loginId: member.loginId, sessionId: session.familyId, nickname: member.nickname, brand },
        jwtSecret,
        accessTokenTtlS,
      );
      setSessionCookies(request, reply, { accessToken, refreshToken: successor, keep: session.keep, accessTtlS: accessTokenTtlS, refreshTtlS: refreshTokenTtlS });
      return { result: 'ok' as const };
    },
  );

  app.post(
    '/api/oauth/generate',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        description: "Issues a fresh access token (cookie) for the signed-in caller's own session; userId must be the caller's login ID, else 403.",
        body: generateBody,
        response: { 200: okResult, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const me = request.member!;
      if (request.body.userId !== me.loginId) return reply.code(403).send({ msg: messageText('common.forbidden', request.locale) });
      const { accessTokenTtlS, jwtSecret } = app.config;
      const accessToken = await signAccessToken({ memberId: me.id, loginId: me.loginId, sessionId: me.sessionId, nickname: me.row.nickname, brand: me.brand }, jwtSecret, accessTokenTtlS);
      // keep-me-logged-in of the session decides whether the cookie persists
      const current = await app.sessions.currentOfFamily(me.sessionId);
      const base = { ...cookieBase(request), httpOnly: true };
      reply.setCookie(COOKIES.access, accessToken, current?.keep ? { ...base, maxAge: accessTokenTtlS } : base);
      return { result: 'ok' as const };
    },
  );

  app.put(
    '/api/oauth/password',
    {
      schema: {
        tags: ['auth'],
        description:
          'Sets a new password with the authToken of POST /api/auth/signin/find-password/confirm (valid 10 minutes, one use). ' +
          'Every session of the member ends. Bad or used token: 400 auth.resetToken.invalid.',
        body: passwordBody,
        response: { 200: okResult, 400: errorBody },
      },
    },
    async (request, reply) => {
      const { loginId, authToken, password } = request.body;
      const invalid = () => reply.code(400).send({ msg: messageText('auth.resetToken.invalid', request.locale), code: 'auth.resetToken.invalid' });
      let claims: { sub?: string; jti?: string; lid?: unknown };
      try {
        ({ payload: claims } = await jwtVerify(authToken, new TextEncoder().encode(app.config.jwtSecret), { algorithms: ['HS256'], issuer: 'luvcast', audience: RESET_AUDIENCE }));
      } catch {
        return invalid();
      }
      const member = claims.sub ? await app.members.findById(Number(claims.sub)) : undefined;
      if (!member || member.loginId !== loginId || claims.lid !== loginId || !claims.jti || member.expiredAt) return invalid();
      if (!(await app.nonces.use(`pwreset:${claims.jti}`, 15 * 60))) return invalid();
      await app.members.setPasswordHash(member.id, await hashPassword(password));
      await app.sessions.revokeAllOfMember(member.id);
      return { result: 'ok' as const };
    },
  );
};
export default tokenRoutes;
