import ky, { type KyInstance, type ResponsePromise } from 'ky';
import { CLIENT_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { toApiError } from './api-error';
import { runtimeConfig } from './runtime-config';

export const CLIENT_NAME = 'web';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

let xsrfInFlight: Promise<void> | null = null;

/** Gets the XSRF-TOKEN cookie from the API once (parallel callers share the one request). */
function fetchXsrfCookie(prefixUrl: string): Promise<void> {
  xsrfInFlight ??= ky
    .get('api/auth/xsrf', { prefixUrl, credentials: 'include', headers: { [CLIENT_HEADER]: CLIENT_NAME }, retry: 0 })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      xsrfInFlight = null;
    });
  return xsrfInFlight;
}

/** Creates the client; the app uses the one `api` instance below (tests create their own). */
export function createApi(prefixUrl: string = runtimeConfig().apiOrigin): KyInstance {
  return ky.create({
    prefixUrl,
    credentials: 'include',
    retry: 0,
    timeout: 15_000,
    headers: { [CLIENT_HEADER]: CLIENT_NAME },
    hooks: {
      beforeRequest: [
        async (request) => {
          let token = readCookie(XSRF_COOKIE);
          if (!token && !SAFE_METHODS.has(request.method.toUpperCase())) {
            await fetchXsrfCookie(prefixUrl);
            token = readCookie(XSRF_COOKIE);
          }
          if (token) request.headers.set(XSRF_HEADER, token);
        },
      ],
      afterResponse: [
        async (_request, _options, response) => {
          // The single-flight refresh (spec §4) goes here next: on 401 ask the session store's
          // refresh lock, then retry. For now: the session clean-up part of spec §8.
          if (response.status === 401) {
            const body = await response
              .clone()
              .json()
              .catch(() => ({}));
            if ((body as { msg?: string }).msg === 'accessToken is not valid.') useSessionStore.getState().clearSession();
          }
          return response;
        },
      ],
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
    throw await toApiError(error);
  }
}
