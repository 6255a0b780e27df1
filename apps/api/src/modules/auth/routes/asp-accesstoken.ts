import { errorBody } from '@luvcast/contracts';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { deriveKey } from '../../../providers';
import type { RoutePlugin } from '../../../types';

const aspTokenResult = v.object({ accessToken: v.string(), tokenType: v.literal('Bearer'), expiresIn: v.number() });
const aspTokenBody = v.optional(v.object({ aspCode: v.optional(v.pipe(v.string(), v.maxLength(50, 'common.badRequest'))) }), {});

/**
 * POST /v4/api/asp/accesstoken (signed-in members): a short-lived token an ASP partner page can
 * present for the member. A JWT (HS256, key derived from JWT_SECRET for the purpose "asp", so it
 * is never accepted as a session access token): iss luvcast, aud asp, sub = member id, lid =
 * login ID, asp = the aspCode sent (optional), exp = now + ASP_TOKEN_TTL_S (default 300 s).
 */
const aspAccessTokenRoutes: RoutePlugin = async (app) => {
  const key = new TextEncoder().encode(deriveKey(app.config.jwtSecret, 'asp'));
  app.post(
    '/v4/api/asp/accesstoken',
    { preHandler: app.authenticate, schema: { tags: ['asp'], body: aspTokenBody, response: { 200: aspTokenResult, 401: errorBody } } },
    async (request) => {
      const member = request.member!;
      const ttl = app.config.aspTokenTtlS;
      const accessToken = await new SignJWT({ lid: member.loginId, ...(request.body?.aspCode ? { asp: request.body.aspCode } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('luvcast')
        .setAudience('asp')
        .setSubject(String(member.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
        .sign(key);
      return { accessToken, tokenType: 'Bearer' as const, expiresIn: ttl };
    },
  );
};
export default aspAccessTokenRoutes;
