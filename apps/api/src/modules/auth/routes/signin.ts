import { resolveBrand } from '@luvcast/brand-config';
import { COOKIES, errorBody, SANCTION_APPEAL_TOKEN_TTL_S, signInBlockedBody, signInBody, signInResult } from '@luvcast/contracts';
import { meOf } from '../auth.service';
import { signSanctionAppealToken } from '../tokens';
import type { RoutePlugin } from '../../../types';

const SAVE_ID_MAX_AGE_S = 365 * 86_400;

/**
 * POST /v2/api/auth/signin. Unknown ID and wrong password both verify an Argon2id hash (same
 * time) and answer 401 with an empty msg; a withdrawn member with the right password gets 401
 * with the message 탈퇴한 계정입니다.; a blocked member gets 423 (with a sanction in force: its reason,
 * end and a 30-minute token to appeal it, POST /api/cs/sanction-appeal); success sets the access and
 * refresh cookies and opens a session. Abuse limits (authService.signIn): every refusal is 429
 * auth.signin.tooMany with Retry-After, answered at once (no held sockets).
 */
const signInRoutes: RoutePlugin = async (app) => {
  app.post(
    '/v2/api/auth/signin',
    { schema: { tags: ['auth'], body: signInBody, response: { 200: signInResult, 401: errorBody, 423: signInBlockedBody, 429: errorBody } } },
    async (request, reply) => {
      const { loginId, password, loginKeep, saveId, device } = request.body;
      const outcome = await app.authService.signIn({ loginId, password, ip: request.ip, brand: resolveBrand(request.host).id, keep: loginKeep, device });
      switch (outcome.kind) {
        case 'tooMany':
          reply.header('Retry-After', String(Math.max(1, Math.ceil(outcome.retryAfterS))));
          return reply.fail('auth.signin.tooMany', 429, { code: false });
        case 'invalid':
          return reply.code(401).send({ msg: '' });
        case 'withdrawn':
          return reply.fail('auth.signin.withdrawn', 401, { code: false });
        case 'blocked': {
          const s = outcome.sanction;
          if (!s) return reply.fail('auth.signin.blocked', 423, { code: false });
          const appealToken = await signSanctionAppealToken(app.config.jwtSecret, { memberId: outcome.memberId, sanctionId: s.id }, SANCTION_APPEAL_TOKEN_TTL_S);
          return reply.fail('auth.signin.blocked', 423, { code: false, sanction: { reason: s.reason, until: s.until }, appealToken });
        }
      }
      const { member, session } = outcome;
      reply.setSessionCookies(session);
      // the sign-in form reads the saved ID from this cookie when it opens
      if (saveId) reply.setSiteCookie(COOKIES.saveId, member.loginId, { maxAge: SAVE_ID_MAX_AGE_S });
      else if (request.cookies[COOKIES.saveId]) reply.clearSiteCookie(COOKIES.saveId);
      return { result: 'ok' as const, me: meOf(member) };
    },
  );
};
export default signInRoutes;
