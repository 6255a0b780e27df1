import type { OAuthEndpoints, OAuthProviderName } from '../../config';

/** Who the provider says the user is. */
export interface SocialProfile {
  /** the provider's stable user id */
  subject: string;
  nickname?: string;
  email?: string;
}

/** The provider refused (bad code, bad token, provider down): answered as 400 with a message. */
export class OAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OAuthError';
  }
}

const SCOPES: Record<OAuthProviderName, string> = {
  kakao: 'profile_nickname account_email',
  naver: '',
  google: 'openid email profile',
  twitch: 'user:read:email',
};

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined);
const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** Reads each provider's user-info shape. */
export function profileFrom(provider: OAuthProviderName, body: unknown): SocialProfile | null {
  const b = obj(body);
  let p: SocialProfile | null = null;
  switch (provider) {
    case 'kakao': {
      const account = obj(b.kakao_account);
      const subject = str(b.id);
      if (subject) p = { subject, nickname: str(obj(b.properties).nickname) ?? str(obj(account.profile).nickname), email: str(account.email) };
      break;
    }
    case 'naver': {
      const r = obj(b.response);
      const subject = str(r.id);
      if (subject) p = { subject, nickname: str(r.nickname), email: str(r.email) };
      break;
    }
    case 'google': {
      const subject = str(b.sub);
      if (subject) p = { subject, nickname: str(b.name), email: str(b.email) };
      break;
    }
    case 'twitch': {
      const user = obj(Array.isArray(b.data) ? b.data[0] : undefined);
      const subject = str(user.id);
      if (subject) p = { subject, nickname: str(user.display_name) ?? str(user.login), email: str(user.email) };
      break;
    }
  }
  return p;
}

/**
 * The app an access token was issued to, from each provider's token-info answer: Kakao
 * `access_token_info` {app_id}, Google `tokeninfo` {aud, azp}, Twitch `validate` {client_id}.
 * Null for a shape without one (and for Naver, which has no such call).
 */
export function audienceFrom(provider: OAuthProviderName, body: unknown): string | null {
  const b = obj(body);
  switch (provider) {
    case 'kakao':
      return str(b.app_id) ?? null;
    case 'google':
      return str(b.aud) ?? str(b.azp) ?? null;
    case 'twitch':
      return str(b.client_id) ?? null;
    default:
      return null;
  }
}

/**
 * OAuth2 authorization-code clients for kakao, naver, google and twitch against the configured
 * endpoints (OAUTH_<P>_*). A provider without a client id is disabled.
 */
export class OAuthClients {
  constructor(private readonly endpoints: Record<OAuthProviderName, OAuthEndpoints>, private readonly timeoutMs = 10_000) {}

  enabled(provider: OAuthProviderName): boolean {
    return !!this.endpoints[provider].clientId;
  }

  /**
   * The provider's authorize URL. With `codeChallenge` (PKCE, RFC 7636, S256) the code can only be
   * redeemed with its verifier; servers without PKCE ignore the extra parameters (RFC 6749 §3.1).
   */
  authorizeUrl(provider: OAuthProviderName, input: { state: string; redirectUri: string; codeChallenge?: string }): string {
    const e = this.endpoints[provider];
    const url = new URL(e.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', e.clientId);
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('state', input.state);
    if (SCOPES[provider]) url.searchParams.set('scope', SCOPES[provider]);
    if (input.codeChallenge) {
      url.searchParams.set('code_challenge', input.codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
    }
    return url.href;
  }

  /** Exchanges an authorization code for the provider's access token. */
  async exchangeCode(provider: OAuthProviderName, input: { code: string; redirectUri: string; state: string; codeVerifier?: string }): Promise<string> {
    const e = this.endpoints[provider];
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: e.clientId,
      client_secret: e.clientSecret,
    });
    if (provider === 'naver') form.set('state', input.state);
    if (input.codeVerifier) form.set('code_verifier', input.codeVerifier);
    const body = await this.call(e.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    const token = str(obj(body).access_token);
    if (!token) throw new OAuthError(`${provider} token endpoint answered without access_token`);
    return token;
  }

  /** The profile behind an access token (also validates a token a client sends). */
  async userInfo(provider: OAuthProviderName, accessToken: string): Promise<SocialProfile> {
    const e = this.endpoints[provider];
    const headers: Record<string, string> = { authorization: `Bearer ${accessToken}`, accept: 'application/json' };
    if (provider === 'twitch') headers['client-id'] = e.clientId;
    const body = await this.call(e.userinfoUrl, { method: 'GET', headers });
    const profile = profileFrom(provider, body);
    if (!profile) throw new OAuthError(`${provider} user info has no user id`);
    return profile;
  }

  /**
   * The profile behind an access token a client brings (the apps' token sign-in and sign-up): first
   * the provider says which app the token was issued to, and a token of an app not in
   * `tokenAudiences` is refused — else any site's or app's token for the same person would sign in
   * as them here. Naver has no such call: its tokens are taken on the user-info call alone.
   */
  async userInfoOfClientToken(provider: OAuthProviderName, accessToken: string): Promise<SocialProfile> {
    const e = this.endpoints[provider];
    if (e.tokenInfoUrl) {
      const url = new URL(e.tokenInfoUrl);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (provider === 'google') url.searchParams.set('access_token', accessToken);
      else headers['authorization'] = provider === 'twitch' ? `OAuth ${accessToken}` : `Bearer ${accessToken}`;
      const audience = audienceFrom(provider, await this.call(url.href, { method: 'GET', headers }));
      if (!audience || !e.tokenAudiences.includes(audience)) throw new OAuthError(`${provider} access token was issued to another app (${audience ?? 'none'})`);
    }
    return this.userInfo(provider, accessToken);
  }

  private async call(url: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      throw new OAuthError(`provider unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) throw new OAuthError(`provider answered ${res.status}`);
    try {
      return await res.json();
    } catch {
      throw new OAuthError('provider answered no JSON');
    }
  }
}
