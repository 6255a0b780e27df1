import { jwtVerify, SignJWT } from 'jose';

/**
 * A guest's chat read ticket (issue 10): a short-lived JWT (HS256, JWT_SECRET shared by the API
 * and chat) naming the one channel whose room the guest may read. Signed, so no process keeps it.
 */
export const CHAT_TICKET_TTL_S = 5 * 60;
const AUDIENCE = 'luvcast-chat-ticket';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signChatTicket(channelId: number, secret: string, ttlSeconds = CHAT_TICKET_TTL_S): Promise<{ ticket: string; expiresAt: Date }> {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const ticket = await new SignJWT({ ch: channelId }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setAudience(AUDIENCE).setIssuedAt().setExpirationTime(exp).sign(keyOf(secret));
  return { ticket, expiresAt: new Date(exp * 1000) };
}

/** The channel id of a valid, unexpired ticket; null for anything else. */
export async function verifyChatTicket(ticket: string | undefined | null, secret: string): Promise<number | null> {
  if (!ticket) return null;
  try {
    const { payload } = await jwtVerify(ticket, keyOf(secret), { audience: AUDIENCE, algorithms: ['HS256'] });
    return typeof payload['ch'] === 'number' && Number.isInteger(payload['ch']) ? payload['ch'] : null;
  } catch {
    return null;
  }
}
