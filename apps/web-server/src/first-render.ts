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
  PARTNER_CODE_COOKIE_MAX_AGE_S,
  GUEST_OK,
  signInPath,
  CLIENT_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  type AppType,
  type Locale,
  type PageProps,
} from '@luvcast/contracts';
import { parseCookies } from '@luvcast/web-cookies';

/** Spec §9: the anonymous id is 10 hex characters and lives 10800 s. */
export const ANONYMOUS_ID_MAX_AGE_S = 10_800;
/** pincrux cookies: one day (partner_code: PARTNER_CODE_COOKIE_MAX_AGE_S of the contracts, the same day). */
export const REFERRAL_COOKIE_MAX_AGE_S = 24 * 60 * 60;
/** server-to-server calls of the first render give up after this (the page still renders). */
export const FIRST_RENDER_CALL_TIMEOUT_MS = 3000;
/**
 * The server-side refresh waits longer: once the API has rotated the token, giving up would leave
 * the browser with the old one, whose next use (after the 10 s reuse interval) ends the session.
 */
export const REFRESH_CALL_TIMEOUT_MS = 10_000;
/** the client header value of the web server's own API calls */
export const WEB_SERVER_CLIENT = 'web-server';

/** The visitor's cookies by name: the one cookie reader of the web side (libs/web-cookies). */
export { parseCookies };

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

export interface ApiAnswer {
  status: number;
  json: () => unknown;
  /** the body as text */
  text: () => string;
  /** the Set-Cookie headers of the answer */
  setCookies: string[];
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** a form-encoded body (POST) */
  form?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * One server-to-server call. node:http rather than fetch: fetch (undici) drops a Host header, and
 * the API must see the public api. host (cookie domain, brand) while the socket goes to 127.0.0.1.
 */
export function callApi(api: InternalApi, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
  const url = new URL(path, api.url);
  const client = url.protocol === 'https:' ? https : http;
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = { host: api.host, [CLIENT_HEADER]: WEB_SERVER_CLIENT, accept: 'application/json', ...options.headers };
  if (body !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  const timeout = options.timeoutMs ?? FIRST_RENDER_CALL_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: options.method ?? 'GET', headers, timeout }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, json: () => (text ? JSON.parse(text) : {}), text: () => text, setCookies: response.headers['set-cookie'] ?? [] });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`timeout after ${timeout} ms`)));
    request.on('error', reject);
    request.end(body);
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
 * (X-Luvcast-Device). me null for a guest or when the API cannot answer (page data load error).
 */
async function profileCall(api: InternalApi, cookieHeader: string, device: string): Promise<{ status: number; me: PageProps['me'] }> {
  try {
    const response = await callApi(api, '/api/my/profile', { headers: { cookie: cookieHeader, 'x-luvcast-device': device } });
    if (response.status !== 200) return { status: response.status, me: null };
    const body = response.json() as { profile?: PageProps['me'] };
    return { status: 200, me: body.profile && typeof body.profile.loginId === 'string' ? body.profile : null };
  } catch {
    return { status: 0, me: null };
  }
}

/** The Cookie header with `name` set to `value` (replaced in place, else appended). */
export function withCookie(cookieHeader: string, name: string, value: string): string {
  const parts = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = parts.findIndex((part) => part.slice(0, part.indexOf('=')).trim() === name);
  const pair = `${name}=${encodeURIComponent(value)}`;
  if (index >= 0) parts[index] = pair;
  else parts.push(pair);
  return parts.join('; ');
}

export interface RefreshedSession {
  /** the rotated access/refresh Set-Cookie headers of the API (or its clearing ones), for the browser */
  setCookies: string[];
  /** the Cookie header carrying the new tokens; null when the refresh failed */
  cookieHeader: string | null;
  /** the new access token, when the refresh succeeded */
  accessToken: string | null;
  /** the API refused the refresh token (401): the visitor is signed out */
  refused?: boolean;
}

