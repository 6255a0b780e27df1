import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  COOKIES,
  DEFAULT_LOCALE,
  isSiteAccessExempt,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALES,
  MAINTENANCE_PAGE,
  messages as contractMessages,
  NO_ACCESS_TOKEN,
  CLIENT_HEADER,
  type AppType,
  type Locale,
  type PageProps,
} from '@luvcast/contracts';

/** Spec §9: the anonymous id is 10 hex characters and lives 10800 s. */
export const ANONYMOUS_ID_MAX_AGE_S = 10_800;
/** partner_code and pincrux cookies: one day. */
export const REFERRAL_COOKIE_MAX_AGE_S = 24 * 60 * 60;
/** server-to-server calls of the first render give up after this (the page still renders). */
export const FIRST_RENDER_CALL_TIMEOUT_MS = 3000;
/** the client header value of the web server's own API calls */
export const WEB_SERVER_CLIENT = 'web-server';

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name in out) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export interface CookieOptions {
  maxAge?: number;
  domain?: string;
  httpOnly?: boolean;
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  let out = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
  if (options.maxAge !== undefined) out += `; Max-Age=${options.maxAge}`;
  if (options.domain) out += `; Domain=${options.domain}`;
  if (options.httpOnly) out += '; HttpOnly';
  if (options.secure) out += '; Secure';
  return out;
}

/** MOBILEWEB or PCWEB from the User-Agent (spec §3 device). */
export function deviceOf(userAgent: string | undefined): 'MOBILEWEB' | 'PCWEB' {
  return /Mobi|Android|iPhone|iPad|iPod|Windows Phone/i.test(userAgent ?? '') ? 'MOBILEWEB' : 'PCWEB';
}

/** The native app's User-Agent token, e.g. `LuvcastApp/2.3.1`. */
const APP_UA = /LuvcastApp\/([\w.]+)/;

export function appTypeOf(query: Record<string, string>, userAgent: string | undefined): AppType {
  if (query.app === 'embed' || query.app === 'main') return query.app;
  return APP_UA.test(userAgent ?? '') ? 'embed' : 'web';
}

export function appVersionOf(userAgent: string | undefined): string | null {
  return APP_UA.exec(userAgent ?? '')?.[1] ?? null;
}

/** An access cookie of `noAccessToken` counts as absent (spec §3). */
export function hasAccessCookie(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== NO_ACCESS_TOKEN;
}

export function localeOf(cookieValue: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(cookieValue ?? '') ? (cookieValue as Locale) : DEFAULT_LOCALE;
}

/** Locale messages of the page props: the contract texts in the locale (ja/zh fall back to en). */
export async function loadLocaleMessages(locale: Locale): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(contractMessages)) out[key] = locale === 'ko' ? text.ko : text.en;
  return out;
}

export interface SiteStatus {
  isMantenace: boolean;
  isEmergency: boolean;
}

/** How the web server reaches the API from inside (Node cannot resolve *.localhost). */
export interface InternalApi {
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  /** the public API host (Host header), e.g. api.luv.localhost:4000 */
  host: string;
}

interface ApiAnswer {
  status: number;
  json: () => unknown;
}

/**
 * One server-to-server GET. node:http rather than fetch: fetch (undici) drops a Host header, and
 * the API must see the public api. host (cookie domain, brand) while the socket goes to 127.0.0.1.
 */
