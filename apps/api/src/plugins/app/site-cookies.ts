import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '@luvcast/contracts';
import { cookieDomainFor } from '@luvcast/brand-config';

/**
 * Attributes shared by every cookie the API sets: Domain = the site host of the api. host
 * (api.luv.localhost -> luv.localhost; host-only for localhost and IPs), Path=/, SameSite=Lax,
 * Secure over https.
 */
export function cookieBase(request: FastifyRequest) {
  return {
    domain: cookieDomainFor(request.host),
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

export interface SessionCookies {
  accessToken: string;
  refreshToken: string;
  /** persistent cookies (loginKeep) or browser-session cookies */
  keep: boolean;
  accessTtlS: number;
  refreshTtlS: number;
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, c: SessionCookies): void {
  const base = { ...cookieBase(request), httpOnly: true };
  reply.setCookie(COOKIES.access, c.accessToken, c.keep ? { ...base, maxAge: c.accessTtlS } : base);
  reply.setCookie(COOKIES.refresh, c.refreshToken, c.keep ? { ...base, maxAge: c.refreshTtlS } : base);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const base = { ...cookieBase(request), httpOnly: true };
  reply.clearCookie(COOKIES.access, base);
  reply.clearCookie(COOKIES.refresh, base);
}
