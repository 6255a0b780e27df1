import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { ports, type SocialProvider } from '@luvcast/contracts';
import { DEV_JWT_SECRET } from '@luvcast/server-auth';
import { byEnvironment, EnvError, int, listOf, oneOf, onOff, originList, port, readEnv, secret, text, trueFalse, url, urlOf } from '@luvcast/server-config';
import * as v from 'valibot';

export { DEV_JWT_SECRET };
/** Where the payment gateway posts its webhooks on this API. */
export const PAYMENT_WEBHOOK_PATH = '/api/shoppings/payments/webhook';
/** Development default of INGEST_HOOK_SECRET (the ingest's default too); refused in production. */
export const DEV_INGEST_SECRET = 'dev-ingest-secret';
/** Development defaults of the sandbox payment gateway's keys (tools/dev-payment-gateway.mjs has the same); refused in production. */
export const DEV_PAYMENT_SECRET_KEY = 'sandbox-secret-key';
export const DEV_PAYMENT_WEBHOOK_SECRET = 'sandbox-webhook-secret';

const envSchema = {
  NODE_ENV: v.optional(v.string(), 'development'),
  API_PORT: port('API_PORT', ports.api),
  API_HOST: text('API_HOST', '127.0.0.1'),
  DATABASE_URL: urlOf('DATABASE_URL', ['postgres', 'postgresql']),
  // connections this instance keeps to PostgreSQL (instances x this must stay under the server's max_connections)
  DATABASE_POOL_SIZE: int('DATABASE_POOL_SIZE', 1, 500, 10),
  // chat's rate limit and slow mode for lines sent through HTTP: the chat instances' Redis (else PostgreSQL)
  REDIS_URL: urlOf('REDIS_URL', ['redis', 'rediss']),
  PGLITE_DIR: text('PGLITE_DIR', '.data/pglite'),
  JWT_SECRET: secret('JWT_SECRET', 32, DEV_JWT_SECRET),
  ACCESS_TOKEN_TTL_S: int('ACCESS_TOKEN_TTL_S', 30, 86_400, 900),
  REFRESH_TOKEN_TTL_S: int('REFRESH_TOKEN_TTL_S', 300, 366 * 86_400, 30 * 86_400),
  CORS_ORIGINS: originList('CORS_ORIGINS'),
  LOG_LEVEL: oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  // Swagger UI /docs and /docs/json; default on, off when NODE_ENV=production
  API_DOCS: onOff('API_DOCS'),
  SEED_DEMO: trueFalse('SEED_DEMO'),
  // sign-in abuse limits (apps/api/README.md)
  SIGNIN_LIMITS: onOff('SIGNIN_LIMITS', true),
  SIGNIN_WINDOW_S: int('SIGNIN_WINDOW_S', 1, 86_400, 900),
  SIGNIN_FAILS_BEFORE_DELAY: int('SIGNIN_FAILS_BEFORE_DELAY', 1, 1000, 5),
  SIGNIN_DELAY_STEP_MS: int('SIGNIN_DELAY_STEP_MS', 0, 60_000, 1000),
  SIGNIN_MAX_DELAY_MS: int('SIGNIN_MAX_DELAY_MS', 0, 60_000, 10_000),
  SIGNIN_PAIR_MAX_FAILS: int('SIGNIN_PAIR_MAX_FAILS', 1, 1000, 10),
  SIGNIN_IP_MAX_FAILS: int('SIGNIN_IP_MAX_FAILS', 1, 100_000, 100),
  // outside providers (apps/api/src/providers, see apps/api/README.md)
  DEV_ENDPOINTS: onOff('DEV_ENDPOINTS', true),
  CAPTCHA_HMAC_KEY: secret('CAPTCHA_HMAC_KEY', 32),
  CAPTCHA_MAX_NUMBER: int('CAPTCHA_MAX_NUMBER', 10, 10_000_000, 100_000),
  CAPTCHA_TTL_S: int('CAPTCHA_TTL_S', 10, 3600, 300),
  SMS_PROVIDER: oneOf('SMS_PROVIDER', ['dev', 'http', 'off']),
  SMS_HTTP_URL: url('SMS_HTTP_URL'),
  SMS_HTTP_TOKEN: v.optional(v.string(), ''),
  SMS_FROM: v.optional(v.string(), 'luvcast'),
  SMS_RESEND_LOCK_S: int('SMS_RESEND_LOCK_S', 1, 3600, 60),
  SMS_DAILY_CAP: int('SMS_DAILY_CAP', 1, 1000, 5),
  SMS_IP_CAP: int('SMS_IP_CAP', 1, 100_000, 20),
  SMS_IP_WINDOW_S: int('SMS_IP_WINDOW_S', 1, 86_400, 3600),
  SMS_CODE_TTL_S: int('SMS_CODE_TTL_S', 10, 3600, 180),
  SMS_MAX_ATTEMPTS: int('SMS_MAX_ATTEMPTS', 1, 100, 5),
  IDENTITY_PROVIDER: oneOf('IDENTITY_PROVIDER', ['dev', 'off']),
  IDENTITY_TTL_S: int('IDENTITY_TTL_S', 60, 86_400, 1800),
  GEO_IP_HEADERS: v.optional(v.string(), 'cf-ipcountry,x-country-code'),
  ASP_TOKEN_TTL_S: int('ASP_TOKEN_TTL_S', 30, 86_400, 300),
  OAUTH_STATE_TTL_S: int('OAUTH_STATE_TTL_S', 30, 3600, 600),
  OAUTH_SIGNUP_TTL_S: int('OAUTH_SIGNUP_TTL_S', 60, 86_400, 1800),
  // behind nginx: whose X-Forwarded-For to believe, so per-IP limits see the visitor, not the proxy
  // live (issue 9): the ingest hooks' shared secret and the public URLs of media and RTMP (apps/api/README.md)
  INGEST_HOOK_SECRET: secret('INGEST_HOOK_SECRET', 16, DEV_INGEST_SECRET),
  MEDIA_PUBLIC_URL: url('MEDIA_PUBLIC_URL'),
  RTMP_PUBLIC_URL: urlOf('RTMP_PUBLIC_URL', ['rtmp', 'rtmps']),
  MEDIA_PORT: port('MEDIA_PORT', ports.media),
  INGEST_RTMP_PORT: port('INGEST_RTMP_PORT', ports.rtmp),
  LIVE_LOWER_RENDITION: onOff('LIVE_LOWER_RENDITION', true),
  // luv (issue 11): the payment gateway (apps/api/README.md "Payments"), the ledger's sealer, the shop's rules
  PAYMENT_PROVIDER: oneOf('PAYMENT_PROVIDER', ['gateway', 'off']),
  PAYMENT_GATEWAY_URL: url('PAYMENT_GATEWAY_URL'),
  PAYMENT_SECRET_KEY: secret('PAYMENT_SECRET_KEY', 8, DEV_PAYMENT_SECRET_KEY),
  PAYMENT_WEBHOOK_SECRET: secret('PAYMENT_WEBHOOK_SECRET', 8, DEV_PAYMENT_WEBHOOK_SECRET),
  PAYMENT_WEBHOOK_URL: url('PAYMENT_WEBHOOK_URL'),
  LUV_MINOR_MONTHLY_CAP_KRW: int('LUV_MINOR_MONTHLY_CAP_KRW', 0, 10_000_000, 70_000),
  LEDGER_SEAL_INTERVAL_MS: int('LEDGER_SEAL_INTERVAL_MS', 0, 3_600_000, 2000),
  // background jobs in PostgreSQL (pg-boss): the subscription renewals
  JOBS: onOff('JOBS', true),
  // several instances behind a proxy (docs/adr/0018-cluster.md): this instance's name, sent as X-Instance on every answer when set
  INSTANCE_ID: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'INSTANCE_ID must be 1-64 letters, digits, dots, dashes or underscores'))),
  // SIGTERM: readiness answers 503 for SHUTDOWN_DRAIN_MS (load balancers that poll it stop sending), then in-flight requests get up to SHUTDOWN_TIMEOUT_MS
  SHUTDOWN_DRAIN_MS: int('SHUTDOWN_DRAIN_MS', 0, 120_000, 0),
  SHUTDOWN_TIMEOUT_MS: int('SHUTDOWN_TIMEOUT_MS', 100, 600_000, 10_000),
  // uploaded files (bank-book copies, inquiry attachments): a folder outside every web root, shared by every API instance (docs/adr/0014-uploads.md)
  UPLOAD_DIR: text('UPLOAD_DIR', '.data/uploads'),
  // how long an instance remembers that a session is active (0: ask the database on every request; docs/adr/0015)
  SESSION_CACHE_MS: int('SESSION_CACHE_MS', 0, 60_000, 10_000),
  // how long an instance (and a browser or CDN) keeps a public read's answer (0: never; docs/adr/0016)
  PUBLIC_CACHE_MS: int('PUBLIC_CACHE_MS', 0, 300_000, 10_000),
  TRUST_PROXY: listOf('TRUST_PROXY', trustedAddress, 'proxy addresses or CIDRs (or loopback, linklocal, uniquelocal)'),
};

