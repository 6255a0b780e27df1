import { setTimeout as sleep } from 'node:timers/promises';
import { COOKIES, errorBody, messageText, signInBody, signInResult } from '@luvcast/contracts';
import { verifyPassword } from '@luvcast/db';
import { cookieBase } from '../../../../cookies';
import { meOf, openSession } from '../../../../session-issue';
import type { RoutePlugin } from '../../../../types';

const SAVE_ID_MAX_AGE_S = 365 * 86_400;

/** The progressive delay for an account with `fails` failures in the window (0 below the threshold). */
export function signInDelayMs(fails: number, c: { failsBeforeDelay: number; delayStepMs: number; maxDelayMs: number }): number {
  if (fails < c.failsBeforeDelay) return 0;
  return Math.min((fails - c.failsBeforeDelay + 1) * c.delayStepMs, c.maxDelayMs);
}

/**
 * POST /v2/api/auth/signin. Unknown ID and wrong password both verify an Argon2id hash (same
 * time) and answer 401 with an empty msg; a withdrawn member with the right password gets 401
 * with the message 탈퇴한 계정입니다.; a blocked member gets 423; success sets the access and refresh cookies and opens a session.
 *
 * Abuse limits (rate_limits, shared by every instance, fixed windows of SIGNIN_WINDOW_S): from
 * the SIGNIN_FAILS_BEFORE_DELAY-th failure on a login ID, every attempt on it waits a growing delay
 * (step x excess failures, capped) before it is answered; an IP with SIGNIN_IP_MAX_FAILS failures
 * in the window gets 429 auth.signin.tooMany until the window ends. Nothing locks permanently; a
 * success resets the login ID's counter. Unknown IDs are counted like known ones.
 */
const signInRoutes: RoutePlugin = async (app) => {
  app.post(
    '/v2/api/auth/signin',
    { schema: { tags: ['auth'], body: signInBody, response: { 200: signInResult, 401: errorBody, 423: errorBody, 429: errorBody } } },
    async (request, reply) => {
      const { loginId, password, loginKeep, saveId, device } = request.body;
      const limits = app.config.signIn;
      const idKey = `signin-fail:id:${loginId}`;
      const ipKey = `signin-fail:ip:${request.ip}`;
      if (limits.limits) {
        const [idFails, ipFails] = await Promise.all([app.rateLimits.peek(idKey, limits.windowS), app.rateLimits.peek(ipKey, limits.windowS)]);
        if (ipFails >= limits.ipMaxFails) return reply.code(429).send({ msg: messageText('auth.signin.tooMany', request.locale) });
        const delay = signInDelayMs(idFails, limits);
        if (delay > 0) await sleep(delay);
      }

      const member = await app.members.findByLoginId(loginId);
      const valid = await verifyPassword(member?.passwordHash, password);
      if (!member || !valid) {
        if (limits.limits) await Promise.all([app.rateLimits.hit(idKey, limits.windowS), app.rateLimits.hit(ipKey, limits.windowS)]);
        return reply.code(401).send({ msg: '' });
      }
      if (limits.limits) await app.rateLimits.reset(idKey);
      // only the owner (right password) learns that the ID was withdrawn: 401 with the server's message
      if (member.expiredAt) return reply.code(401).send({ msg: messageText('auth.signin.withdrawn', request.locale) });
      if (member.status === 'blocked') return reply.code(423).send({ msg: messageText('auth.signin.blocked', request.locale) });

      await openSession(app, request, reply, member, { keep: loginKeep, device });
      // the sign-in form reads the saved ID from this cookie when it opens
      if (saveId) reply.setCookie(COOKIES.saveId, member.loginId, { ...cookieBase(request), maxAge: SAVE_ID_MAX_AGE_S });
      else if (request.cookies[COOKIES.saveId]) reply.clearCookie(COOKIES.saveId, cookieBase(request));

      return { result: 'ok' as const, me: meOf(member) };
    },
  );
};
export default signInRoutes;
