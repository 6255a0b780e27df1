import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { brands, type BrandId } from '@luvcast/brand-config';

/**
 * Access tokens (JWT, HS256) shared by apps/api and apps/chat through the same JWT_SECRET.
 * `sid` is the session family id (auth_sessions.family_id), `brd` the brand of the session.
 */
export interface AccessClaims {
  memberId: number;
  loginId: string;
  sessionId: string;
  /** shown in chat; refreshed with each new access token */
  nickname: string;
  /** the brand whose site opened the session (auth_sessions.brand): the token works on that brand's hosts only */
  brand: BrandId;
}

const isBrandId = (value: unknown): value is BrandId => typeof value === 'string' && Object.hasOwn(brands, value);

/** The development default of JWT_SECRET for the API and chat; both refuse it when NODE_ENV=production. */
export const DEV_JWT_SECRET = 'luvcast-dev-secret-do-not-use-in-production';

const ISSUER = 'luvcast';
const AUDIENCE = 'luvcast';

/** The JOSE header of every access token, base64url. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * Signs an access token: HS256 with node:crypto's HMAC, on the calling thread, as
 * verifyAccessToken checks it. jose signs through WebCrypto, whose HMAC Node runs as a job on
 * libuv's thread pool, so a sign-in's token waited behind the Argon2id hashes queued there
 * (docs/adr/0022-sign-in-hot-path.md). The claims are those jose wrote (lid, sid, nick, brd, sub,
 * iss, aud, iat, exp); the spec checks that jose verifies the result.
 */
export function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const payload = { lid: claims.loginId, sid: claims.sessionId, nick: claims.nickname, brd: claims.brand, sub: String(claims.memberId), iss: ISSUER, aud: AUDIENCE, iat, exp: iat + ttlSeconds };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${createHmac('sha256', hmacKeyOf(secret)).update(input).digest('base64url')}`;
}

const B64URL = /^[A-Za-z0-9_-]+$/;
const hmacKeys = new Map<string, KeyObject>();
function hmacKeyOf(secret: string): KeyObject {
  let key = hmacKeys.get(secret);
  if (!key) hmacKeys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}
function jsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Tokens already verified, per secret: their claims and validity window (see verifyAccessToken). */
const verifiedBySecret = new Map<string, Map<string, { claims: AccessClaims; exp: number; nbf: number | undefined }>>();
/** At most this many remembered per secret (~1 KB each); the oldest go first. */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * The claims of a valid, unexpired token that names a known brand; null for anything else (tokens
 * from before `brd` too). Every authenticated request and chat connection asks this, so it checks
 * the HS256 JWT with node:crypto synchronously (jose's WebCrypto verify cost a promise job and
 * ~0.15 ms a request): compact form, `alg` HS256 and no `crit`, the HMAC compared in constant time,
 * `iss` and `aud` luvcast, `exp` in the future, `nbf` (when present) past. jose still signs.
 *
 * A token is immutable, so what its signature and claims say is checked once: a valid token is
 * remembered (keyed by the whole token, per secret) and its next uses check only `exp` and `nbf`
 * against the clock. A browser sends the same access token with every call of its lifetime; the
 * HMAC and the two JSON parses were a fifth of an authenticated read's CPU (tools/bench/README.md).
 * Invalid tokens are never remembered. Revocation is not the token's business: the session family
 * is checked on every request (docs/adr/0015).
 */
export async function verifyAccessToken(token: string | undefined | null, secret: string): Promise<AccessClaims | null> {
  if (!token) return null;
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()));
  const now = Math.floor(Date.now() / 1000);
  const known = verified.get(token);
  if (known) {
    if (known.exp <= now) verified.delete(token);
    else if (known.nbf === undefined || known.nbf <= now) return known.claims;
    return null;
  }
  const checked = checkAccessToken(token, secret, now);
  if (checked) {
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, checked);
  }
  return checked && (checked.nbf === undefined || checked.nbf <= now) ? checked.claims : null;
}

/** verifyAccessToken's full check of a token not seen before: its claims and validity window, or null. */
function checkAccessToken(token: string, secret: string, now: number): { claims: AccessClaims; exp: number; nbf: number | undefined } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => B64URL.test(p))) return null;
  const [h, p, s] = parts;
  const header = jsonPart(h);
  if (!header || header['alg'] !== 'HS256' || 'crit' in header) return null;
  // compared as base64url text, not as decoded bytes: the last character of a 32-byte signature
  // carries two unused bits, so decoding accepted four spellings of each signature
  const expected = Buffer.from(createHmac('sha256', hmacKeyOf(secret)).update(`${h}.${p}`).digest('base64url'));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = jsonPart(p);
  if (!payload) return null;
  const { exp, nbf, iss, aud } = payload;
  if (typeof exp !== 'number' || exp <= now) return null;
  if (nbf !== undefined && typeof nbf !== 'number') return null;
  if (iss !== ISSUER || !(aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE)))) return null;
  const memberId = Number(payload['sub']);
  const { lid, sid, nick, brd } = payload;
  if (typeof payload['sub'] !== 'string' || !Number.isSafeInteger(memberId) || typeof lid !== 'string' || typeof sid !== 'string' || !isBrandId(brd)) return null;
  return { claims: Object.freeze({ memberId, loginId: lid, sessionId: sid, nickname: typeof nick === 'string' ? nick : lid, brand: brd }), exp, nbf };
}