/**
 * Server-side refresh (spec §7 POST /api/oauth/refresh, form-encoded refreshToken): the refresh
 * token rotates on the API, whose Set-Cookie headers (Domain = the site host, derived from the api.
 * Host header) are handed on to the browser, which thus holds the fresh pair before its first call.
 * The XSRF double-submit value is the visitor's XSRF-TOKEN cookie, else a one-off one.
 * A failed refresh (401 { msg: ERROR }) hands on the API's clearing cookies; a call that cannot be
 * made (timeout, network) hands on nothing.
 */
export async function refreshSession(api: InternalApi, cookieHeader: string, refreshToken: string): Promise<RefreshedSession> {
  const xsrf = parseCookies(cookieHeader)[XSRF_COOKIE] || randomBytes(24).toString('base64url');
  let response: ApiAnswer;
  try {
    response = await callApi(api, '/api/oauth/refresh', {
      method: 'POST',
      headers: { cookie: withCookie(cookieHeader, XSRF_COOKIE, xsrf), [XSRF_HEADER]: xsrf },
      form: { refreshToken },
      timeoutMs: REFRESH_CALL_TIMEOUT_MS,
    });
  } catch {
    return { setCookies: [], cookieHeader: null, accessToken: null };
  }
  const sessionCookies = response.setCookies.filter((c) => c.startsWith(`${COOKIES.access}=`) || c.startsWith(`${COOKIES.refresh}=`));
  if (response.status !== 200 && response.status !== 401) return { setCookies: [], cookieHeader: null, accessToken: null };
  if (response.status !== 200) return { setCookies: sessionCookies, cookieHeader: null, accessToken: null, refused: true };
  const fresh = parseCookies(sessionCookies.map((c) => c.split(';')[0]).join('; '));
  const accessToken = fresh[COOKIES.access];
  const nextRefresh = fresh[COOKIES.refresh];
  if (!accessToken || !nextRefresh) return { setCookies: [], cookieHeader: null, accessToken: null };
  const next = withCookie(withCookie(cookieHeader, COOKIES.access, accessToken), COOKIES.refresh, nextRefresh);
  return { setCookies: sessionCookies, cookieHeader: next, accessToken };
}

export interface SessionResult {
  me: PageProps['me'];
  /** cookies the browser must get (a server-side refresh) */
  setCookies: string[];
  /** the access token now valid for the visitor (after a refresh: the new one) */
  accessToken: string | undefined;
  /** the visitor's Cookie header carrying the rotated tokens, after a server-side refresh */
  cookieHeader?: string;
  /**
   * the visitor is certainly signed out (no session cookie, or the API refused the session): the
   * page may say so at once; false when me is set or the API could not tell (me null all the same)
   */
  signedOut: boolean;
}

/**
 * The member of the visit: the session lookup with the access cookie; when the access token is
 * missing or no longer valid (401) and a refresh cookie is there, a server-side refresh and a
 * second lookup with the rotated tokens. Any other failure: a guest (me null).
 */
export async function resolveSession(api: InternalApi, cookieHeader: string, device: string): Promise<SessionResult> {
  const cookies = parseCookies(cookieHeader);
  const access = hasAccessCookie(cookies[COOKIES.access]) ? cookies[COOKIES.access] : undefined;
  const refreshToken = cookies[COOKIES.refresh];
  if (access) {
    const first = await profileCall(api, cookieHeader, device);
    if (first.me || first.status !== 401 || !refreshToken) return { me: first.me, setCookies: [], accessToken: access, signedOut: !first.me && first.status === 401 };
  }
  if (!refreshToken) return { me: null, setCookies: [], accessToken: undefined, signedOut: true };
  const refreshed = await refreshSession(api, cookieHeader, refreshToken);
  if (!refreshed.cookieHeader) return { me: null, setCookies: refreshed.setCookies, accessToken: undefined, signedOut: refreshed.refused === true };
  const second = await profileCall(api, refreshed.cookieHeader, device);
  return {
    me: second.me,
    setCookies: refreshed.setCookies,
    accessToken: refreshed.accessToken ?? undefined,
    cookieHeader: refreshed.cookieHeader,
    signedOut: !second.me && second.status === 401,
  };
}

