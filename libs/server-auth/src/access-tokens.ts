import { brands, type BrandId } from '@luvcast/brand-config';
import { jwtVerify, SignJWT } from 'jose';

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

/** The HMAC key of a secret, imported once per process (jose would import raw bytes on every call). */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
    // a refused import is not kept: the next call tries again
    key.catch(() => keys.delete(secret));
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({ lid: claims.loginId, sid: claims.sessionId, nick: claims.nickname, brd: claims.brand })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.memberId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await keyOf(secret));
}

/** The claims of a valid, unexpired token that names a known brand; null for anything else (tokens from before `brd` too). */
export async function verifyAccessToken(token: string | undefined | null, secret: string): Promise<AccessClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    const memberId = Number(payload.sub);
    if (!Number.isSafeInteger(memberId) || typeof payload.lid !== 'string' || typeof payload.sid !== 'string' || !isBrandId(payload.brd)) return null;
    const nickname = typeof payload.nick === 'string' ? payload.nick : payload.lid;
    return { memberId, loginId: payload.lid, sessionId: payload.sid, nickname, brand: payload.brd };
  } catch {
    return null;
  }
}
