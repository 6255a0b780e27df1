import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { COOKIES, SOCIAL_PROVIDERS, type SocialProvider } from '@luvcast/contracts';
import { decodeJwt } from 'jose';
import { OAUTH_DEFAULTS, type Config, type OAuthEndpoints } from '../../config';
import { API_HOST, LEX_HOST, CookieJar, createTestApp, mutatingHeaders, xsrfJar, type TestApp } from '../../testing/test-app';

// A real OAuth2 authorization server on an ephemeral loopback port: the dev provider `npm start`
// runs (tools/dev-oauth-provider.mjs, oauth2-mock-server).
let mock: ChildProcess;
let base: string;
let t: TestApp;
const SITE = 'http://luv.localhost:4200';

beforeAll(async () => {
  mock = spawn(process.execPath, [path.join(__dirname, '../../../../../tools/dev-oauth-provider.mjs'), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: mock.stdout! }).once('line', resolve);
    mock.once('exit', (code) => reject(new Error(`mock OAuth server exited ${code}`)));
  });
  base = new URL(JSON.parse(line).url).href.replace('localhost', '127.0.0.1').replace(/\/$/, '');
  const oauth = Object.fromEntries(
    SOCIAL_PROVIDERS.map((p) => [
      p,
      {
        authorizeUrl: `${base}/authorize`,
        tokenUrl: `${base}/token?p=${p}`,
        userinfoUrl: `${base}/userinfo?p=${p}`,
        tokenInfoUrl: OAUTH_DEFAULTS[p].tokenInfoUrl && `${base}/tokeninfo?p=${p}`, // none where the provider has no such call (Naver)
        // the web client and the apps whose tokens the token sign-in takes (providerAccessToken's 'app')
        tokenAudiences: [`client-${p}`, 'app'],
        clientId: `client-${p}`,
        clientSecret: `secret-${p}`,
      },
    ]),
  ) as Config['oauth'];
  t = await createTestApp({ config: { oauth } });
  // starting the provider (key generation) and a PGlite app took over 60 s on a loaded 2-core machine
}, 180_000);
afterAll(async () => {
  await t?.close();
  mock?.kill('SIGTERM');
});

