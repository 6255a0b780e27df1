import ky, { TimeoutError, type AfterResponseHook, type KyInstance, type ResponsePromise } from 'ky';
import { CLIENT_HEADER, COOKIES, LIMITS, LOCALE_HEADER, LOCALES, TOKEN_INVALID_TEXT, XSRF_COOKIE, XSRF_HEADER, XSRF_REFUSAL_CODE } from '@luvcast/contracts';
import { useSessionStore, type RefreshOutcome } from '@luvcast/session';
import { readCookie } from '@luvcast/web-cookies';
import { toApiError } from './api-error';
import { runtimeConfig } from './runtime-config';
import { isLogoutExempt, mayRefreshFor } from './session-policy';
import { reportError } from './report-error';
import { activeQueryClient } from './query-client';

/** Where a 503 sends the visitor (spec §2/§4). */
export const MAINTENANCE_PATH = '/notices/maintenance';
/** The API's answer to an expired or revoked access token. */
const TOKEN_INVALID_MSG = TOKEN_INVALID_TEXT;
const REQUEST_TIMEOUT_MS = 15_000;

export const CLIENT_NAME = 'web';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The page's active locale (html lang, set by the i18n activation; else the locale cookie), sent
 * as X-Luvcast-Locale so the API answers `msg` in it: the cookie is host-only on the brand site.
 */
export function activeLocale(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const known = (value: string | undefined) => (value && (LOCALES as readonly string[]).includes(value) ? value : undefined);
  return known(document.documentElement?.lang) ?? known(readCookie(COOKIES.locale));
}

/** A signal aborted by the caller's signal or by `own` (AbortSignal.any where it exists). */
function either(caller: AbortSignal | null | undefined, own: AbortController): AbortSignal {
  if (!caller) return own.signal;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([caller, own.signal]);
  if (caller.aborted) own.abort(caller.reason);
  else caller.addEventListener('abort', () => own.abort(caller.reason), { once: true });
  return own.signal;
}

/**
 * The `fetch` of every api-client call (the instance, the refresh, the XSRF fetch and the
 * retries): the one place where a call without a response (network failure or timeout) is
 * reported (spec §8). The timeout lives here too, so it is told apart from a caller's abort
 * (a cancelled query is not reported); it rejects with ky's TimeoutError as ky's own would.
 */
export function reportingFetch(timeoutMs: number = REQUEST_TIMEOUT_MS): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const timer = new AbortController();
    const signal = either(request.signal, timer);
    let timedOut = false;
    const id = setTimeout(() => {
      timedOut = true;
      timer.abort();
    }, timeoutMs);
    try {
      return await globalThis.fetch(request, { ...init, signal });
    } catch (error) {
      if (timedOut) {
        reportError({ status: 0, method: request.method, url: request.url, reason: 'timeout' });
        throw new TimeoutError(request);
      }
      if (!request.signal?.aborted) reportError({ status: 0, method: request.method, url: request.url, reason: 'network' });
      throw error;
    } finally {
      clearTimeout(id);
    }
  };
}

/** ky options shared by every call: our fetch (reporting, timeout), no ky retry or ky timeout. */
const transport = () => ({ fetch: reportingFetch(), timeout: false as const, retry: 0 });

let xsrfInFlight: Promise<void> | null = null;

/** Gets the XSRF-TOKEN cookie from the API once (parallel callers share the one request). */
function fetchXsrfCookie(prefixUrl: string): Promise<void> {
  xsrfInFlight ??= ky
    .get('api/auth/xsrf', { prefixUrl, credentials: 'include', headers: { [CLIENT_HEADER]: CLIENT_NAME }, ...transport() })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      xsrfInFlight = null;
    });
  return xsrfInFlight;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 503 -> the maintenance page unless already there (spec §4). */
function redirectToMaintenance(): void {
  if (typeof location === 'undefined') return;
  if (location.pathname !== MAINTENANCE_PATH) location.assign(MAINTENANCE_PATH);
}

/** 503 redirect and 5xx reporting, for first calls and retries alike. */
const serverErrorHook: AfterResponseHook = (request, _options, response) => {
  if (response.status >= 500) {
    reportError({ status: response.status, method: request.method, url: request.url });
    if (response.status === 503) redirectToMaintenance();
  }
};

/**
 * POST /api/oauth/refresh, form-encoded, with the refresh cookie (the API reads it when the
 * `refreshToken` field is absent) and the XSRF header. Rotates both cookies on success.
 */
export async function refreshAccessToken(prefixUrl: string): Promise<RefreshOutcome> {
  let token = readCookie(XSRF_COOKIE);
  if (!token) {
    await fetchXsrfCookie(prefixUrl);
    token = readCookie(XSRF_COOKIE);
  }
  const response = await ky.post('api/oauth/refresh', {
    prefixUrl,
    credentials: 'include',
    ...transport(),
    throwHttpErrors: false,
    headers: { [CLIENT_HEADER]: CLIENT_NAME, ...(token ? { [XSRF_HEADER]: token } : {}) },
    body: new URLSearchParams(),
  });
  if (response.ok) return 'ok';
  if (response.status >= 500) reportError({ status: response.status, method: 'POST', url: response.url });
  if (response.status === 503) redirectToMaintenance();
  // 401 { msg: 'ERROR' } (and any other 4xx): no session remains
  return response.status >= 400 && response.status < 500 ? 'ended' : 'unknown';
}

