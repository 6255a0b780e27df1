import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, errorBody, messageText, signInBody, signInResult } from '@luvcast/contracts';
import { verifyPassword } from '@luvcast/server-auth';
import { cookieBase } from '../../../plugins/app/site-cookies';
import { meOf, openSession } from '../auth.service';
import type { App, RoutePlugin } from '../../../types';

const SAVE_ID_MAX_AGE_S = 365 * 86_400;

/** Seconds until the current fixed window of `windowS` ends (windows are aligned to the epoch). */
const windowLeftS = (windowS: number) => windowS - (Math.floor(Date.now() / 1000) % windowS);

const pairKey = (loginId: string, ip: string) => `signin:pair:${loginId}:${ip}`;
const ipKey = (ip: string) => `signin:ip:${ip}`;
const idKey = (loginId: string) => `signin:id:${loginId}`;

/**
 * The sign-in abuse limits (docs/adr/0008-sign-in-limits.md), counted in rate_limits so every API
 * instance shares them, each counted atomically BEFORE the password is verified, so parallel
 * requests cannot slip through between a check and a count:
 * 1. pair (login ID, address): SIGNIN_PAIR_MAX_FAILS failures lock that pair for the window;
 * 2. address: SIGNIN_IP_MAX_FAILS failures refuse the address for the window (far higher: a
 *    carrier NAT puts thousands of members on one address);
 * 3. login ID from anywhere: SIGNIN_FAILS_BEFORE_DELAY attempts pass at once, later ones are
 *    spaced out by a growing interval (step x excess, capped) — a refused one is told how long.
 * Every refusal is 429 auth.signin.tooMany with Retry-After, answered at once (no held sockets).
 * A success clears the pair and the login ID and takes its attempt back from the address.
 * Unknown IDs are counted like known ones.
 */
async function admitSignIn(app: App, request: FastifyRequest, reply: FastifyReply, loginId: string): Promise<'admitted' | 'refused'> {
  const c = app.config.signIn;
  const refuse = (retryAfterS: number) => {
    reply.code(429).header('Retry-After', String(Math.max(1, Math.ceil(retryAfterS))));
    return 'refused' as const;
  };
  if ((await app.rateLimits.hit(pairKey(loginId, request.ip), c.windowS)) > c.pairMaxFails) return refuse(windowLeftS(c.windowS));
  if ((await app.rateLimits.hit(ipKey(request.ip), c.windowS)) > c.ipMaxFails) return refuse(windowLeftS(c.windowS));
  const slot = await app.rateLimits.throttle(idKey(loginId), c.windowS, { free: c.failsBeforeDelay, stepMs: c.delayStepMs, maxMs: c.maxDelayMs });
  if (!slot.allowed) return refuse(slot.retryAfterMs / 1000);
  return 'admitted';
}

/** After a right password: the attempt was no failure. */
async function forgiveSignIn(app: App, request: FastifyRequest, loginId: string): Promise<void> {
  const { windowS } = app.config.signIn;
  await Promise.all([
    app.rateLimits.reset(pairKey(loginId, request.ip)),
    app.rateLimits.reset(idKey(loginId)),
    app.rateLimits.release(ipKey(request.ip), windowS),
  ]);
}

/**
 * POST /v2/api/auth/signin. Unknown ID and wrong password both verify an Argon2id hash (same
 * time) and answer 401 with an empty msg; a withdrawn member with the right password gets 401
 * with the message 탈퇴한 계정입니다.; a blocked member gets 423; success sets the access and
 * refresh cookies and opens a session. Abuse limits: see admitSignIn.
 */
const signInRoutes: RoutePlugin = async (app) => {
  app.post(
    '/v2/api/auth/signin',
    { schema: { tags: ['auth'], body: signInBody, response: { 200: signInResult, 401: errorBody, 423: errorBody, 429: errorBody } } },
    async (request, reply) => {
      const { loginId, password, loginKeep, saveId, device } = request.body;
      const limits = app.config.signIn.limits;
      if (limits && (await admitSignIn(app, request, reply, loginId)) === 'refused') {
        return reply.send({ msg: messageText('auth.signin.tooMany', request.locale) });
      }

      const member = await app.members.findByLoginId(loginId);
      const valid = await verifyPassword(member?.passwordHash, password);
      if (!member || !valid) return reply.code(401).send({ msg: '' });
      if (limits) await forgiveSignIn(app, request, loginId);
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
