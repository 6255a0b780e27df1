import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIVE_PASS_TTL_S } from '@luvcast/contracts';

/**
 * The proof that a viewer gave a password room's password (GET /api/guest/live-Auth): an HMAC
 * over the channel id, the expiry and the password hash, so any API instance checks it without
 * shared memory, and a new password voids every proof of the old one. Token: `<exp>.<sig>`.
 */
export function issueLivePass(secret: string, channelId: number, passwordHash: string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + LIVE_PASS_TTL_S;
  return `${exp}.${sign(secret, channelId, exp, passwordHash)}`;
}

export function checkLivePass(secret: string, channelId: number, passwordHash: string, token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return false;
  const exp = Number(m[1]);
  if (exp * 1000 <= now) return false;
  const expected = Buffer.from(sign(secret, channelId, exp, passwordHash));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sign(secret: string, channelId: number, exp: number, passwordHash: string): string {
  return createHmac('sha256', secret).update(`live-pass:${channelId}:${exp}:${passwordHash}`).digest('base64url');
}