/** GET authorize on the API, "log in" at the provider as `who`, come back with code and state. */
async function authorizeAs(provider: SocialProvider, who: string) {
  const jar = await xsrfJar(t.app);
  const res = await t.app.inject({ method: 'GET', url: `/auth/oauth/${provider}/authorize?callbackURL=${encodeURIComponent(`${SITE}/`)}`, headers: { host: API_HOST, cookie: jar.header() } });
  expect(res.statusCode).toBe(302);
  jar.absorb(res);
  const toProvider = new URL(res.headers.location as string);
  expect(toProvider.origin + toProvider.pathname).toBe(`${base}/authorize`);
  expect(toProvider.searchParams.get('client_id')).toBe(`client-${provider}`);
  expect(toProvider.searchParams.get('redirect_uri')).toBe(`${SITE}/callback/${provider}/authorize`);
  toProvider.searchParams.set('login_hint', who);
  const back = await fetch(toProvider, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location')!);
  expect(callback.href.startsWith(`${SITE}/callback/${provider}/authorize?`)).toBe(true);
  return {
    jar,
    code: callback.searchParams.get('code')!,
    state: callback.searchParams.get('state')!,
    challenge: toProvider.searchParams.get('code_challenge'),
    challengeMethod: toProvider.searchParams.get('code_challenge_method'),
  };
}

const callback = (provider: SocialProvider, jar: CookieJar, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/auth/oauth/${provider}/callback`, headers: mutatingHeaders(jar), payload: body });

/** An access token straight from the provider (what an app would hold for token login). */
async function providerAccessToken(provider: SocialProvider, who: string, clientId = 'app'): Promise<string> {
  const auth = new URL(`${base}/authorize`);
  auth.search = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: 'http://127.0.0.1/cb', login_hint: who }).toString();
  const back = await fetch(auth, { redirect: 'manual' });
  const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
  const res = await fetch(`${base}/token?p=${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: 'http://127.0.0.1/cb', client_id: clientId }).toString(),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('social login against a local OAuth2 server', () => {
  it.each(SOCIAL_PROVIDERS)('%s: first login asks for sign-up, sign-up links the member, a later login signs in', async (provider) => {
    const first = await authorizeAs(provider, 'ann');
    const needSignup = await callback(provider, first.jar, { code: first.code, state: first.state });
    expect(needSignup.statusCode).toBe(200);
    const signupBody = needSignup.json() as { result: string; signupToken: string; nickname?: string; email?: string };
    expect(signupBody).toEqual(expect.objectContaining({ result: 'signup', signup: true, signupToken: expect.any(String), email: `${provider}-ann@example.test` }));
    expect(needSignup.cookies.find((c) => c.name === COOKIES.access)).toBeUndefined();

    const nickname = `${provider.slice(0, 3)}앤`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: `/api/auth/signup/oauth/${provider}`,
      headers: mutatingHeaders(first.jar),
      payload: { signupToken: signupBody.signupToken, nickname: encodeURIComponent(nickname), countryCodes: 82, device: 'PCWEB' },
    });
    expect(signUp.statusCode).toBe(200);
    const me = signUp.json().me as { loginId: string; nickname: string };
    expect(me.nickname).toBe(nickname);
    expect(me.loginId).toMatch(/^[a-z0-9]{6,15}$/);
    expect(signUp.cookies.find((c) => c.name === COOKIES.access)?.value).toBeTruthy();

    // the same signup token cannot create a second member
    const again = await t.app.inject({ method: 'POST', url: `/api/auth/signup/oauth/${provider}`, headers: mutatingHeaders(first.jar), payload: { signupToken: signupBody.signupToken, nickname: `${provider.slice(0, 3)}둘` } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error_msg).toBe('이미 가입된 소셜 계정입니다.');

    const later = await authorizeAs(provider, 'ann');
    const signedIn = await callback(provider, later.jar, { code: later.code, state: later.state });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(expect.objectContaining({ result: 'ok', me: expect.objectContaining({ loginId: me.loginId, nickname }) }));
    expect(signedIn.cookies.find((c) => c.name === COOKIES.access)?.value).toBeTruthy();

    // token login with the provider's access token
    const tokenLogin = await t.app.inject({ method: 'POST', url: `/api/auth/signin/oauth/${provider}`, headers: mutatingHeaders(await xsrfJar(t.app)), payload: { accessToken: await providerAccessToken(provider, 'ann'), device: 'MOBILEWEB' } });
    expect(tokenLogin.statusCode).toBe(200);
    expect(tokenLogin.json().me.loginId).toBe(me.loginId);
  });

  it('refuses a replayed state, a forged state, a state without its cookie and another provider\'s state', async () => {
    const a = await authorizeAs('google', 'bob');
    expect((await callback('google', a.jar, { code: a.code, state: a.state })).statusCode).toBe(200);
    const replay = await callback('google', a.jar.set('luv_oauth_state', a.jar.get('luv_oauth_state') ?? 'x'), { code: a.code, state: a.state });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().msg).toBe('알 수 없는 오류가 발생하였습니다.');

    const b = await authorizeAs('google', 'bob');
    const forged = await callback('google', b.jar, { code: b.code, state: `${b.state.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe('알 수 없는 오류가 발생하였습니다.');
    const noCookie = await callback('google', await xsrfJar(t.app), { code: b.code, state: b.state });
    expect(noCookie.statusCode).toBe(400);
    const otherProvider = await callback('naver', b.jar, { code: b.code, state: b.state });
    expect(otherProvider.statusCode).toBe(400);
    const missing = await callback('google', b.jar, { code: '', state: b.state });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('알 수 없는 오류가 발생하였습니다.');
  });

  it('refuses a stolen code and state replayed from another browser that copies what the state reveals into the cookie', async () => {
    const victim = await authorizeAs('google', 'vic');
    const cookie = victim.jar.get('luv_oauth_state');
    expect(cookie).toBeTruthy();
    const claims = decodeJwt(victim.state);
    // the state is signed, not encrypted: it must not carry the HttpOnly cookie value
    expect(Object.values(claims)).not.toContain(cookie);
    for (const readable of Object.values(claims).filter((x): x is string => typeof x === 'string')) {
      const attacker = (await xsrfJar(t.app)).set('luv_oauth_state', readable);
      const stolen = await callback('google', attacker, { code: victim.code, state: victim.state });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().msg).toBe('알 수 없는 오류가 발생하였습니다.');
      expect(stolen.cookies.find((c) => c.name === COOKIES.access)).toBeUndefined();
    }
    // the attempts did not spend the state: the victim's own browser still completes the flow
    const own = await callback('google', victim.jar, { code: victim.code, state: victim.state });
    expect(own.statusCode).toBe(200);
    expect(own.json().result).toBe('signup');
  });

  it('tells a withdrawn member 탈퇴한 계정입니다. on social sign-in (callback and token), like the password sign-in', async () => {
    const first = await authorizeAs('naver', 'leaver');
    const signup = (await callback('naver', first.jar, { code: first.code, state: first.state })).json();
    const created = await t.app.inject({ method: 'POST', url: '/api/auth/signup/oauth/naver', headers: mutatingHeaders(first.jar), payload: { signupToken: signup.signupToken, nickname: '떠날이' } });
    expect(created.statusCode).toBe(200);
    const member = await t.app.members.findByLoginId(created.json().me.loginId);
    await t.app.members.expire(member!.id);

    const later = await authorizeAs('naver', 'leaver');
    const viaCallback = await callback('naver', later.jar, { code: later.code, state: later.state });
    expect(viaCallback.statusCode).toBe(400);
    expect(viaCallback.json().msg).toBe('탈퇴한 계정입니다.');
    expect(viaCallback.cookies.find((c) => c.name === COOKIES.access)).toBeUndefined();
    const viaToken = await t.app.inject({ method: 'POST', url: '/api/auth/signin/oauth/naver', headers: mutatingHeaders(await xsrfJar(t.app)), payload: { accessToken: await providerAccessToken('naver', 'leaver') } });
    expect(viaToken.statusCode).toBe(400);
    expect(viaToken.json().msg).toBe('탈퇴한 계정입니다.');
  });

  it('refuses an access token the provider rejects and an unknown provider with the unknown-error text', async () => {
    const a = await authorizeAs('kakao', 'cat');
    const badToken = await t.app.inject({ method: 'POST', url: '/api/auth/signin/oauth/kakao', headers: mutatingHeaders(a.jar), payload: { accessToken: 'not-a-provider-token' } });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().msg).toBe('알 수 없는 오류가 발생하였습니다.');
    const badSignup = await t.app.inject({ method: 'POST', url: '/api/auth/signup/oauth/kakao', headers: mutatingHeaders(a.jar), payload: { accessToken: 'not-a-provider-token', nickname: '새친구' } });
    expect(badSignup.statusCode).toBe(400);
    expect(badSignup.json().error_msg).toBe('알 수 없는 오류가 발생하였습니다.');
    const unknownProvider = await t.app.inject({ method: 'POST', url: '/api/auth/signin/oauth/facebook', headers: mutatingHeaders(a.jar), payload: { accessToken: 'x' } });
    expect(unknownProvider.statusCode).toBe(400);
  });

  it.each(['kakao', 'google', 'twitch'] as const)('%s: an access token issued to another app neither signs in nor signs up; the same person\'s token of an accepted app does', async (provider) => {
    const first = await authorizeAs(provider, 'oscar');
    const needSignup = await callback(provider, first.jar, { code: first.code, state: first.state });
    const created = await t.app.inject({ method: 'POST', url: `/api/auth/signup/oauth/${provider}`, headers: mutatingHeaders(first.jar), payload: { signupToken: needSignup.json().signupToken, nickname: `오${provider.slice(0, 3)}` } });
    expect(created.statusCode).toBe(200);

    const jar = await xsrfJar(t.app);
    const foreign = await providerAccessToken(provider, 'oscar', 'some-other-site');
    const signIn = await t.app.inject({ method: 'POST', url: `/api/auth/signin/oauth/${provider}`, headers: mutatingHeaders(jar), payload: { accessToken: foreign } });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().msg).toBe('알 수 없는 오류가 발생하였습니다.');
    expect(signIn.cookies.find((c) => c.name === COOKIES.access)).toBeUndefined();
    const signUp = await t.app.inject({ method: 'POST', url: `/api/auth/signup/oauth/${provider}`, headers: mutatingHeaders(jar), payload: { accessToken: await providerAccessToken(provider, 'newcomer-oz', 'some-other-site'), nickname: `오즈${provider.slice(0, 2)}` } });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error_msg).toBe('알 수 없는 오류가 발생하였습니다.');

    const ours = await t.app.inject({ method: 'POST', url: `/api/auth/signin/oauth/${provider}`, headers: mutatingHeaders(jar), payload: { accessToken: await providerAccessToken(provider, 'oscar') } });
    expect(ours.statusCode).toBe(200);
    expect(ours.cookies.find((c) => c.name === COOKIES.access)).toBeDefined();
  });

  it('signs up with a provider access token (kakao), keeps nicknames unique and checks the recommender', async () => {
    const jar = await xsrfJar(t.app);
    const accessToken = await providerAccessToken('kakao', 'dan');
    const taken = await t.app.inject({ method: 'POST', url: '/api/auth/signup/oauth/kakao', headers: mutatingHeaders(jar), payload: { accessToken, nickname: encodeURIComponent('kak앤') } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error_msg).toBe('이미 있는 닉네임입니다.');
    const noRecommender = await t.app.inject({ method: 'POST', url: '/api/auth/signup/oauth/kakao', headers: mutatingHeaders(jar), payload: { accessToken, nickname: '댄댄', recommendId: 'nobody12345' } });
    expect(noRecommender.statusCode).toBe(400);
    expect(noRecommender.json().error_msg).toBe('입력한 추천인이 조회되지 않습니다.');
    const badKey = await t.app.inject({ method: 'POST', url: '/api/auth/signup/oauth/kakao', headers: mutatingHeaders(jar), payload: { accessToken, nickname: '댄댄', authKey: 'unknown-key' } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error_msg).toBe('본인인증 후 회원가입이 가능합니다.');
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/signup/oauth/kakao', headers: mutatingHeaders(jar), payload: { accessToken, nickname: '댄댄', loginId: 'danthekakao', partnerCode: '' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().me).toEqual(expect.objectContaining({ loginId: 'danthekakao', nickname: '댄댄' }));
    // no password sign-in for a social member
    const pw = await t.app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: mutatingHeaders(jar), payload: { loginId: 'danthekakao', password: 'Password1!' } });
    expect(pw.statusCode).toBe(401);
  });

  it('takes a partner code typed as recommender (XIN) as the new member partner code; an unknown referral partner code is not stored', async () => {
    const jar = await xsrfJar(t.app);
    const accessToken = await providerAccessToken('kakao', 'xinfan');
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/signup/oauth/kakao', headers: mutatingHeaders(jar), payload: { accessToken, nickname: '신팬', loginId: 'xinfankakao', recommendId: 'XIN', partnerCode: 'NOPE' } });
    expect(ok.statusCode).toBe(200);
    const member = await t.app.members.findByLoginId('xinfankakao');
    expect([member?.recommendId, member?.partnerCode]).toEqual([null, 'XIN']);
  });

  it('binds the code to the browser with PKCE: a code issued for another challenge is refused', async () => {
    const a = await authorizeAs('kakao', 'pkce');
    expect(a.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.challengeMethod).toBe('S256');
    // an attacker's authorization (their own challenge) replayed into this browser's state
    const auth = new URL(`${base}/authorize`);
    auth.search = new URLSearchParams({ response_type: 'code', client_id: 'client-kakao', redirect_uri: `${SITE}/callback/kakao/authorize`, state: a.state, login_hint: 'pkce', code_challenge: 'A'.repeat(43), code_challenge_method: 'S256' }).toString();
    const foreign = new URL((await fetch(auth, { redirect: 'manual' })).headers.get('location')!).searchParams.get('code')!;
    const refused = await callback('kakao', a.jar, { code: foreign, state: a.state });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('알 수 없는 오류가 발생하였습니다.');
  });

  it('POST /v3/api/m/signup/kakao signs a new broadcaster up: role J with a channel', async () => {
    const jar = await xsrfJar(t.app);
    const accessToken = await providerAccessToken('kakao', 'bj-eve');
    const signUp = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v3/api/m/signup/kakao', headers: mutatingHeaders(jar), payload });

    const noNickname = await signUp({ accessToken });
    expect(noNickname.statusCode).toBe(400);
    const badToken = await signUp({ accessToken: 'not-a-provider-token', nickname: '이브방송' });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().error_msg).toBe('알 수 없는 오류가 발생하였습니다.');
    const takenNickname = await signUp({ accessToken, nickname: encodeURIComponent('kak앤') });
    expect(takenNickname.statusCode).toBe(400);
    expect(takenNickname.json().error_msg).toBe('이미 있는 닉네임입니다.');
    const ok = await signUp({ accessToken, nickname: encodeURIComponent('이브방송') });
    expect(ok.statusCode).toBe(200);
    const me = ok.json().me as { loginId: string; nickname: string; role: string };
    expect(me).toEqual(expect.objectContaining({ nickname: '이브방송', role: 'J' }));
    expect(ok.cookies.find((c) => c.name === COOKIES.access)?.value).toBeTruthy();
    const channel = await t.app.channels.findByIdOrOwnerLoginId(me.loginId);
    expect(channel).toEqual(expect.objectContaining({ title: '이브방송의 방송', isLive: false }));

    const again = await signUp({ accessToken, nickname: '이브둘' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error_msg).toBe('이미 가입된 소셜 계정입니다.');
    // the ordinary Kakao sign-up still makes a viewer without a channel
    const viewer = await t.app.inject({ method: 'POST', url: '/api/auth/signup/oauth/kakao', headers: mutatingHeaders(jar), payload: { accessToken: await providerAccessToken('kakao', 'viewer-fay'), nickname: '페이' } });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json().me.role).toBe('V');
    expect(await t.app.channels.findByIdOrOwnerLoginId(viewer.json().me.loginId)).toBeUndefined();
  });

  it("refuses a provider whose switch is off for the request host's brand: authorize, callback, token sign-in and sign-up", async () => {
    const unavailable = '사용할 수 없는 소셜 로그인입니다.';
    // lex does not offer Google (brand-config), whatever the client ids
    const lex = await t.app.inject({ method: 'GET', url: '/auth/oauth/google/authorize', headers: { host: LEX_HOST } });
    expect(lex.statusCode).toBe(400);
    expect(lex.json().msg).toBe(unavailable);
    const started = await authorizeAs('google', 'switch-gil');
    const accessToken = await providerAccessToken('google', 'switch-gil');
    await t.app.siteFlags.set('switch:isSnsLoginGoogle', 'off');
    try {
      const authorize = await t.app.inject({ method: 'GET', url: '/auth/oauth/google/authorize', headers: { host: API_HOST } });
      expect(authorize.statusCode).toBe(400);
      expect(authorize.json().msg).toBe(unavailable);
      const cb = await callback('google', started.jar, { code: started.code, state: started.state });
      expect(cb.statusCode).toBe(400);
      expect(cb.json().msg).toBe(unavailable);
      const jar = await xsrfJar(t.app);
      const tokenLogin = await t.app.inject({ method: 'POST', url: '/api/auth/signin/oauth/google', headers: mutatingHeaders(jar), payload: { accessToken } });
      expect(tokenLogin.statusCode).toBe(400);
      expect(tokenLogin.json().msg).toBe(unavailable);
      const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/signup/oauth/google', headers: mutatingHeaders(jar), payload: { accessToken, nickname: '스위치길' } });
      expect(signUp.statusCode).toBe(400);
      expect(signUp.json().error_msg).toBe(unavailable);
      // the other providers are unaffected
      const kakao = await t.app.inject({ method: 'GET', url: '/auth/oauth/kakao/authorize', headers: { host: API_HOST } });
      expect(kakao.statusCode).toBe(302);
    } finally {
      await t.app.siteFlags.set('switch:isSnsLoginGoogle', 'on');
    }
    // switched back on: the same flow works again
    const again = await authorizeAs('google', 'switch-gil');
    expect((await callback('google', again.jar, { code: again.code, state: again.state })).json().result).toBe('signup');
  });

  it('answers 400 with a message for a provider without a client id', async () => {
    const off = await createTestApp({ config: { oauth: { ...t.app.config.oauth, twitch: { ...(t.app.config.oauth.twitch as OAuthEndpoints), clientId: '' } } } });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/auth/oauth/twitch/authorize', headers: { host: API_HOST } });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('사용할 수 없는 소셜 로그인입니다.');
    } finally {
      await off.close();
    }
  });
});