/** An address, a CIDR, or one of proxy-addr's named ranges. */
function trustedAddress(a: string): boolean {
  if (a === 'loopback' || a === 'linklocal' || a === 'uniquelocal') return true;
  const [ip, bits, extra] = a.split('/');
  const family = isIP(ip ?? '');
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** node-postgres pool size of this instance (DATABASE_POOL_SIZE) */
  databasePoolSize: number;
  /** the chat instances' Redis: the HTTP chat send counts against the same rate limit and slow mode there (else in PostgreSQL) */
  redisUrl: string | undefined;
  pgliteDir: string;
  jwtSecret: string;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  corsOrigins: string[];
  logLevel: string;
  seedDemo: boolean;
  /** serve Swagger UI at /docs and the OpenAPI document at /docs/json (API_DOCS) */
  apiDocs: boolean;
  /** sign-in abuse limits (see apps/api/README.md); off only for benchmarks */
  signIn: {
    limits: boolean;
    windowS: number;
    /** attempts on one login ID (from anywhere) before they are spaced out */
    failsBeforeDelay: number;
    /** the spacing grows by this much per further attempt, up to maxDelayMs */
    delayStepMs: number;
    maxDelayMs: number;
    /** failed attempts of one login ID from one address before that pair is locked for the window */
    pairMaxFails: number;
    /** failed attempts from one address (all IDs) before the address is refused for the window */
    ipMaxFails: number;
  };
  // outside providers
  /** dev-only endpoints (/api/dev/*, /dev/identity): never in production */
  devEndpoints: boolean;
  captchaHmacKey: string;
  captchaMaxNumber: number;
  captchaTtlS: number;
  smsProvider: 'dev' | 'http' | 'off';
  smsHttpUrl: string | undefined;
  smsHttpToken: string;
  smsFrom: string;
  smsResendLockS: number;
  smsDailyCap: number;
  smsIpCap: number;
  smsIpWindowS: number;
  smsCodeTtlS: number;
  smsMaxAttempts: number;
  identityProvider: 'dev' | 'off';
  identityTtlS: number;
  /** lower-case request headers that carry the caller's ISO country, first present wins */
  geoIpHeaders: string[];
  aspTokenTtlS: number;
  oauthStateTtlS: number;
  oauthSignupTtlS: number;
  oauth: Record<OAuthProviderName, OAuthEndpoints>;
  /** Fastify trustProxy: false (default) or the proxies' addresses/CIDRs (Fastify 5 trusts no hop count) */
  trustProxy: false | string[];
  /** live: the ingest hooks' secret (header x-ingest-secret, both directions) and the public media/RTMP addresses */
  live: {
    ingestHookSecret: string;
    /** origin of the media server for players (else `{protocol}//{request hostname}:{mediaPort}`) */
    mediaPublicUrl: string | undefined;
    /** `rtmp://host:port/live` for encoders (else `rtmp://{request hostname}:{rtmpPort}/live`) */
    rtmpPublicUrl: string | undefined;
    mediaPort: number;
    rtmpPort: number;
    /** whether ingest may add a lower rendition besides the source (answered by the publish hook) */
    lowerRendition: boolean;
  };
  /** luv: payments through a gateway (off: the shop answers shop.unavailable), the sealer, the shop's rules */
  luv: {
    paymentProvider: 'gateway' | 'off';
    /** the gateway's server API (default: the sandbox gateway on ports.pg outside production) */
    gatewayUrl: string;
    secretKey: string;
    webhookSecret: string;
    /** where the gateway posts webhooks (default: this API on loopback) */
    webhookUrl: string;
    /** KRW a member under 19 may pay in a calendar month (Asia/Seoul) */
    minorMonthlyCapKrw: number;
    /** how often the ledger's sealer runs (0: never; `npm run ledger -- verify` seals too) */
    sealIntervalMs: number;
  };
  /** where uploaded files are kept (never served by a static route) */
  uploadDir: string;
  /** how long this instance remembers an active session and its member (0: never; evicted on every change, docs/adr/0015) */
  sessionCacheMs: number;
  publicCacheMs: number;
  /** run the background jobs (subscription renewals) in this process (JOBS; every instance may: pg-boss shares them out) */
  jobs: boolean;
  /** INSTANCE_ID: sent as X-Instance on every answer (null: no header) */
  instanceId: string | null;
  /** SIGTERM: how long readiness says 503 before the server stops taking requests */
  shutdownDrainMs: number;
  /** SIGTERM: how long in-flight requests may take before their connections are cut */
  shutdownTimeoutMs: number;
}

