import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '@luvcast/contracts';
import { cookieDomainFor } from '@luvcast/brand-config';
import type { App, IssuedSession, SiteCookieOptions } from '../../types';
import { memoByHost } from './host-memo';

const cookieDomainOf = memoByHost(cookieDomainFor);

/**
 * Attributes shared by every cookie the API sets: Domain = the site host of the api. host
 * (api.luv.localhost -> luv.localhost; host-only for localhost and IPs), Path=/, SameSite=Lax,
 * Secure over https.
 */
export function cookieBase(request: FastifyRequest) {
  return {
    domain: cookieDomainOf(request.host),
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

/**
 * The one place cookies get their attributes (routes never spell them):
 * - `reply.setSiteCookie(name, value, { httpOnly?, maxAge? })`, `reply.clearSiteCookie(name, { httpOnly? })`;
 * - `reply.setSessionCookies(session)`: the HttpOnly access and refresh cookies of a session
 *   (`refreshToken` absent: the access cookie only), persistent (Max-Age = the tokens' lifetimes)
 *   with keep-me-logged-in, browser-session cookies otherwise; `reply.clearSessionCookies()`.
 */
export default fp(async (app: App) => {
  app.decorateReply('setSiteCookie', function (this: FastifyReply, name: string, value: string, options: SiteCookieOptions = {}) {
    const { httpOnly = false, maxAge } = options;
    return this.setCookie(name, value, { ...cookieBase(this.request), httpOnly, ...(maxAge === undefined ? {} : { maxAge }) });
  });
  app.decorateReply('clearSiteCookie', function (this: FastifyReply, name: string, options: Pick<SiteCookieOptions, 'httpOnly'> = {}) {
    return this.clearCookie(name, { ...cookieBase(this.request), ...(options.httpOnly ? { httpOnly: true } : {}) });
  });
  app.decorateReply('setSessionCookies', function (this: FastifyReply, session: IssuedSession) {
    const { accessTokenTtlS, refreshTokenTtlS } = app.config;
    this.setSiteCookie(COOKIES.access, session.accessToken, { httpOnly: true, maxAge: session.keep ? accessTokenTtlS : undefined });
    if (session.refreshToken !== undefined) {
      this.setSiteCookie(COOKIES.refresh, session.refreshToken, { httpOnly: true, maxAge: session.keep ? refreshTokenTtlS : undefined });
    }
    return this;
  });
  app.decorateReply('clearSessionCookies', function (this: FastifyReply) {
    this.clearSiteCookie(COOKIES.access, { httpOnly: true });
    return this.clearSiteCookie(COOKIES.refresh, { httpOnly: true });
  });
}, { name: 'site-cookies', dependencies: ['cookie', 'config'] });
