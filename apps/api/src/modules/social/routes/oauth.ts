import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  COOKIES,
  DEVICES,
  errorBody,
  loginIdField,
  messageText,
  nicknameWireField,
  SOCIAL_PROVIDERS,
  signInResult,
  signUpError,
  type MessageKey,
  type SocialProvider,
} from '@luvcast/contracts';
import type { MemberRow } from '@luvcast/db';
import { hashOpaqueToken, hashPassword, isAllowedOrigin, newOpaqueToken, pkceS256Challenge } from '@luvcast/server-auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { resolveBrand } from '@luvcast/brand-config';
import { cookieBase } from '../../../plugins/app/site-cookies';
import { socialLoginOn } from '../../site/site.service';
import { referralPartnerCode, resolveRecommender } from '../../account/account.service';
import { deriveKey, OAuthError, type SocialProfile } from '../../../providers';
import { isAdultBirthday, meOf, openSession } from '../../auth/auth.service';
import type { App, RoutePlugin } from '../../../types';

/** The short-lived cookie binding an authorization request's state to this browser. */
export const OAUTH_STATE_COOKIE = 'luv_oauth_state';

const providerParams = v.object({ provider: v.picklist(SOCIAL_PROVIDERS, 'common.notFound') });
const authorizeQuery = v.object({ callbackURL: v.optional(v.string(), '') });
const callbackBody = v.object({
  code: v.pipe(v.string('auth.social.unknownError'), v.nonEmpty('auth.social.unknownError'), v.maxLength(2000, 'auth.social.unknownError')),
  state: v.pipe(v.string('auth.social.unknownError'), v.nonEmpty('auth.social.unknownError'), v.maxLength(4000, 'auth.social.unknownError')),
});
const signupNeeded = v.object({
  result: v.literal('signup'),
  signup: v.literal(true),
  signupToken: v.string(),
  nickname: v.optional(v.string()),
  email: v.optional(v.string()),
  callbackURL: v.optional(v.string()),
});
const callbackResult = v.union([v.object({ result: v.literal('ok'), me: signInResult.entries.me, callbackURL: v.optional(v.string()) }), signupNeeded]);
const token = v.optional(v.pipe(v.string(), v.maxLength(4000, 'auth.social.unknownError')), '');
const socialSignUpBody = v.object({
  signupToken: token,
  accessToken: token,
  nickname: nicknameWireField,
  loginId: v.optional(v.union([v.literal(''), loginIdField]), ''),
  recommendId: v.optional(v.pipe(v.string(), v.maxLength(15, 'auth.recommender.notFound')), ''),
  partnerCode: v.optional(v.pipe(v.string(), v.maxLength(30, 'common.badRequest')), ''),
  authKey: v.optional(v.pipe(v.string(), v.maxLength(200, 'auth.identity.required')), ''),
  countryCodes: v.optional(v.union([v.number(), v.string(), v.array(v.union([v.number(), v.string()]))])),
  device: v.optional(v.picklist(DEVICES), 'PCWEB'),
});
const tokenLoginBody = v.object({
  accessToken: v.pipe(v.string('auth.social.unknownError'), v.nonEmpty('auth.social.unknownError'), v.maxLength(4000, 'auth.social.unknownError')),
  device: v.optional(v.picklist(DEVICES), 'PCWEB'),
  tokenType: v.optional(v.string()),
  memberId: v.optional(v.union([v.string(), v.number()])),
});

interface StateClaims {
  provider: SocialProvider;
  redirectUri: string;
  callbackURL: string;
  /** sha256(base64url) of the luv_oauth_state cookie: the state never carries the cookie itself. */
  bindingHash: string;
}