/** The social providers (SOCIAL_PROVIDERS of @luvcast/contracts), each with its OAUTH_<P>_* endpoints. */
export type OAuthProviderName = SocialProvider;
export interface OAuthEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /**
   * Who an access token was issued to (Kakao `access_token_info`, Google `tokeninfo`, Twitch
   * `validate`); empty where the provider has no such call (Naver).
   */
  tokenInfoUrl: string;
  /**
   * The apps whose access tokens the token sign-in and sign-up take (Kakao app IDs, Google and
   * Twitch client IDs): a token issued to any other app is refused. OAUTH_<P>_TOKEN_AUDIENCES,
   * comma-separated; by default the web client's ID (Kakao's app ID is a number of its own: set it).
   */
  tokenAudiences: string[];
  clientId: string;
  clientSecret: string;
}

/** The providers' real endpoints; a provider without OAUTH_<P>_CLIENT_ID is disabled. */
export const OAUTH_DEFAULTS: Record<OAuthProviderName, Pick<OAuthEndpoints, 'authorizeUrl' | 'tokenUrl' | 'userinfoUrl' | 'tokenInfoUrl'>> = {
  kakao: {
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userinfoUrl: 'https://kapi.kakao.com/v2/user/me',
    tokenInfoUrl: 'https://kapi.kakao.com/v1/user/access_token_info',
  },
  naver: {
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    userinfoUrl: 'https://openapi.naver.com/v1/nid/me',
    tokenInfoUrl: '',
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    tokenInfoUrl: 'https://oauth2.googleapis.com/tokeninfo',
  },
  twitch: {
    authorizeUrl: 'https://id.twitch.tv/oauth2/authorize',
    tokenUrl: 'https://id.twitch.tv/oauth2/token',
    userinfoUrl: 'https://api.twitch.tv/helix/users',
    tokenInfoUrl: 'https://id.twitch.tv/oauth2/validate',
  },
};

