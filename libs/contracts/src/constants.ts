/** Header every client call carries; the API refuses calls without it. */
export const CLIENT_HEADER = 'X-Luvcast-Client';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** `code` of the API's 403 when the XSRF header does not match the cookie (the client then renews the token once) */
export const XSRF_REFUSAL_CODE = 'xsrf.mismatch';
/** The API's `msg` for an expired or revoked access token, in every locale (message key auth.token.invalid). */
export const TOKEN_INVALID_TEXT = 'accessToken is not valid.';

export const COOKIES = {
  anonymousId: 'flx_uuid',
  access: 'flx_oauth_access',
  refresh: 'flx_oauth_refresh',
  partnerCode: 'partner_code',
  locale: 'luvcast_locale',
  saveId: 'luvcast_save_id',
  pincAppKey: 'pinc_appkey',
  pincPinKey: 'pinc_pinkey',
  xsrf: XSRF_COOKIE,
} as const;

/** An access cookie with this value counts as absent (spec §3). */
export const NO_ACCESS_TOKEN = 'noAccessToken';

export const LOCALES = ['ko', 'en', 'ja', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const OFFERED_LOCALES = ['ko', 'en'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'ko';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** partner_code (referral) cookie lifetime: one day, whoever stores it (web server ?partnerCode=, POST /api/partners). */
export const PARTNER_CODE_COOKIE_MAX_AGE_S = 24 * 60 * 60;

export const DEVICES = ['PCWEB', 'MOBILEWEB'] as const;

export const LIMITS = {
  submitThrottleMs: 1000,
  buttonReenableMs: 500,
  refreshDebounceMs: 100,
  retryAfterRefreshMs: 200,
  retryAfter401Ms: 300,
  smsResendLockMs: 60_000,
  profileStaleMs: 5 * 60_000,
  channelSettingsStaleMs: 10 * 60_000,
  queryGcMs: 5 * 60_000,
  /**
   * How long the first screen's data the page carried counts as fresh in the browser: the public
   * cache's lifetime on the API (PUBLIC_CACHE_MS), which would answer a refetch within it with the
   * same body. Hydration then starts no fetch for what the server just read.
   */
  firstScreenFreshMs: 10_000,
} as const;

export const PAGE_SIZES = { items: 10, streams: 20, emoji: 100, recordedStreams: 2 } as const;

/**
 * The web client's active locale on every API call (the locale cookie is host-only on the brand
 * site, so the API host never sees it). The API answers `msg` in this locale (ja/zh -> en).
 */
export const LOCALE_HEADER = 'X-Luvcast-Locale';