/**
 * Social login: OAuth2 authorization-code flows against the configured endpoints (OAUTH_<P>_*).
 * - GET /api/auth/oauth/{provider}/authorize?callbackURL= (also /auth/oauth/... for a top-level
 *   navigation, which carries no client header) -> 302 to the provider. The state is a signed (not
 *   encrypted) JWT carrying only sha256 of the random HttpOnly luv_oauth_state cookie, and is spent
 *   once (nonces `oauth-state:<hash>`); PKCE S256 with a verifier derived from that cookie and the
 *   server key (never sent to the browser). Whoever sees the callback URL (code + state) learns
 *   neither the cookie nor the verifier, so the code is redeemable only with that cookie.
 *   redirect_uri = <site origin>/callback/{provider}/authorize (site = callbackURL's origin when
 *   allowed, else the Referer's, else this API host's site).
 * - POST /api/auth/oauth/{provider}/callback {code, state} -> signed in `{ result: 'ok', me }`
 *   (session cookies) or `{ result: 'signup', signup: true, signupToken, nickname?, email? }`.
 * - POST /api/auth/signup/oauth/{provider} {signupToken | accessToken, nickname, loginId?, ...}
 *   creates the member, links the account and signs in.
 * - POST /api/auth/signin/oauth/{provider} {accessToken, device?} validates the token at the
 *   provider's user-info endpoint and signs the linked member in (or answers the signup shape).
 * Failures answer 400 with the auth.social.unknownError text unless a more precise one exists
 * (a withdrawn member: 400 탈퇴한 계정입니다., the password sign-in's text; a blocked one: 423).
 * Every route answers 400 auth.social.unavailable for a provider without a client id or whose
 * platform switch (isSnsLogin<P>, as GET /api/guest/channeling-switching answers it for the
 * request host's brand) is off.
 */
