import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '@luvcast/brand-config';
import { isAdultOn, type MessageKey, type SocialProvider, type socialSignUpBody } from '@luvcast/contracts';
import type { Db, MemberRow } from '@luvcast/db';
import { hashPassword, isAllowedOrigin, newOpaqueToken } from '@luvcast/server-auth';
import type * as v from 'valibot';
import { refusal } from '../../plugins/app/errors';
import { OAuthError, type SocialProfile } from '../../providers';
import type { App, IssuedSession, Refusal } from '../../types';
import { meOf } from '../auth/auth.service';
import {
  bindingHash,
  newStateBinding,
  pkceChallenge,
  pkceVerifier,
  readOAuthState,
  readSocialSignupToken,
  signOAuthState,
  signSocialSignupToken,
  type OAuthStateClaims,
} from '../auth/tokens';

export type SocialServiceDeps = Pick<
  App,
  'db' | 'config' | 'providers' | 'nonces' | 'members' | 'socialAccounts' | 'channels' | 'identityVerifications' | 'siteService' | 'authService' | 'accountService' | 'verificationService'
>;

/** The short-lived cookie binding an authorization request's state to this browser. */
export const OAUTH_STATE_COOKIE = 'luv_oauth_state';

/** Signed in as the linked member (session cookies to set), or the sign-up shape for a new one. */
export type SocialSignInOutcome =
  | { result: 'ok'; me: ReturnType<typeof meOf>; callbackURL?: string; session: IssuedSession }
  | { result: 'signup'; signup: true; signupToken: string; nickname?: string; email?: string; callbackURL?: string };

class SignupRefused extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** A refusal of the social routes: 400 `{ msg }` (auth.social.unknownError unless a more precise one applies). */
const refuse = (key: MessageKey = 'auth.social.unknownError', status = 400) => refusal(key, status, { code: false });

/**
 * Social login: OAuth2 authorization-code flows against the configured endpoints (OAUTH_<P>_*),
 * with a state bound to the browser by an HttpOnly cookie and PKCE (modules/auth/tokens.ts), the
 * sign-in of the linked member, and the social sign-up (a member, their link, and for broadcasters
 * a channel, in one transaction). A provider is available when it has a client id and its
 * platform switch (isSnsLogin<P>, siteService.socialLoginOn) is on for the request host's brand.
 */