function oauthFromEnv(env: Record<string, string | undefined>, problems: string[]): Record<OAuthProviderName, OAuthEndpoints> {
  const out = {} as Record<OAuthProviderName, OAuthEndpoints>;
  for (const name of Object.keys(OAUTH_DEFAULTS) as OAuthProviderName[]) {
    const P = `OAUTH_${name.toUpperCase()}_`;
    const url = (key: 'AUTHORIZE_URL' | 'TOKEN_URL' | 'USERINFO_URL' | 'TOKENINFO_URL', fallback: string) => {
      const value = env[P + key] || fallback;
      try {
        const u = new URL(value);
        if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
      } catch {
        problems.push(`${P + key} must be an http(s) URL`);
      }
      return value;
    };
    const d = OAUTH_DEFAULTS[name];
    out[name] = {
      authorizeUrl: url('AUTHORIZE_URL', d.authorizeUrl),
      tokenUrl: url('TOKEN_URL', d.tokenUrl),
      userinfoUrl: url('USERINFO_URL', d.userinfoUrl),
      tokenInfoUrl: d.tokenInfoUrl ? url('TOKENINFO_URL', d.tokenInfoUrl) : '', // Naver has no such call
      tokenAudiences: (env[P + 'TOKEN_AUDIENCES'] ?? env[P + 'CLIENT_ID'] ?? '').split(',').map((a) => a.trim()).filter(Boolean),
      clientId: env[P + 'CLIENT_ID'] ?? '',
      clientSecret: env[P + 'CLIENT_SECRET'] ?? '',
    };
  }
  return out;
}

