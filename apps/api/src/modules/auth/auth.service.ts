import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveBrand } from '@luvcast/brand-config';
import type { MemberRow } from '@luvcast/db';
import { hashOpaqueToken, newOpaqueToken, signAccessToken } from '@luvcast/server-auth';
import { setSessionCookies } from '../../plugins/app/site-cookies';
import type { App } from '../../types';

/**
 * Opens a session for a member (sign-in, sign-up, social sign-in): a new refresh-token family row
 * and a signed access token, set as the two HttpOnly cookies. `keep` (keep-me-logged-in) decides
 * whether the cookies persist (Max-Age) or end with the browser session. The session belongs to
 * the brand of the request host (hosts of no brand: the default brand), stored in the row and the
 * token's `brd` claim: its tokens work on that brand's hosts only (ADR 0007).
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
  const brand = resolveBrand(request.host).id;
  const session = await app.sessions.create({
    brand,
    memberId: member.id,
    tokenHash: hashOpaqueToken(refreshToken),
    keep: opts.keep,
    device: opts.device,
    expiresAt: new Date(Date.now() + refreshTokenTtlS * 1000),
  });
  const accessToken = await signAccessToken(
    { memberId: member.id, loginId: member.loginId, sessionId: session.familyId, nickname: member.nickname, brand },
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