export function createSocialService(app: SocialServiceDeps) {
  const secret = () => app.config.jwtSecret;

  /** The site the provider sends the browser back to: callbackURL's origin when allowed, else the Referer's, else this API host's site. */
  function siteOrigin(candidates: Array<string | undefined>, host: string, protocol: string): string {
    for (const candidate of candidates) {
      if (!candidate) continue;
      try {
        const origin = new URL(candidate).origin;
        if (isAllowedOrigin(origin, host, app.config)) return origin;
      } catch {
        // not an absolute URL
      }
    }
    return `${protocol}://${host.replace(/^api\./, '')}`;
  }

  const service = {
    /** The provider has a client id and its switch is on for the brand. */
    available: async (brand: Brand, provider: SocialProvider) => app.providers.oauth.enabled(provider) && (await app.siteService.socialLoginOn(brand, provider)),

    /**
     * Starts an authorization-code flow: the provider's authorize URL (redirect_uri =
     * <site origin>/callback/{provider}/authorize, a signed state carrying only the hash of the
     * random state cookie `binding`, PKCE S256 from that cookie and the server key).
     */
    async authorize(input: { brand: Brand; provider: SocialProvider; callbackURL: string; referer?: string; host: string; protocol: string }): Promise<Refusal | { location: string; binding: string }> {
      const { provider, callbackURL } = input;
      if (!(await service.available(input.brand, provider))) return refuse('auth.social.unavailable');
      const redirectUri = `${siteOrigin([callbackURL, input.referer], input.host, input.protocol)}/callback/${provider}/authorize`;
      const binding = newStateBinding();
      const state = await signOAuthState(secret(), { provider, redirectUri, callbackURL: callbackURL.slice(0, 500), bindingHash: bindingHash(binding) }, app.config.oauthStateTtlS);
      return { location: app.providers.oauth.authorizeUrl(provider, { state, redirectUri, codeChallenge: pkceChallenge(secret(), binding) }), binding };
    },

    /** The state of a callback when it is this provider's, bound to this browser's cookie and not spent before (it is spent now). */
    async spendState(provider: SocialProvider, state: string, cookie: string | undefined): Promise<OAuthStateClaims | null> {
      const claims = await readOAuthState(secret(), state);
      if (!claims || claims.provider !== provider || !cookie || bindingHash(cookie) !== claims.bindingHash) return null;
      return (await app.nonces.use(`oauth-state:${claims.bindingHash}`, app.config.oauthStateTtlS + 60)) ? claims : null;
    },

    /** Redeems the code (with the PKCE verifier of the state cookie) and reads the profile; null when the provider refuses. */
    async profileFromCode(provider: SocialProvider, input: { code: string; state: string; claims: OAuthStateClaims; cookie: string }, log: FastifyBaseLogger): Promise<SocialProfile | null> {
      try {
        const accessToken = await app.providers.oauth.exchangeCode(provider, {
          code: input.code,
          redirectUri: input.claims.redirectUri,
          state: input.state,
          codeVerifier: pkceVerifier(secret(), input.cookie),
        });
        return await app.providers.oauth.userInfo(provider, accessToken);
      } catch (err) {
        if (!(err instanceof OAuthError)) throw err;
        log.info({ err, provider }, 'oauth callback refused');
        return null;
      }
    },

    /** The profile behind a provider access token a client holds; null when the provider refuses it or it was issued to another app. */
    async profileFromToken(provider: SocialProvider, accessToken: string): Promise<SocialProfile | null> {
      try {
        return await app.providers.oauth.userInfoOfClientToken(provider, accessToken);
      } catch (err) {
        if (!(err instanceof OAuthError)) throw err;
        return null;
      }
    },

    /**
     * Signs the linked member in, or answers the sign-up shape with a signed signupToken. A blocked
     * member 423, a withdrawn one 400 탈퇴한 계정입니다. (the password sign-in's text; 401 there).
     */
    async signInOrSignup(brand: Brand, provider: SocialProvider, profile: SocialProfile, device: string, callbackURL?: string): Promise<Refusal | SocialSignInOutcome> {
      const memberId = await app.socialAccounts.findMemberId(provider, profile.subject);
      const member = memberId === undefined ? undefined : await app.members.findById(memberId);
      if (!member) {
        return {
          result: 'signup',
          signup: true,
          signupToken: await signSocialSignupToken(secret(), provider, profile, app.config.oauthSignupTtlS),
          ...(profile.nickname ? { nickname: profile.nickname } : {}),
          ...(profile.email ? { email: profile.email } : {}),
          ...(callbackURL ? { callbackURL } : {}),
        };
      }
      if (member.status === 'blocked') return refuse('auth.signin.blocked', 423);
      if (member.expiredAt) return refuse('auth.signin.withdrawn');
      const session = await app.authService.openSession(member, { brand: brand.id, keep: false, device });
      return { result: 'ok', me: meOf(member), ...(callbackURL ? { callbackURL } : {}), session };
    },

    /**
     * POST /api/auth/signup/oauth/{provider} and /v3/api/m/signup/kakao (`broadcaster`: role J with a
     * channel): checks the provider token, the nickname / login ID / recommender, spends the
     * identity verification when given, then member, social link and channel in one transaction.
     * Refusals are answered in the sign-up error shape.
     */
    async signUp(input: { brand: Brand; provider: SocialProvider; body: v.InferOutput<typeof socialSignUpBody>; broadcaster: boolean; partnerCookie?: string }): Promise<Refusal | { member: MemberRow; session: IssuedSession }> {
      const { provider, body: b, broadcaster } = input;
      if (!(await service.available(input.brand, provider))) return refuse('auth.social.unavailable');
      let profile: SocialProfile | null = null;
      if (b.signupToken) profile = await readSocialSignupToken(secret(), provider, b.signupToken);
      else if (b.accessToken) profile = await service.profileFromToken(provider, b.accessToken);
      if (!profile) return refuse();
      if ((await app.socialAccounts.findMemberId(provider, profile.subject)) !== undefined) return refuse('auth.social.alreadyLinked');
      if (await app.members.nicknameTaken(b.nickname)) return refuse('auth.nickname.taken');
      if (b.loginId && (await app.members.loginIdTaken(b.loginId))) return refuse('auth.id.taken');
      const recommender = await app.accountService.resolveRecommender(b.recommendId);
      if (!recommender) return refuse('auth.recommender.notFound');
      const partnerCode = await app.accountService.referralPartnerCode(b.partnerCode, input.partnerCookie);

      let identity: Awaited<ReturnType<typeof app.verificationService.usableSignUpIdentity>>;
      if (b.authKey) {
        identity = await app.verificationService.usableSignUpIdentity(b.authKey);
        if (!identity) return refuse('auth.identity.required');
      }
      const loginId = b.loginId || (await freeLoginId(provider));
      const passwordHash = await hashPassword(newOpaqueToken()); // nobody knows it: no password sign-in until one is set
      const country = Array.isArray(b.countryCodes) ? b.countryCodes[0] : b.countryCodes;
      const countryCode = country !== undefined && /^\d{1,5}$/.test(String(country)) ? Number(country) : null;
      const linked = profile;

      let member: MemberRow;
      try {
        member = await app.db.transaction(async (t) => {
          const tx = t as unknown as Db;
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
              isAdult: isAdultOn(identity?.birthday),
              recommendId: recommender.recommendId,
              partnerCode: partnerCode ?? recommender.partnerCode,
              brand: input.brand.id,
              ...(broadcaster ? { role: 'J' as const } : {}),
            },
            tx,
          );
          if (!(await app.socialAccounts.link({ memberId: created.id, provider, subject: linked.subject, email: linked.email }, tx))) {
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
      return { member, session: await app.authService.openSession(member, { brand: input.brand.id, keep: false, device: b.device }) };
    },
  };

  /** A free login ID for a social member: provider initial + random lower-case letters/digits (6-15, not all digits). */
  async function freeLoginId(provider: SocialProvider): Promise<string> {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    for (;;) {
      const bytes = randomBytes(10);
      const id = provider.slice(0, 2) + Array.from(bytes, (x) => alphabet[x % alphabet.length]).join('');
      if (!(await app.members.loginIdTaken(id))) return id;
    }
  }

  return service;
}
export type SocialService = ReturnType<typeof createSocialService>;