/** Bad configuration: `problems` has one line per bad variable (the message lists them). */
export class ConfigError extends EnvError {}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // empty strings count as unset; every bad variable is named
  const e = readEnv(envSchema, env, (problems) => new ConfigError(problems));
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const production = e.NODE_ENV === 'production';
  const oauthProblems: string[] = [];
  const oauth = oauthFromEnv(input, oauthProblems);
  if (oauthProblems.length) throw new ConfigError(oauthProblems);
  const smsProvider = e.SMS_PROVIDER ?? (production ? (e.SMS_HTTP_URL ? 'http' : 'off') : 'dev');
  if (smsProvider === 'http' && !e.SMS_HTTP_URL) throw new ConfigError(['SMS_HTTP_URL must be set when SMS_PROVIDER=http']);
  if (production && smsProvider === 'dev') throw new ConfigError(['SMS_PROVIDER=dev is not allowed when NODE_ENV=production']);
  const identityProvider = e.IDENTITY_PROVIDER ?? (production ? 'off' : 'dev');
  if (production && identityProvider === 'dev') throw new ConfigError(['IDENTITY_PROVIDER=dev is not allowed when NODE_ENV=production']);
  // the demo data has an operator with a published password
  if (production && e.SEED_DEMO === true) throw new ConfigError(['SEED_DEMO=true is not allowed when NODE_ENV=production']);
  if (production && e.JWT_SECRET === DEV_JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET must be set to a secret of your own when NODE_ENV=production']);
  }
  if (production && e.INGEST_HOOK_SECRET === DEV_INGEST_SECRET) {
    throw new ConfigError(['INGEST_HOOK_SECRET must be set to a secret of your own when NODE_ENV=production (the same as the ingest\'s)']);
  }
  const paymentProvider = e.PAYMENT_PROVIDER ?? (production && !e.PAYMENT_GATEWAY_URL ? 'off' : 'gateway');
  if (production && paymentProvider === 'gateway') {
    const bad = [];
    if (!e.PAYMENT_GATEWAY_URL) bad.push('PAYMENT_GATEWAY_URL must be set when PAYMENT_PROVIDER=gateway and NODE_ENV=production');
    if (e.PAYMENT_SECRET_KEY === DEV_PAYMENT_SECRET_KEY) bad.push('PAYMENT_SECRET_KEY must be set to your gateway key when NODE_ENV=production');
    if (e.PAYMENT_WEBHOOK_SECRET === DEV_PAYMENT_WEBHOOK_SECRET) bad.push('PAYMENT_WEBHOOK_SECRET must be set to your gateway webhook secret when NODE_ENV=production');
    if (bad.length) throw new ConfigError(bad);
  }
  return {
    production,
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    pgliteDir: e.PGLITE_DIR,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlS: e.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: e.REFRESH_TOKEN_TTL_S,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    seedDemo: byEnvironment(production, e.SEED_DEMO, { production: false, development: true }),
    apiDocs: byEnvironment(production, e.API_DOCS, { production: false, development: true }),
    signIn: {
      limits: e.SIGNIN_LIMITS,
      windowS: e.SIGNIN_WINDOW_S,
      failsBeforeDelay: e.SIGNIN_FAILS_BEFORE_DELAY,
      delayStepMs: e.SIGNIN_DELAY_STEP_MS,
      maxDelayMs: e.SIGNIN_MAX_DELAY_MS,
      pairMaxFails: e.SIGNIN_PAIR_MAX_FAILS,
      ipMaxFails: e.SIGNIN_IP_MAX_FAILS,
    },
    devEndpoints: !production && e.DEV_ENDPOINTS,
    captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? createHmac('sha256', e.JWT_SECRET).update('captcha').digest('hex'),
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    captchaTtlS: e.CAPTCHA_TTL_S,
    smsProvider,
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpToken: e.SMS_HTTP_TOKEN,
    smsFrom: e.SMS_FROM,
    smsResendLockS: e.SMS_RESEND_LOCK_S,
    smsDailyCap: e.SMS_DAILY_CAP,
    smsIpCap: e.SMS_IP_CAP,
    smsIpWindowS: e.SMS_IP_WINDOW_S,
    smsCodeTtlS: e.SMS_CODE_TTL_S,
    smsMaxAttempts: e.SMS_MAX_ATTEMPTS,
    identityProvider,
    identityTtlS: e.IDENTITY_TTL_S,
    geoIpHeaders: e.GEO_IP_HEADERS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    aspTokenTtlS: e.ASP_TOKEN_TTL_S,
    oauthStateTtlS: e.OAUTH_STATE_TTL_S,
    oauthSignupTtlS: e.OAUTH_SIGNUP_TTL_S,
    oauth,
    trustProxy: e.TRUST_PROXY ?? false,
    live: {
      ingestHookSecret: e.INGEST_HOOK_SECRET,
      mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
      rtmpPublicUrl: e.RTMP_PUBLIC_URL?.replace(/\/+$/, ''),
      mediaPort: e.MEDIA_PORT,
      rtmpPort: e.INGEST_RTMP_PORT,
      lowerRendition: e.LIVE_LOWER_RENDITION,
    },
    luv: {
      paymentProvider,
      gatewayUrl: (e.PAYMENT_GATEWAY_URL ?? `http://127.0.0.1:${ports.pg}`).replace(/\/+$/, ''),
      secretKey: e.PAYMENT_SECRET_KEY,
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET,
      webhookUrl: e.PAYMENT_WEBHOOK_URL ?? `http://127.0.0.1:${e.API_PORT}${PAYMENT_WEBHOOK_PATH}`,
      minorMonthlyCapKrw: e.LUV_MINOR_MONTHLY_CAP_KRW,
      sealIntervalMs: e.LEDGER_SEAL_INTERVAL_MS,
    },
    uploadDir: e.UPLOAD_DIR,
    sessionCacheMs: e.SESSION_CACHE_MS,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    jobs: e.JOBS,
    instanceId: e.INSTANCE_ID ?? null,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
