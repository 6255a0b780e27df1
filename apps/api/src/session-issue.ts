import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashOpaqueToken, newOpaqueToken, signAccessToken, type MemberRow } from '@luvcast/db';
import { setSessionCookies } from './cookies';
import type { App } from './types';

/**
 * Opens a session for a member (sign-in, sign-up): a new refresh-token family row and a signed
 * access token, set as the two HttpOnly cookies. `keep` (keep-me-logged-in) decides whether the
 * cookies persist (Max-Age) or end with the browser session.
 */
export async function openSession(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  member: MemberRow,
  opts: { keep: boolean; device: string },
): Promise<void> {
  const { accessTokenTtlS, refreshTokenTtlS, jwtSecret } = app.config;
  const refreshToken = newOpaqueToken();
  const session = await app.sessions.create({
    memberId: member.id,
    tokenHash: hashOpaqueToken(refreshToken),
    keep: opts.keep,
    device: opts.device,
    expiresAt: new Date(Date.now() + refreshTokenTtlS * 1000),
  });
  const accessToken = await signAccessToken(
    { memberId: member.id, loginId: member.loginId, sessionId: session.familyId, nickname: member.nickname },
    jwtSecret,
    accessTokenTtlS,
  );
  setSessionCookies(request, reply, { accessToken, refreshToken, keep: opts.keep, accessTtlS: accessTokenTtlS, refreshTtlS: refreshTokenTtlS });
}

/** The `me` object of sign-in and sign-up answers. */
export const meOf = (member: MemberRow) => ({ loginId: member.loginId, nickname: member.nickname, role: member.role });

/** Korean adult (19 by year of birth, as the youth protection law counts) from yyyy-MM-dd. */
export function isAdultBirthday(birthday: string | null | undefined, now = new Date()): boolean {
  const year = Number(birthday?.slice(0, 4));
  return Number.isInteger(year) && year > 1900 && now.getFullYear() - year >= 19;
}
