// The stateful core of the web's API calls, a module-federation singleton
// (tools/federation/shared.cjs): the one ky instance (`api`) with its hooks, the XSRF fetch shared by
// parallel calls, the error sink, the active QueryClient and the runtime config. Shell and remotes
// get it through @luvcast/api-client (which re-exports it); the endpoint files there are bundled
// per app (docs/adr/0020-api-client-split.md).
export {
  api,
  createApi,
  json,
  CLIENT_NAME,
  MAINTENANCE_PATH,
  activeLocale,
  reportingFetch,
  refreshAccessToken,
} from './client';
export { ApiError, toApiError } from './api-error';
export { runtimeConfig, setRenderRuntimeConfig, DEFAULT_API_PORT, DEFAULT_CHAT_PORT, type LuvcastRuntimeConfig } from './runtime-config';
export { createQueryClient, activeQueryClient } from './query-client';
export { reportError, setErrorSink, type ErrorSink, type ReportedError } from './report-error';
export { isLogoutExempt, mayRefreshFor, LOGOUT_EXEMPT_PATTERNS, NO_REFRESH_PATTERNS } from './session-policy';
/**
 * ky's HTTPError from the one ky copy that makes the calls: endpoint files are bundled per app, so
 * an `instanceof` against their own copy of ky would never match an error thrown by this one.
 */
export { HTTPError, TimeoutError } from 'ky';
export type { KyInstance, ResponsePromise, Options as KyOptions } from 'ky';