/** Ends the session everywhere: store (me, session-expired dialog) and the query cache. */
function endSession(): void {
  useSessionStore.getState().endSession();
  const queryClient = activeQueryClient();
  if (!queryClient) return;
  queryClient.setQueryData(['my', 'profile'], null);
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'my' });
}

/**
 * The original request once more, after the refresh or the XSRF renewal (no second round of the
 * same kind). A copy is sent: the XSRF retry may be followed by a refresh retry of the same request.
 */
function retryOnce(request: Request): Promise<Response> {
  return ky(request.clone(), { ...transport(), throwHttpErrors: false, hooks: { afterResponse: [serverErrorHook] } });
}

/** The API's XSRF refusal: 403 `{ msg: 잘못된 접근입니다., code: xsrf.mismatch }` to an unsafe call. */
async function isXsrfRefusal(request: Request, response: Response): Promise<boolean> {
  if (response.status !== 403 || SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: unknown };
  return body.code === XSRF_REFUSAL_CODE;
}

/**
 * A 403 from the XSRF check (cookie missing on the API or not the one the page read): get a
 * fresh XSRF-TOKEN (GET api/auth/xsrf issues a new one) and retry the request once with it.
 * Parallel refusals share one fetch: a request whose token is no longer the cookie's value was
 * refused with an old token and is retried with the current one without fetching again.
 */
function xsrfRetryHook(prefixUrl: string): AfterResponseHook {
  return async (request, _options, response) => {
    if (!(await isXsrfRefusal(request, response))) return response;
    const sent = request.headers.get(XSRF_HEADER) ?? undefined;
    let token = readCookie(XSRF_COOKIE);
    if (xsrfInFlight || !token || token === sent) {
      await fetchXsrfCookie(prefixUrl);
      token = readCookie(XSRF_COOKIE);
    }
    if (!token || token === sent) return response;
    request.headers.set(XSRF_HEADER, token);
    return retryOnce(request);
  };
}

/**
 * Spec §4 session refresh: on a 401 `accessToken is not valid.` ask the session store for the one
 * in-flight refresh (the store owns it: never refresh inside beforeRetry, sindresorhus/ky#587),
 * then retry the original request after ~200 ms (refreshed) or ~300 ms (refresh failed). A failed
 * refresh on an endpoint that requires login ends the session instead.
 */
function refreshHook(prefixUrl: string): AfterResponseHook {
  return async (request, _options, response) => {
    if (response.status !== 401 || !mayRefreshFor(request.url)) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { msg?: unknown };
    if (body.msg !== TOKEN_INVALID_MSG) return response;
    const store = useSessionStore.getState();
    // a refresh already said nobody is signed in: a guest's 401 is the answer
    if (store.sessionAbsent && !store.refreshing) return response;
    const outcome = await store.refreshOnce(() => refreshAccessToken(prefixUrl));
    if (outcome === 'ok') {
      await sleep(LIMITS.retryAfterRefreshMs);
      return retryOnce(request);
    }
    if (outcome === 'ended') {
      if (!isLogoutExempt(request.url)) {
        endSession();
        return response;
      }
      // exempt endpoints never end the session; for a visitor who never had one there is nothing to retry
      if (!useSessionStore.getState().me) return response;
    }
    await sleep(LIMITS.retryAfter401Ms);
    return retryOnce(request);
  };
}

/** Creates the client; the app uses the one `api` instance below (tests create their own). */
export function createApi(prefixUrl: string = runtimeConfig().apiOrigin): KyInstance {
  return ky.create({
    prefixUrl,
    credentials: 'include',
    ...transport(),
    headers: { [CLIENT_HEADER]: CLIENT_NAME },
    hooks: {
      beforeRequest: [
        async (request) => {
          const locale = activeLocale();
          if (locale) request.headers.set(LOCALE_HEADER, locale);
          let token = readCookie(XSRF_COOKIE);
          if (!token && !SAFE_METHODS.has(request.method.toUpperCase())) {
            await fetchXsrfCookie(prefixUrl);
            token = readCookie(XSRF_COOKIE);
          }
          if (token) request.headers.set(XSRF_HEADER, token);
        },
      ],
      afterResponse: [xsrfRetryHook(prefixUrl), refreshHook(prefixUrl), serverErrorHook],
    },
  });
}

/** The one ky instance of the web (a module-federation singleton with this lib). */
export const api: KyInstance = createApi();

/** Awaits a ky call's JSON body, turning every failure into an ApiError. */
export async function json<T>(call: ResponsePromise): Promise<T> {
  try {
    const response = await call;
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    // a missing response was reported by reportingFetch, a 5xx by serverErrorHook
    throw await toApiError(error);
  }
}
