import { randomUUID } from 'node:crypto';
import { errorBody, messageText, type MessageKey } from '@luvcast/contracts';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { clearSessionCookies } from '../../../plugins/app/site-cookies';
import type { RoutePlugin } from '../../../types';
import { maskLoginId, membersWithPhone, phoneMatches, spendVerification } from '../../verification/verification.service';

/** Audience of password-reset tokens (never accepted as access tokens, whose audience is `luvcast`). */
export const RESET_AUDIENCE = 'luvcast-password-reset';
const RESET_TOKEN_TTL_S = 10 * 60;

const loginIdParam = v.pipe(v.string(), v.trim(), v.nonEmpty('auth.id.empty'), v.maxLength(15, 'auth.id.pattern'));
const proof = {
  authKey: v.optional(v.pipe(v.string(), v.maxLength(200, 'common.badRequest'))),
  phoneVerificationToken: v.optional(v.pipe(v.string(), v.maxLength(200, 'common.badRequest'))),
};
const findQuery = v.object({ loginId: v.optional(v.pipe(v.string(), v.maxLength(15, 'auth.id.pattern'))), type: v.picklist(['id', 'password'], 'common.badRequest') });
const findResult = v.object({ result: v.literal('ok'), verification: v.picklist(['identity', 'phone']) });
const findIdBody = v.object({ type: v.optional(v.literal('id'), 'id'), ...proof });
const findIdResult = v.object({ result: v.literal('ok'), loginIds: v.array(v.string()) });
const findPasswordBody = v.object({ type: v.optional(v.literal('password'), 'password'), loginId: loginIdParam, ...proof });
const findPasswordResult = v.object({ result: v.literal('ok'), authToken: v.string(), expiresIn: v.number() });
const expireBody = v.object({ loginId: loginIdParam, ...proof });
const okResult = v.object({ result: v.literal('ok') });

/**
 * Find ID / find password / membership withdrawal. Each confirm step spends one verification
 * (identity result by authKey, or confirmed phone verification by phoneVerificationToken) of the
 * flow's type: id, password or expire.
 */
const accountRecoveryRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/auth/signin/find',
    {
      schema: {
        tags: ['auth'],
        description:
          'Which verification the find flow of this login ID takes: phone for foreign members, identity otherwise ' +
          '(type id without loginId: identity). Unknown or withdrawn login ID: 404 auth.find.notFound.',
        querystring: findQuery,
        response: { 200: findResult, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { loginId, type } = request.query;
      if (!loginId && type === 'id') return { result: 'ok' as const, verification: 'identity' as const };
      const member = loginId ? await app.members.findByLoginId(loginId) : undefined;
      if (!member || member.expiredAt) {
        return reply.code(404).send({ msg: messageText('auth.find.notFound', request.locale), code: 'auth.find.notFound' });
      }
      return { result: 'ok' as const, verification: member.isForeigner ? ('phone' as const) : ('identity' as const) };
    },
  );

  app.post(
    '/api/auth/signin/find-id/confirm',
    {
      schema: {
        tags: ['auth'],
        description:
          'Spends a verification of type id (identity authKey, or phone token of purpose id/find-id) and answers the ' +
          'masked login IDs registered with its phone number (first 3 characters shown). No verification: 400 ' +
          'auth.verification.required; no member: 404 auth.find.notFound (the verification is kept).',
        body: findIdBody,
        response: { 200: findIdResult, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      let found: string[] = [];
      let verified = false;
      const contact = await spendVerification(app, 'id', request.body, async (c) => {
        verified = true;
        found = (await membersWithPhone(app, c)).map((m) => m.loginId);
        return found.length > 0;
      });
      if (!contact) {
        const key: MessageKey = verified ? 'auth.find.notFound' : 'auth.verification.required';
        return reply.code(key === 'auth.find.notFound' ? 404 : 400).send({ msg: messageText(key, request.locale), code: key });
      }
      return { result: 'ok' as const, loginIds: found.map(maskLoginId) };
    },
  );

  app.post(
    '/api/auth/signin/find-password/confirm',
    {
      schema: {
        tags: ['auth'],
        description:
          'Spends a verification of type password whose phone matches the member of loginId and answers an authToken ' +
          '(10 minutes, one use) for PUT /api/oauth/password. Otherwise 400 auth.verification.required.',
        body: findPasswordBody,
        response: { 200: findPasswordResult, 400: errorBody },
      },
    },
    async (request, reply) => {
      const member = await app.members.findByLoginId(request.body.loginId);
      const contact = member && !member.expiredAt ? await spendVerification(app, 'password', request.body, (c) => phoneMatches(member, c)) : null;
      if (!member || !contact) {
        return reply.code(400).send({ msg: messageText('auth.verification.required', request.locale), code: 'auth.verification.required' });
      }
      const authToken = await new SignJWT({ lid: member.loginId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(member.id))
        .setIssuer('luvcast')
        .setAudience(RESET_AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + RESET_TOKEN_TTL_S)
        .sign(new TextEncoder().encode(app.config.jwtSecret));
      return { result: 'ok' as const, authToken, expiresIn: RESET_TOKEN_TTL_S };
    },
  );

  app.post(
    '/api/auth/expire',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        description:
          'Membership withdrawal of the signed-in member (loginId must be theirs, else 403). Spends a verification of ' +
          'type expire (identity result of this member or matching phone, or phone token of purpose expire with the ' +
          "member's phone); stamps expired_at, ends every session and clears the cookies. A withdrawn member cannot sign in.",
        body: expireBody,
        response: { 200: okResult, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const me = request.member!;
      if (request.body.loginId !== me.loginId) return reply.code(403).send({ msg: messageText('common.forbidden', request.locale), code: 'common.forbidden' });
      const contact = await spendVerification(app, 'expire', request.body, (c) => c.memberId === me.id || phoneMatches(me.row, c));
      if (!contact) {
        return reply.code(400).send({ msg: messageText('auth.verification.required', request.locale), code: 'auth.verification.required' });
      }
      await app.members.expire(me.id);
      await app.sessions.revokeAllOfMember(me.id);
      clearSessionCookies(request, reply);
      return { result: 'ok' as const };
    },
  );
};
export default accountRecoveryRoutes;
