import { isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { BrandId } from '@luvcast/brand-config';
import type { Me } from '@luvcast/contracts';
import type { MemberRow, SignInAttemptKeys, SignInAttemptLimits, SignInMember } from '@luvcast/db';
import { hashOpaqueToken, newOpaqueToken, signAccessToken, verifyAccessToken, verifyPassword } from '@luvcast/server-auth';
import type { App, AuthedMember, IssuedSession } from '../../types';
import { signAspToken } from './tokens';

export type AuthServiceDeps = Pick<App, 'config' | 'members' | 'sessions' | 'sessionCache' | 'signInAttempts' | 'declarations'>;

/** The `me` of sign-in and sign-up answers (the core of the profile). */
export const meOf = (member: Pick<MemberRow, 'loginId' | 'nickname' | 'role'>): Me => ({ loginId: member.loginId, nickname: member.nickname, role: member.role });

/** Seconds until the current fixed window of `windowS` ends (windows are aligned to the epoch). */
const windowLeftS = (windowS: number) => windowS - (Math.floor(Date.now() / 1000) % windowS);
const pairKey = (loginId: string, ip: string) => `signin:pair:${loginId}:${ip}`;
const ipKey = (ip: string) => `signin:ip:${ip}`;
const idKey = (loginId: string) => `signin:id:${loginId}`;

/** Loopback, private (RFC 1918 / unique-local) and link-local addresses: a developer or an internal caller. */
export function isPrivateAddress(ip: string): boolean {
  const a = ip.replace(/^::ffff:/, '');
  if (isIP(a) === 4) {
    const [x, y] = a.split('.').map(Number);
    return x === 127 || x === 10 || (x === 172 && y >= 16 && y <= 31) || (x === 192 && y === 168) || (x === 169 && y === 254);
  }
  const l = a.toLowerCase();
  return l === '::1' || l.startsWith('fc') || l.startsWith('fd') || l.startsWith('fe80');
}

export type SignInOutcome =
  | { kind: 'ok'; member: SignInMember; session: IssuedSession }
  /** a limit refused the attempt before the password was checked */
  | { kind: 'tooMany'; retryAfterS: number }
  /** unknown ID or wrong password (the same Argon2id work for both) */
  | { kind: 'invalid' }
  | { kind: 'withdrawn' }
  | { kind: 'blocked'; memberId: number; sanction: { id: number; reason: string; until: string } | null };

export type RefreshOutcome =
  | { kind: 'ok'; session: IssuedSession }
  /** refused: the cookies are cleared; `reusedFamily` names a family revoked for a reused token */
  | { kind: 'refused'; reusedFamily?: string }
  /** the token's successors are used up within the grace: nothing is touched, not even the cookies */
  | { kind: 'capped' };

/**
 * Sessions: opening one (sign-in, sign-up, social sign-in), the password sign-in with its abuse
 * limits, refresh-token rotation, sign-out, fresh access tokens and the ASP partner token.
 * A session belongs to the brand whose host opened it (ADR 0007): the row and the access token's
 * `brd` claim carry it, and another brand's host refuses its tokens.
 */
export function createAuthService(app: AuthServiceDeps) {
  const accessTokenOf = (member: Pick<MemberRow, 'id' | 'loginId' | 'nickname'>, sessionId: string, brand: BrandId) =>
    signAccessToken({ memberId: member.id, loginId: member.loginId, sessionId, nickname: member.nickname, brand }, app.config.jwtSecret, app.config.accessTokenTtlS);

  /**
   * The sign-in abuse limits (docs/adr/0008-sign-in-limits.md), counted in rate_limits so every
   * API instance shares them, each counted atomically BEFORE the password is verified, so
   * parallel requests cannot slip through between a check and a count:
   * 1. pair (login ID, address): SIGNIN_PAIR_MAX_FAILS failures lock that pair for the window;
   * 2. address: SIGNIN_IP_MAX_FAILS failures refuse the address for the window (far higher: a
   *    carrier NAT puts thousands of members on one address);
   * 3. login ID from anywhere: SIGNIN_FAILS_BEFORE_DELAY attempts pass at once, later ones are
   *    spaced out by a growing interval (step x excess, capped) — a refused one is told how long.
   * Unknown IDs are counted like known ones. One statement counts them and reads the member
   * (signInAttempts.admit); a right password forgives the attempt (clears the pair and the login
   * ID, gives the address its attempt back) in the statement that opens the session.
   */
  const attemptKeys = (loginId: string, ip: string): SignInAttemptKeys => ({ pair: pairKey(loginId, ip), ip: ipKey(ip), id: idKey(loginId) });
  const attemptLimits = (): SignInAttemptLimits => {
    const c = app.config.signIn;
    return { windowS: c.windowS, pairMaxFails: c.pairMaxFails, ipMaxFails: c.ipMaxFails, free: c.failsBeforeDelay, stepMs: c.delayStepMs, maxMs: c.maxDelayMs };
  };

  const service = {
    /**
     * Opens a session for a member: a new refresh-token family row and a signed access token.
     * `keep` (keep-me-logged-in) decides whether the cookies persist or end with the browser session.
     */
    async openSession(member: Pick<MemberRow, 'id' | 'loginId' | 'nickname'>, opts: { brand: BrandId; keep: boolean; device: string; forgive?: SignInAttemptKeys }): Promise<IssuedSession> {
      const refreshToken = newOpaqueToken();
      const row = {
        brand: opts.brand,
        memberId: member.id,
        tokenHash: hashOpaqueToken(refreshToken),
        keep: opts.keep,
        device: opts.device,
        expiresAt: new Date(Date.now() + app.config.refreshTokenTtlS * 1000),
      };
      // a password sign-in under the limits forgives its attempt in the same statement
      const session = opts.forgive ? await app.signInAttempts.forgiveAndOpen(opts.forgive, app.config.signIn.windowS, row) : await app.sessions.create(row);
      return { accessToken: accessTokenOf(member, session.familyId, opts.brand), refreshToken, keep: opts.keep };
    },

    /**
     * POST /v2/api/auth/signin: limits first (when on), then the password (unknown IDs verify the
     * dummy hash: same time). Only the owner (right password) learns that an ID is withdrawn or blocked.
     */
    async signIn(input: { loginId: string; password: string; ip: string; brand: BrandId; keep: boolean; device: string }): Promise<SignInOutcome> {
      const keys = app.config.signIn.limits ? attemptKeys(input.loginId, input.ip) : undefined;
      let member: SignInMember | undefined;
      if (keys) {
        const admission = await app.signInAttempts.admit(keys, input.loginId, attemptLimits());
        if (!admission.admitted) {
          const retryAfterS = admission.by === 'id' ? (admission.retryAfterMs ?? 0) / 1000 : windowLeftS(app.config.signIn.windowS);
          return { kind: 'tooMany', retryAfterS };
        }
        member = admission.member;
      } else member = await app.members.findForSignIn(input.loginId);
      const valid = await verifyPassword(member?.passwordHash, input.password);
      if (!member || !valid) return { kind: 'invalid' };
      const opens = !member.expiredAt && member.status !== 'blocked';
      if (keys && !opens) await app.signInAttempts.forgive(keys, app.config.signIn.windowS);
      if (member.expiredAt) return { kind: 'withdrawn' };
      if (member.status === 'blocked') {
        // an operator's sanction in force: its reason and end, told to the member (who may appeal)
        const sanction = await app.declarations.inForce(member.id);
        return { kind: 'blocked', memberId: member.id, sanction: sanction ? { id: sanction.id, reason: sanction.reason, until: sanction.until.toISOString() } : null };
      }
      return { kind: 'ok', member, session: await service.openSession(member, { brand: input.brand, keep: input.keep, device: input.device, forgive: keys }) };
    },

    /**
     * Rotation (POST /api/oauth/refresh): the presented token is marked rotated and a successor
     * joins its family. A session of another brand is refused before rotation (neither spent nor
     * revoked); a reused token revokes its family; a member no longer active ends the family.
     */
    async refresh(token: string | undefined, brand: BrandId): Promise<RefreshOutcome> {
      if (!token) return { kind: 'refused' };
      const presented = await app.sessions.findByTokenHash(hashOpaqueToken(token));
      if (presented && presented.brand !== brand) return { kind: 'refused' };
      const successor = newOpaqueToken();
      const rotated = await app.sessions.rotate(hashOpaqueToken(token), hashOpaqueToken(successor), new Date(Date.now() + app.config.refreshTokenTtlS * 1000));
      if (rotated.status === 'reused') {
        await app.sessions.revokeFamily(rotated.familyId);
        return { kind: 'refused', reusedFamily: rotated.familyId };
      }
      if (rotated.status === 'capped') return { kind: 'capped' };
      if (rotated.status !== 'ok') return { kind: 'refused' };
      const { session } = rotated;
      const member = await app.members.findById(session.memberId);
      if (!member || member.status !== 'active' || member.expiredAt) {
        await app.sessions.revokeFamily(session.familyId);
        return { kind: 'refused' };
      }
      return { kind: 'ok', session: { accessToken: accessTokenOf(member, session.familyId, brand), refreshToken: successor, keep: session.keep } };
    },

    /**
     * Sign-out: revokes the session of the access token and of the refresh token when it belongs to
     * `brand`, and answers once every instance has been told (SessionCache.settled): the caller's
     * next request is refused whichever instance takes it.
     */
    async signOut(input: { brand: BrandId; accessToken?: string; refreshToken?: string }): Promise<void> {
      let ended = 0;
      const claims = await verifyAccessToken(input.accessToken, app.config.jwtSecret);
      if (claims?.brand === input.brand) ended += await app.sessions.revokeFamily(claims.sessionId);
      if (input.refreshToken) {
        const row = await app.sessions.findByTokenHash(hashOpaqueToken(input.refreshToken));
        if (row?.brand === input.brand) ended += await app.sessions.revokeFamily(row.familyId);
      }
      if (ended > 0) await app.sessionCache.settled();
    },

    /** A fresh access token for the caller's own session (keep-me-logged-in of the session decides the cookie). */
    async freshAccess(me: AuthedMember): Promise<IssuedSession> {
      const accessToken = accessTokenOf(me.row, me.sessionId, me.brand);
      const current = await app.sessions.currentOfFamily(me.sessionId);
      return { accessToken, keep: !!current?.keep };
    },

    /**
     * The caller's ISO 3166-1 alpha-2 country, read from the first present header of GEO_IP_HEADERS
     * (set by the CDN/proxy, default CF-IPCountry then X-Country-Code); without one,
     * loopback/private callers count as 'KR' and others as '' (unknown).
     */
    countryOf(headers: IncomingHttpHeaders, ip: string): string {
      for (const name of app.config.geoIpHeaders) {
        const value = headers[name];
        const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
        if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1') return code;
      }
      return isPrivateAddress(ip) ? 'KR' : '';
    },

    /** The ASP partner token of a signed-in member (never accepted as a session token). */
    async aspToken(me: AuthedMember, aspCode: string | undefined) {
      const ttl = app.config.aspTokenTtlS;
      return { accessToken: await signAspToken(app.config.jwtSecret, me, aspCode, ttl), tokenType: 'Bearer' as const, expiresIn: ttl };
    },
  };
  return service;
}
export type AuthService = ReturnType<typeof createAuthService>;
