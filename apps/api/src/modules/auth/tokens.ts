import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { SocialProvider } from '@luvcast/contracts';
import { pkceS256Challenge } from '@luvcast/server-auth';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Every token, key and hash the API makes besides the session tokens themselves (access JWT and
 * opaque refresh token: @luvcast/server-auth, shared with chat): derived keys, the password-reset
 * token, the OAuth state, social sign-up token and PKCE verifier, the ASP partner token and the
 * SMS code HMAC. All HS256 / HMAC-SHA-256 from JWT_SECRET; a purpose gets a key of its own, so a
 * token of one kind is never accepted as another.
 */

const ISSUER = 'luvcast';
const nowS = () => Math.floor(Date.now() / 1000);
const bytes = (key: string) => new TextEncoder().encode(key);

/** A key of its own for a secret derived from another (e.g. the OAuth key from JWT_SECRET). */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

// --- password reset (POST /api/auth/signin/find-password/confirm -> PUT /api/oauth/password)

/** Audience of password-reset tokens (never accepted as access tokens, whose audience is `luvcast`). */
export const RESET_AUDIENCE = 'luvcast-password-reset';
export const RESET_TOKEN_TTL_S = 10 * 60;

export function signPasswordResetToken(secret: string, member: { id: number; loginId: string }): Promise<string> {
  return new SignJWT({ lid: member.loginId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(member.id))
    .setIssuer(ISSUER)
    .setAudience(RESET_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(nowS() + RESET_TOKEN_TTL_S)
    .sign(bytes(secret));
}

/** The claims of a valid, unexpired reset token (its `jti` is spent once by the caller), else null. */
export async function verifyPasswordResetToken(secret: string, token: string): Promise<{ sub?: string; jti?: string; lid?: unknown } | null> {
  try {
    const { payload } = await jwtVerify(token, bytes(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: RESET_AUDIENCE });
    return payload;
  } catch {
    return null;
  }
}

// --- social login: state, sign-up token, PKCE

const oauthKey = (secret: string) => bytes(deriveKey(secret, 'oauth'));

/** What the signed (not encrypted) OAuth state carries. */
export interface OAuthStateClaims {
  provider: SocialProvider;
  redirectUri: string;
  callbackURL: string;
  /** sha256(base64url) of the luv_oauth_state cookie: the state never carries the cookie itself */
  bindingHash: string;
}

/** A random value for the HttpOnly state cookie that binds an authorization request to this browser. */
export const newStateBinding = () => randomBytes(18).toString('base64url');
export const bindingHash = (binding: string) => createHash('sha256').update(binding).digest('base64url');

export function signOAuthState(secret: string, claims: OAuthStateClaims, ttlS: number): Promise<string> {
  return new SignJWT({ p: claims.provider, r: claims.redirectUri, c: claims.callbackURL, h: claims.bindingHash })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('oauth-state')
    .setExpirationTime(nowS() + ttlS)
    .sign(oauthKey(secret));
}

export async function readOAuthState(secret: string, state: string): Promise<OAuthStateClaims | null> {
  try {
    const { payload } = await jwtVerify(state, oauthKey(secret), { audience: 'oauth-state', algorithms: ['HS256'] });
    if (typeof payload.p !== 'string' || typeof payload.r !== 'string' || typeof payload.h !== 'string') return null;
    return { provider: payload.p as SocialProvider, redirectUri: payload.r, callbackURL: typeof payload.c === 'string' ? payload.c : '', bindingHash: payload.h };
  } catch {
    return null;
  }
}

/** Who the provider said the new member is, carried from the callback to the social sign-up. */
export interface SignupClaims {
  subject: string;
  nickname?: string;
  email?: string;
}

export function signSocialSignupToken(secret: string, provider: SocialProvider, profile: SignupClaims, ttlS: number): Promise<string> {
  return new SignJWT({ p: provider, s: profile.subject, n: profile.nickname ?? '', e: profile.email ?? '' })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('oauth-signup')
    .setExpirationTime(nowS() + ttlS)
    .sign(oauthKey(secret));
}

export async function readSocialSignupToken(secret: string, provider: SocialProvider, token: string): Promise<SignupClaims | null> {
  try {
    const { payload } = await jwtVerify(token, oauthKey(secret), { audience: 'oauth-signup', algorithms: ['HS256'] });
    if (payload.p !== provider || typeof payload.s !== 'string') return null;
    return {
      subject: payload.s,
      nickname: typeof payload.n === 'string' && payload.n ? payload.n : undefined,
      email: typeof payload.e === 'string' && payload.e ? payload.e : undefined,
    };
  } catch {
    return null;
  }
}

/** PKCE verifier (43 base64url chars): only this server, given the browser's state cookie, knows it. */
export const pkceVerifier = (secret: string, binding: string) => createHmac('sha256', oauthKey(secret)).update(`pkce:${binding}`).digest('base64url');
/** Its S256 code challenge (RFC 7636), sent with the authorization request. */
export const pkceChallenge = (secret: string, binding: string) => pkceS256Challenge(pkceVerifier(secret, binding));

// --- ASP partner token (POST /v4/api/asp/accesstoken)

/** HS256 with a key derived for "asp" (never a session token): iss luvcast, aud asp, sub member id, lid, asp. */
export function signAspToken(secret: string, member: { id: number; loginId: string }, aspCode: string | undefined, ttlS: number): Promise<string> {
  return new SignJWT({ lid: member.loginId, ...(aspCode ? { asp: aspCode } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience('asp')
    .setSubject(String(member.id))
    .setIssuedAt()
    .setExpirationTime(nowS() + ttlS)
    .sign(bytes(deriveKey(secret, 'asp')));
}

// --- SMS verification codes

/** The stored HMAC of an SMS code, bound to its row id (no table of 10^6 precomputed hashes). */
export const smsCodeHash = (secret: string, id: string, code: string) =>
  createHmac('sha256', deriveKey(secret, 'sms-code')).update(`${id}:${code}`).digest('hex');

// --- sanction appeal (the 423 of a sanctioned sign-in -> POST /api/cs/sanction-appeal)

const APPEAL_AUDIENCE = 'luvcast-sanction-appeal';
const appealKey = (secret: string) => bytes(deriveKey(secret, 'sanction-appeal'));

/** Lets a sanctioned member (who has no session) appeal one sanction for `ttlS` seconds. */
export function signSanctionAppealToken(secret: string, claims: { memberId: number; sanctionId: number }, ttlS: number): Promise<string> {
  return new SignJWT({ sid: claims.sanctionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.memberId))
    .setIssuer(ISSUER)
    .setAudience(APPEAL_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(nowS() + ttlS)
    .sign(appealKey(secret));
}

/** The member and sanction of a valid, unexpired appeal token, else null. */
export async function verifySanctionAppealToken(secret: string, token: string): Promise<{ memberId: number; sanctionId: number } | null> {
  try {
    const { payload } = await jwtVerify(token, appealKey(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: APPEAL_AUDIENCE });
    const memberId = Number(payload.sub);
    const sanctionId = payload['sid'];
    return Number.isSafeInteger(memberId) && typeof sanctionId === 'number' && Number.isSafeInteger(sanctionId) ? { memberId, sanctionId } : null;
  } catch {
    return null;
  }
}