function callApi(api: InternalApi, path: string, headers: Record<string, string> = {}): Promise<ApiAnswer> {
  const url = new URL(path, api.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        headers: { host: api.host, [CLIENT_HEADER]: WEB_SERVER_CLIENT, accept: 'application/json', ...headers },
        timeout: FIRST_RENDER_CALL_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, json: () => (text ? JSON.parse(text) : {}) });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timeout after ${FIRST_RENDER_CALL_TIMEOUT_MS} ms`)));
    request.on('error', reject);
  });
}

/** GET /api/guest/status -> { isMantenace, isEmergency }; a failing call is swallowed (null). */
export async function fetchSiteStatus(api: InternalApi): Promise<SiteStatus | null> {
  try {
    const response = await callApi(api, '/api/guest/status');
    if (response.status !== 200) return null;
    const body = response.json() as Partial<SiteStatus>;
    return { isMantenace: body.isMantenace === true, isEmergency: body.isEmergency === true };
  } catch {
    return null;
  }
}

/**
 * Session lookup: GET /api/my/profile forwarding the visitor's cookies and device type
 * (X-Luvcast-Device). null for a guest or when the API cannot answer (page data load error).
 */
export async function lookupSession(api: InternalApi, cookieHeader: string, device: string): Promise<PageProps['me']> {
  try {
    const response = await callApi(api, '/api/my/profile', { cookie: cookieHeader, 'x-luvcast-device': device });
    if (response.status !== 200) return null;
    const body = response.json() as { profile?: PageProps['me'] };
    return body.profile && typeof body.profile.loginId === 'string' ? body.profile : null;
  } catch {
    return null;
  }
}

/** GET /api/guest/pincrux?appkey&pinkey (spec §7: the further call when both keys come in the URL). */
export async function notifyPincrux(api: InternalApi, appkey: string, pinkey: string): Promise<void> {
  try {
    await callApi(api, `/api/guest/pincrux?${new URLSearchParams({ appkey, pinkey })}`);
  } catch {
    // best effort: the cookies are set either way
  }
}

export interface FirstRenderInput {
  pathname: string;
  search: string;
  query: Record<string, string>;
  cookieHeader: string | undefined;
  userAgent: string | undefined;
  /** site-wide cookie domain (luv.localhost), undefined for plain localhost */
  cookieDomain: string | undefined;
  secure: boolean;
}

export type FirstRenderResult =
  | { kind: 'redirect'; location: string; setCookies: string[] }
  | { kind: 'page'; props: PageProps; setCookies: string[] };

/**
 * The first render of an HTML page (spec §2/§4/§7): status call (maintenance / emergency
 * redirects), session lookup, cookies, page props. The browser renders; no React markup here.
 */
export async function firstRender(
  api: InternalApi,
  input: FirstRenderInput,
  loadMessages: (locale: Locale) => Promise<Record<string, string>> = loadLocaleMessages,
): Promise<FirstRenderResult> {
  const cookies = parseCookies(input.cookieHeader);
  const device = deviceOf(input.userAgent);
  const access = cookies[COOKIES.access];
  const hasTokens = hasAccessCookie(access) || Boolean(cookies[COOKIES.refresh]);
  const exempt = isSiteAccessExempt(input.pathname);

  const [status, me] = await Promise.all([
    fetchSiteStatus(api),
    hasTokens ? lookupSession(api, input.cookieHeader ?? '', device) : Promise.resolve(null),
  ]);

  const setCookies: string[] = [];
  const base = { domain: input.cookieDomain, secure: input.secure };
  if (!cookies[COOKIES.anonymousId]) {
    setCookies.push(serializeCookie(COOKIES.anonymousId, randomBytes(5).toString('hex'), { ...base, maxAge: ANONYMOUS_ID_MAX_AGE_S }));
  }
  const locale = localeOf(cookies[COOKIES.locale]);
  if (cookies[COOKIES.locale] !== locale) {
    // host-only, like the one the locale switch writes (libs/i18n): a Domain copy would shadow it
    setCookies.push(serializeCookie(COOKIES.locale, locale, { secure: input.secure, maxAge: LOCALE_COOKIE_MAX_AGE_S }));
  }

  if (status?.isMantenace && !exempt) return { kind: 'redirect', location: MAINTENANCE_PAGE, setCookies };
  if (status?.isEmergency && !me && !exempt) {
    return { kind: 'redirect', location: `/signin?callbackURL=${encodeURIComponent(`${input.pathname}${input.search}`)}`, setCookies };
  }

  // the referral code is stored only when nobody is signed in (spec §4)
  const partnerCode = input.query.partnerCode?.trim();
  if (partnerCode && !me) setCookies.push(serializeCookie(COOKIES.partnerCode, partnerCode, { ...base, maxAge: REFERRAL_COOKIE_MAX_AGE_S }));

  const { appkey, pinkey } = input.query;
  if (appkey && pinkey && !cookies[COOKIES.pincAppKey] && !cookies[COOKIES.pincPinKey]) {
    setCookies.push(serializeCookie(COOKIES.pincAppKey, appkey, { ...base, maxAge: REFERRAL_COOKIE_MAX_AGE_S }));
    setCookies.push(serializeCookie(COOKIES.pincPinKey, pinkey, { ...base, maxAge: REFERRAL_COOKIE_MAX_AGE_S }));
    await notifyPincrux(api, appkey, pinkey);
  }

  // inside the app webview the access cookie goes to the site-wide cookie domain (spec §6); the
  // server can read the httpOnly cookie the page cannot (the shell copies a readable one at boot)
  const appType = appTypeOf(input.query, input.userAgent);
  if (appType === 'embed' && hasAccessCookie(access) && input.cookieDomain) {
    setCookies.push(serializeCookie(COOKIES.access, access as string, { domain: input.cookieDomain, httpOnly: true, secure: input.secure }));
  }

  let messages: Record<string, string> = {};
  try {
    messages = await loadMessages(locale);
  } catch (error) {
    console.warn(`web-server: could not load the ${locale} messages`, error);
  }

  return {
    kind: 'page',
    setCookies,
    props: {
      me,
      isMobile: device === 'MOBILEWEB',
      appType,
      appVersion: appVersionOf(input.userAgent),
      locale,
      messages,
      query: input.query,
    },
  };
}