/**
 * GET /api/guest/refcode/{code} (text/plain ok | notfound): is this an active partner code? A call
 * that cannot be made counts as unknown (the cookie is then not stored: an unknown code would hide
 * the 본인인증 button the API still requires).
 */
export async function isKnownPartnerCode(api: InternalApi, code: string): Promise<boolean> {
  try {
    const response = await callApi(api, `/api/guest/refcode/${encodeURIComponent(code)}`, { headers: { accept: 'text/plain' } });
    return response.status === 200 && response.text().trim().replace(/^"|"$/g, '') === GUEST_OK;
  } catch {
    return false;
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
  | {
      kind: 'page';
      props: PageProps;
      setCookies: string[];
      /** the visitor's Cookie header for further API calls of this page (with the rotated tokens after a server-side refresh) */
      cookieHeader: string | undefined;
      /**
       * the session changed during the render: a server-side refresh rotated the tokens, or a refused
       * one cleared them (not the anonymous id, locale, referral or webview copy cookies `setCookies` also holds)
       */
      sessionChanged: boolean;
      /** the visitor is certainly signed out (SessionResult.signedOut): the page's profile read is null */
      signedOut: boolean;
    };

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

  const [status, session] = await Promise.all([
    fetchSiteStatus(api),
    hasTokens ? resolveSession(api, input.cookieHeader ?? '', device) : Promise.resolve<SessionResult>({ me: null, setCookies: [], accessToken: undefined, signedOut: true }),
  ]);
  const { me } = session;

  // a server-side refresh rotated the tokens: the browser gets them with this very response (the
  // API, called over plain http from here, cannot know the page is https: mark them Secure)
  const setCookies: string[] = session.setCookies.map((c) => (input.secure && !/;\s*secure\b/i.test(c) ? `${c}; Secure` : c));
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
    return { kind: 'redirect', location: signInPath(`${input.pathname}${input.search}`), setCookies };
  }

  // the referral code is stored only when nobody is signed in (spec §4), and only a code the API knows
  const partnerCode = input.query.partnerCode?.trim();
  if (partnerCode && !me && (await isKnownPartnerCode(api, partnerCode))) {
    setCookies.push(serializeCookie(COOKIES.partnerCode, partnerCode, { ...base, maxAge: PARTNER_CODE_COOKIE_MAX_AGE_S }));
  }

  const { appkey, pinkey } = input.query;
  if (appkey && pinkey && !cookies[COOKIES.pincAppKey] && !cookies[COOKIES.pincPinKey]) {
    setCookies.push(serializeCookie(COOKIES.pincAppKey, appkey, { ...base, maxAge: REFERRAL_COOKIE_MAX_AGE_S }));
    setCookies.push(serializeCookie(COOKIES.pincPinKey, pinkey, { ...base, maxAge: REFERRAL_COOKIE_MAX_AGE_S }));
    await notifyPincrux(api, appkey, pinkey);
  }

  // inside the app webview the access cookie goes to the site-wide cookie domain (spec §6); the
  // server can read the httpOnly cookie the page cannot (the shell copies a readable one at boot)
  const appType = appTypeOf(input.query, input.userAgent);
  // (a refreshed access cookie already comes on that domain from the API)
  const refreshed = session.setCookies.length > 0;
  if (appType === 'embed' && !refreshed && hasAccessCookie(access) && input.cookieDomain) {
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
    cookieHeader: session.cookieHeader ?? input.cookieHeader,
    sessionChanged: refreshed,
    signedOut: session.signedOut,
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
