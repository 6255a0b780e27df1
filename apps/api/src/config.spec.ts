import { ConfigError, DEV_JWT_SECRET, loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems.join('\n');
    throw err;
  }
  return '';
};

describe('loadConfig', () => {
  it('works with no variables at all: PGlite, port 4000 on 127.0.0.1, 900 s access tokens', () => {
    expect(loadConfig({})).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      redisUrl: undefined,
      pgliteDir: '.data/pglite',
      jwtSecret: DEV_JWT_SECRET,
      accessTokenTtlS: 900,
      refreshTokenTtlS: 2_592_000,
      corsOrigins: [],
      logLevel: 'info',
      seedDemo: true,
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      API_PORT: '4010',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/luvcast',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PGLITE_DIR: '/tmp/x',
      JWT_SECRET: 'x'.repeat(40),
      ACCESS_TOKEN_TTL_S: '60',
      REFRESH_TOKEN_TTL_S: '3600',
      CORS_ORIGINS: 'https://a.example, http://b.example:8080',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    });
    expect(c).toMatchObject({ port: 4010, host: '0.0.0.0', databaseUrl: 'postgres://u@127.0.0.1:5432/luvcast', redisUrl: 'redis://127.0.0.1:6379', accessTokenTtlS: 60, corsOrigins: ['https://a.example', 'http://b.example:8080'], seedDemo: false });
  });

  it.each([
    ['API_PORT', 'abc'],
    ['API_PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['ACCESS_TOKEN_TTL_S', '5'],
    ['CORS_ORIGINS', 'not an origin'],
    ['LOG_LEVEL', 'loud'],
    ['JWT_SECRET', 'short'],
    ['API_DOCS', 'yes'],
  ])('names %s when its value %s is bad', (name, value) => {
    expect(problemsOf({ [name]: value })).toContain(name);
  });

  it('refuses the development JWT secret when NODE_ENV=production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain('JWT_SECRET');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48), INGEST_HOOK_SECRET: 'i'.repeat(32) }).seedDemo).toBe(false);
  });

  it('refuses the demo data (an operator with a published password) when NODE_ENV=production', () => {
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48), INGEST_HOOK_SECRET: 'i'.repeat(32), SEED_DEMO: 'true' })).toContain('SEED_DEMO=true is not allowed');
  });

  it('publishes the API documents (/docs) outside production and not in production, unless API_DOCS says otherwise', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48), INGEST_HOOK_SECRET: 'i'.repeat(32) };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig(prod).apiDocs).toBe(false);
    expect(loadConfig({ ...prod, API_DOCS: 'on' }).apiDocs).toBe(true);
  });
});

describe('loadConfig: outside providers', () => {
  const prod = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48), INGEST_HOOK_SECRET: 'i'.repeat(32) };

  it('uses the offline providers and dev endpoints in development, none of them in production', () => {
    const dev = loadConfig({});
    expect(dev).toEqual(expect.objectContaining({ smsProvider: 'dev', identityProvider: 'dev', devEndpoints: true, smsResendLockS: 60, smsDailyCap: 5 }));
    expect(dev.oauth.kakao).toEqual(expect.objectContaining({ authorizeUrl: 'https://kauth.kakao.com/oauth/authorize', clientId: '' }));
    expect(loadConfig({ DEV_ENDPOINTS: 'off' }).devEndpoints).toBe(false);
    expect(loadConfig(prod)).toEqual(expect.objectContaining({ smsProvider: 'off', identityProvider: 'off', devEndpoints: false }));
    expect(loadConfig({ ...prod, SMS_HTTP_URL: 'https://sms.example/send' }).smsProvider).toBe('http');
  });

  it('refuses the development SMS sender and identity page in production', () => {
    expect(problemsOf({ ...prod, SMS_PROVIDER: 'dev' })).toContain('SMS_PROVIDER');
    expect(problemsOf({ ...prod, IDENTITY_PROVIDER: 'dev' })).toContain('IDENTITY_PROVIDER');
    expect(problemsOf({ SMS_PROVIDER: 'http' })).toContain('SMS_HTTP_URL');
  });

  it('reads per-provider OAuth endpoints and names a bad one', () => {
    const c = loadConfig({ OAUTH_NAVER_TOKEN_URL: 'http://127.0.0.1:9/token', OAUTH_NAVER_CLIENT_ID: 'id', OAUTH_NAVER_CLIENT_SECRET: 's' });
    expect(c.oauth.naver).toEqual(expect.objectContaining({ tokenUrl: 'http://127.0.0.1:9/token', clientId: 'id', clientSecret: 's' }));
    expect(problemsOf({ OAUTH_GOOGLE_USERINFO_URL: 'ftp://x' })).toContain('OAUTH_GOOGLE_USERINFO_URL');
    expect(problemsOf({ OAUTH_TWITCH_TOKENINFO_URL: 'ftp://x' })).toContain('OAUTH_TWITCH_TOKENINFO_URL');
    expect(problemsOf({ SMS_DAILY_CAP: '0' })).toContain('SMS_DAILY_CAP');
  });

  it('takes client access tokens of the web client by default, of the listed apps when told, and asks Naver nothing', () => {
    const c = loadConfig({ OAUTH_GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com', OAUTH_KAKAO_CLIENT_ID: 'rest-key', OAUTH_KAKAO_TOKEN_AUDIENCES: '123456, 654321', OAUTH_NAVER_CLIENT_ID: 'n' });
    expect(c.oauth.google).toEqual(expect.objectContaining({ tokenInfoUrl: 'https://oauth2.googleapis.com/tokeninfo', tokenAudiences: ['web.apps.googleusercontent.com'] }));
    expect(c.oauth.kakao).toEqual(expect.objectContaining({ tokenInfoUrl: 'https://kapi.kakao.com/v1/user/access_token_info', tokenAudiences: ['123456', '654321'] }));
    expect(c.oauth.twitch).toEqual(expect.objectContaining({ tokenInfoUrl: 'https://id.twitch.tv/oauth2/validate', tokenAudiences: [] }));
    expect(c.oauth.naver.tokenInfoUrl).toBe('');
    expect(loadConfig({ OAUTH_NAVER_TOKENINFO_URL: 'http://127.0.0.1:9/x' }).oauth.naver.tokenInfoUrl).toBe('');
  });
});