const oauthRoutes: RoutePlugin = async (app) => {
  const key = new TextEncoder().encode(deriveKey(app.config.jwtSecret, 'oauth'));
  const fail = (request: FastifyRequest, reply: FastifyReply, k: MessageKey = 'auth.social.unknownError', status = 400) =>
    reply.code(status).send({ msg: messageText(k, request.locale) });

  /** The provider has a client id and its switch is on for the request host's brand. */
  const available = async (request: FastifyRequest, provider: SocialProvider) =>
    app.providers.oauth.enabled(provider) && (await socialLoginOn(app, resolveBrand(request.host), provider));

  /** PKCE verifier (43 base64url chars): only this server, given the browser's state cookie, knows it. */
  const pkceVerifier = (binding: string) => createHmac('sha256', key).update(`pkce:${binding}`).digest('base64url');
  const pkceChallenge = (binding: string) => pkceS256Challenge(pkceVerifier(binding));
  const bindingHash = (binding: string) => createHash('sha256').update(binding).digest('base64url');

  const siteOrigin = (request: FastifyRequest, callbackURL: string): string => {
    for (const candidate of [callbackURL, request.headers.referer]) {
      if (!candidate) continue;
      try {
        const origin = new URL(candidate).origin;
        if (isAllowedOrigin(origin, request.host, app.config)) return origin;
      } catch {
        // not an absolute URL
      }
    }
    const host = request.host.replace(/^api\./, '');
    return `${request.protocol}://${host}`;
  };

  const authorize = async (request: FastifyRequest<{ Params: { provider: SocialProvider }; Querystring: { callbackURL: string } }>, reply: FastifyReply) => {
    const { provider } = request.params;
    if (!(await available(request, provider))) return fail(request, reply, 'auth.social.unavailable');
    const origin = siteOrigin(request, request.query.callbackURL);
    const redirectUri = `${origin}/callback/${provider}/authorize`;
    const binding = randomBytes(18).toString('base64url');
    const state = await new SignJWT({ p: provider, r: redirectUri, c: request.query.callbackURL.slice(0, 500), h: bindingHash(binding) })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('oauth-state')
      .setExpirationTime(Math.floor(Date.now() / 1000) + app.config.oauthStateTtlS)
      .sign(key);
    reply.setCookie(OAUTH_STATE_COOKIE, binding, { ...cookieBase(request), httpOnly: true, maxAge: app.config.oauthStateTtlS });
    return reply.redirect(app.providers.oauth.authorizeUrl(provider, { state, redirectUri, codeChallenge: pkceChallenge(binding) }), 302);
  };

  const readState = async (state: string): Promise<StateClaims | null> => {
    try {
      const { payload } = await jwtVerify(state, key, { audience: 'oauth-state', algorithms: ['HS256'] });
      if (typeof payload.p !== 'string' || typeof payload.r !== 'string' || typeof payload.h !== 'string') return null;
      return { provider: payload.p as SocialProvider, redirectUri: payload.r, callbackURL: typeof payload.c === 'string' ? payload.c : '', bindingHash: payload.h };
    } catch {
      return null;
    }
  };

  const signupToken = (provider: SocialProvider, profile: SocialProfile) =>
    new SignJWT({ p: provider, s: profile.subject, n: profile.nickname ?? '', e: profile.email ?? '' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('oauth-signup')
      .setExpirationTime(Math.floor(Date.now() / 1000) + app.config.oauthSignupTtlS)
      .sign(key);

  const readSignupToken = async (provider: SocialProvider, tokenValue: string): Promise<SocialProfile | null> => {
    try {
      const { payload } = await jwtVerify(tokenValue, key, { audience: 'oauth-signup', algorithms: ['HS256'] });
      if (payload.p !== provider || typeof payload.s !== 'string') return null;
      return { subject: payload.s, nickname: typeof payload.n === 'string' && payload.n ? payload.n : undefined, email: typeof payload.e === 'string' && payload.e ? payload.e : undefined };
    } catch {
      return null;
    }
  };

  /** Signed in as the linked member, or the signup shape; null for a blocked/withdrawn member. */
  const signInOrSignup = async (request: FastifyRequest, reply: FastifyReply, provider: SocialProvider, profile: SocialProfile, device: string, callbackURL?: string) => {
    const memberId = await app.socialAccounts.findMemberId(provider, profile.subject);
    const member = memberId === undefined ? undefined : await app.members.findById(memberId);
    if (!member) {
      return {
        result: 'signup' as const,
        signup: true as const,
        signupToken: await signupToken(provider, profile),
        ...(profile.nickname ? { nickname: profile.nickname } : {}),
        ...(profile.email ? { email: profile.email } : {}),
        ...(callbackURL ? { callbackURL } : {}),
      };
    }
    if (member.status === 'blocked') return fail(request, reply, 'auth.signin.blocked', 423);
    // same text as the password sign-in (401 there); this route keeps its 400 for every refusal but a block (423)
    if (member.expiredAt) return fail(request, reply, 'auth.signin.withdrawn');
    await openSession(app, request, reply, member, { keep: false, device });
    return { result: 'ok' as const, me: meOf(member), ...(callbackURL ? { callbackURL } : {}) };
  };

  for (const path of ['/api/auth/oauth/:provider/authorize', '/auth/oauth/:provider/authorize']) {
    app.get(path, { schema: { tags: ['auth'], params: providerParams, querystring: authorizeQuery, response: { 400: errorBody } } }, authorize);
  }

  app.post(
    '/api/auth/oauth/:provider/callback',
    { schema: { tags: ['auth'], params: providerParams, body: callbackBody, response: { 200: callbackResult, 400: errorBody, 423: errorBody } } },
    async (request, reply) => {
      const { provider } = request.params;
      if (!(await available(request, provider))) return fail(request, reply, 'auth.social.unavailable');
      const claims = await readState(request.body.state);
      const cookie = request.cookies[OAUTH_STATE_COOKIE];
      if (!claims || claims.provider !== provider || !cookie || bindingHash(cookie) !== claims.bindingHash) return fail(request, reply);
      if (!(await app.nonces.use(`oauth-state:${claims.bindingHash}`, app.config.oauthStateTtlS + 60))) return fail(request, reply);
      reply.clearCookie(OAUTH_STATE_COOKIE, { ...cookieBase(request), httpOnly: true });
      let profile: SocialProfile;
      try {
        const accessToken = await app.providers.oauth.exchangeCode(provider, {
          code: request.body.code,
          redirectUri: claims.redirectUri,
          state: request.body.state,
          codeVerifier: pkceVerifier(cookie),
        });
        profile = await app.providers.oauth.userInfo(provider, accessToken);
      } catch (err) {
        if (!(err instanceof OAuthError)) throw err;
        request.log.info({ err, provider }, 'oauth callback refused');
        return fail(request, reply);
      }
      return signInOrSignup(request, reply, provider, profile, 'PCWEB', claims.callbackURL || undefined);
    },
  );

  app.post(
    '/api/auth/signin/oauth/:provider',
    { schema: { tags: ['auth'], params: providerParams, body: tokenLoginBody, response: { 200: callbackResult, 400: errorBody, 423: errorBody } } },
    async (request, reply) => {
      const { provider } = request.params;
      if (!(await available(request, provider))) return fail(request, reply, 'auth.social.unavailable');
      let profile: SocialProfile;
      try {
        profile = await app.providers.oauth.userInfo(provider, request.body.accessToken);
      } catch (err) {
        if (!(err instanceof OAuthError)) throw err;
        return fail(request, reply);
      }
      return signInOrSignup(request, reply, provider, profile, request.body.device);
    },
  );

  /** Creates the member (a broadcaster with a channel when `broadcaster`), links the account, signs in. */
  const socialSignUp = async (request: FastifyRequest, reply: FastifyReply, provider: SocialProvider, b: v.InferOutput<typeof socialSignUpBody>, broadcaster: boolean) => {
    const refuse = (k: MessageKey) => reply.code(400).send({ error: messageText(k, request.locale), error_msg: messageText(k, request.locale), code: k });
    if (!(await available(request, provider))) return refuse('auth.social.unavailable');

    let profile: SocialProfile | null = null;
    if (b.signupToken) profile = await readSignupToken(provider, b.signupToken);
    else if (b.accessToken) {
      try {
        profile = await app.providers.oauth.userInfo(provider, b.accessToken);
      } catch (err) {
        if (!(err instanceof OAuthError)) throw err;
      }
    }
    if (!profile) return refuse('auth.social.unknownError');
    if ((await app.socialAccounts.findMemberId(provider, profile.subject)) !== undefined) return refuse('auth.social.alreadyLinked');
    if (await app.members.nicknameTaken(b.nickname)) return refuse('auth.nickname.taken');
    if (b.loginId && (await app.members.loginIdTaken(b.loginId))) return refuse('auth.id.taken');
    const recommender = await resolveRecommender(app, b.recommendId);
    if (!recommender) return refuse('auth.recommender.notFound');
    const partnerCode = await referralPartnerCode(app, b.partnerCode, request.cookies[COOKIES.partnerCode]);

    let identity: Awaited<ReturnType<typeof app.identityVerifications.findUsableByAuthKeyHash>>;
    if (b.authKey) {
      identity = await app.identityVerifications.findUsableByAuthKeyHash(hashOpaqueToken(b.authKey), ['personal-signup', 'personal']);
      if (!identity) return refuse('auth.identity.required');
    }
    const loginId = b.loginId || (await freeLoginId(app, provider));
    const passwordHash = await hashPassword(newOpaqueToken()); // nobody knows it: no password sign-in until one is set
    const country = Array.isArray(b.countryCodes) ? b.countryCodes[0] : b.countryCodes;
    const countryCode = country !== undefined && /^\d{1,5}$/.test(String(country)) ? Number(country) : null;

    let member: MemberRow | undefined;
    try {
      member = await app.db.transaction(async (tx) => {
        if (identity && !(await app.identityVerifications.consume(identity.id, tx))) throw new SignupRefused('auth.identity.required');
        const created = await app.members.create(
          {
            loginId,
            passwordHash,
            nickname: b.nickname,
            name: identity?.name ?? '',
            identityVerified: !!identity,
            gender: identity?.gender ?? null,
            birthday: identity?.birthday ?? null,
            phone: identity?.phone ?? null,
            countryCode,
            isAdult: isAdultBirthday(identity?.birthday),
            recommendId: recommender.recommendId,
            partnerCode: partnerCode ?? recommender.partnerCode,
            ...(broadcaster ? { role: 'J' as const } : {}),
          },
          tx,
        );
        if (!(await app.socialAccounts.link({ memberId: created.id, provider, subject: profile.subject, email: profile.email }, tx))) {
          throw new SignupRefused('auth.social.alreadyLinked');
        }
        if (broadcaster) await app.channels.create({ ownerId: created.id, title: `${created.nickname}의 방송` }, tx);
        return created;
      });
    } catch (err) {
      if (err instanceof SignupRefused) return refuse(err.key);
      // a concurrent sign-up took the login ID or nickname (unique indexes)
      if ((err as { code?: string }).code === '23505' || /unique|duplicate/i.test(String((err as Error).message))) return refuse('auth.nickname.taken');
      throw err;
    }
    await openSession(app, request, reply, member, { keep: false, device: b.device });
    return { result: 'ok' as const, me: meOf(member) };
  };

  app.post(
    '/api/auth/signup/oauth/:provider',
    { schema: { tags: ['auth'], params: providerParams, body: socialSignUpBody, response: { 200: signInResult, 400: signUpError } } },
    (request, reply) => socialSignUp(request, reply, request.params.provider, request.body, false),
  );

  // spec §7: new broadcasters sign up with Kakao here; the member is a broadcaster (role J) with a channel
  app.post(
    '/v3/api/m/signup/kakao',
    { schema: { tags: ['auth'], body: socialSignUpBody, response: { 200: signInResult, 400: signUpError } } },
    (request, reply) => socialSignUp(request, reply, 'kakao', request.body, true),
  );
};
export default oauthRoutes;

class SignupRefused extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** A free login ID for a social member: provider initial + random lower-case letters/digits (6-15, not all digits). */
async function freeLoginId(app: App, provider: SocialProvider): Promise<string> {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  for (;;) {
    const bytes = randomBytes(10);
    const id = provider.slice(0, 2) + Array.from(bytes, (x) => alphabet[x % alphabet.length]).join('');
    if (!(await app.members.loginIdTaken(id))) return id;
  }
}
