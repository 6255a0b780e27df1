import { COOKIES, errorBody, messageText, signInBody, signInResult } from '@luvcast/contracts';
import { hashOpaqueToken, newOpaqueToken, signAccessToken, verifyPassword } from '@luvcast/db';
import { cookieBase, setSessionCookies } from '../../../../cookies';
import type { RoutePlugin } from '../../../../types';

const SAVE_ID_MAX_AGE_S = 365 * 86_400;

/**
 * POST /v2/api/auth/signin. Unknown ID and wrong password both verify an Argon2id hash (same
 * time) and answer 401 with an empty msg; a blocked member gets 423; success sets the access and
 * refresh cookies and opens a session.
 */
const signInRoutes: RoutePlugin = async (app) => {
  app.post(
    '/v2/api/auth/signin',
    { schema: { tags: ['auth'], body: signInBody, response: { 200: signInResult, 401: errorBody, 423: errorBody } } },
    async (request, reply) => {
      const { loginId, password, loginKeep, saveId, device } = request.body;
      const member = await app.members.findByLoginId(loginId);
      const valid = await verifyPassword(member?.passwordHash, password);
      // a withdrawn member (expired_at) is answered like an unknown ID
      if (!member || !valid || member.expiredAt) return reply.code(401).send({ msg: '' });
      if (member.status === 'blocked') return reply.code(423).send({ msg: messageText('auth.signin.blocked', request.locale) });

      const { accessTokenTtlS, refreshTokenTtlS, jwtSecret } = app.config;
      const refreshToken = newOpaqueToken();
      const session = await app.sessions.create({
        memberId: member.id,
        tokenHash: hashOpaqueToken(refreshToken),
        keep: loginKeep,
        device,
        expiresAt: new Date(Date.now() + refreshTokenTtlS * 1000),
      });
      const accessToken = await signAccessToken(
        { memberId: member.id, loginId: member.loginId, sessionId: session.familyId, nickname: member.nickname },
        jwtSecret,
        accessTokenTtlS,
      );
      setSessionCookies(request, reply, { accessToken, refreshToken, keep: loginKeep, accessTtlS: accessTokenTtlS, refreshTtlS: refreshTokenTtlS });
      // the sign-in form reads the saved ID from this cookie when it opens
      if (saveId) reply.setCookie(COOKIES.saveId, member.loginId, { ...cookieBase(request), maxAge: SAVE_ID_MAX_AGE_S });
      else if (request.cookies[COOKIES.saveId]) reply.clearCookie(COOKIES.saveId, cookieBase(request));

      return { result: 'ok' as const, me: { loginId: member.loginId, nickname: member.nickname, role: member.role } };
    },
  );
};
export default signInRoutes;
