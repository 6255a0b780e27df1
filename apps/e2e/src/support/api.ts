// Fixtures through the real HTTP API: the calls a browser or an operator makes (XSRF double
// submit, X-Luvcast-Client) and the stack's development endpoints (SMS outbox, captcha solved like
// the Verify dialog does). See apps/api/README.md, "Dev-only endpoints" and "Operators and members".
import http from 'node:http';
import { expect, request, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';
import { apiOrigin, stack, type Brand } from './stack';
import { freshLoginId, freshNickname, freshPhone } from './fresh';

export const CLIENT_HEADER = { 'X-Luvcast-Client': 'web' };

export interface Member {
  loginId: string;
  password: string;
  nickname: string;
}
export interface ForeignMember extends Member {
  phone: string;
  /** when the sign-up code was sent: the number's 60 s resend lock runs from here */
  codeSentAt: number;
}

/** The seeded demo accounts (libs/db/src/seed.ts). */
export const demoMember: Member = { loginId: 'demo1234', password: 'Demo!2345', nickname: '데모회원' };
export const demoOperator = { loginId: 'opdemo01', password: 'Oper!2345' };
/** a referral partner code of the seed: it replaces identity verification at sign-up */
const PARTNER_CODE = 'LUVPARTNER';

/** An API session of its own (cookie jar, XSRF token), like one browser. Dispose it. */
export interface ApiSession {
  request: APIRequestContext;
  /** headers of a state-changing call: the XSRF double submit */
  headers: Record<string, string>;
  dispose(): Promise<void>;
}

export async function apiSession(): Promise<ApiSession> {
  const ctx = await request.newContext({ baseURL: apiOrigin(), extraHTTPHeaders: CLIENT_HEADER });
  await ctx.get('/api/auth/xsrf');
  const xsrf = (await ctx.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { request: ctx, headers: { 'X-XSRF-TOKEN': xsrf }, dispose: () => ctx.dispose() };
}

/**
 * A new member signed up through `POST /api/auth/signup` with the seed's referral partner code
 * (which stands in for identity verification): a fresh ID and nickname, nobody else's data. The
 * sign-up's own session is signed out again, so the member has no open session.
 */
export async function createMember(options: { prefix?: string; password?: string } = {}): Promise<Member> {
  const m: Member = { loginId: freshLoginId(options.prefix ?? 'mem'), password: options.password ?? 'Fresh!234', nickname: freshNickname('회원') };
  const api = await apiSession();
  try {
    await signUpAndSignOut(api, m, { partnerCode: PARTNER_CODE });
    return m;
  } finally {
    await api.dispose();
  }
}

/** Signs the member up through the API (partner code or identity authKey) and leaves the session. */
async function signUpAndSignOut(api: ApiSession, m: Member, proof: { partnerCode: string } | { authKey: string }) {
  const res = await api.request.post('/api/auth/signup', {
    headers: api.headers,
    data: { loginId: m.loginId, password: m.password, nickname: encodeURIComponent(m.nickname), ...proof, device: 'PCWEB' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const out = await api.request.post('/api/auth/signout', { headers: api.headers });
  expect(out.status(), await out.text()).toBe(200);
}

/**
 * A new member whose identity is verified (PI): the development identity provider's form
 * (`POST /dev/identity`, type personal-signup, a fresh phone number) gives an authKey, and the
 * sign-up spends it, as the sign-up page's identity popup does. Broadcasters need PI to go live.
 */
export async function createVerifiedMember(options: { prefix?: string; password?: string; birthday?: string } = {}): Promise<Member> {
  const m: Member = { loginId: freshLoginId(options.prefix ?? 'pim'), password: options.password ?? 'Fresh!234', nickname: freshNickname('인증') };
  const api = await apiSession();
  try {
    const identity = await api.request.post('/dev/identity', {
      headers: api.headers,
      data: { type: 'personal-signup', origin: `http://luv.localhost:${stack.web}`, name: '홍길동', birthday: options.birthday ?? '1990-01-02', gender: 'M', phone: freshPhone(), adult: true },
    });
    expect(identity.status(), await identity.text()).toBe(200);
    const { authKey } = (await identity.json()) as { authKey: string };
    await signUpAndSignOut(api, m, { authKey });
    return m;
  } finally {
    await api.dispose();
  }
}

/** The captchaToken for a fresh challenge, solved like the Verify dialog does. */
export async function captchaToken(api: APIRequestContext): Promise<string> {
  const c = (await (await api.get('/api/auth/captcha/challenge')).json()) as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('captcha not solvable');
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature })).toString('base64');
}

/** The latest SMS code the API's development sender wrote to its outbox for a number. */
export async function readSmsCode(countryCode: number, phone: string): Promise<string> {
  const res = await fetch(`${apiOrigin()}/api/dev/sms-outbox?countryCode=${countryCode}&phone=${phone}`, { headers: CLIENT_HEADER });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { code: string }).code;
}

/** The outbox entry of a number, once one sent at or after `after` (ms) is there. */
export async function smsCodeAfter(after: number, countryCode: number, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${apiOrigin()}/api/dev/sms-outbox?countryCode=${countryCode}&phone=${phone}`, { headers: CLIENT_HEADER });
      if (!res.ok) return false;
      const body = (await res.json()) as { code: string; sentAt: string };
      code = body.code;
      return Date.parse(body.sentAt) >= after;
    })
    .toBe(true);
  return code;
}

/** A foreign member signed up through the real foreigner sign-up calls (captcha, SMS, verify-phone, sign-up). */
export async function createForeignMember(): Promise<ForeignMember> {
  const api = await apiSession();
  try {
    const m: ForeignMember = { loginId: freshLoginId('abr'), password: 'Abroad!23', nickname: freshNickname('ab'), phone: freshPhone(), codeSentAt: Date.now() };
    const sent = await api.request.post('/v2/api/auth/signup/send-phone-verification', {
      headers: api.headers,
      data: { countryCode: 1, phone: m.phone, captchaToken: await captchaToken(api.request) },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const code = await smsCodeAfter(m.codeSentAt - 1000, 1, m.phone);
    const verified = await api.request.post('/api/auth/signup/verify-phone', { headers: api.headers, data: { countryCode: 1, phone: m.phone, code } });
    expect(verified.status()).toBe(200);
    const { token } = (await verified.json()) as { token: string };
    const signUp = await api.request.post('/api/auth/signup/foreigner', {
      headers: api.headers,
      data: { loginId: m.loginId, password: m.password, name: 'Jane Doe', nickname: encodeURIComponent(m.nickname), device: 'PCWEB', phoneVerificationToken: token, gender: 'F', birthday: '1994-03-05', recommendId: '' },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    return m;
  } finally {
    await api.dispose();
  }
}

/** An operator's API session (role O, the seeded opdemo01): what `npm run member` / `npm run site` do, over HTTP. */
export interface OperatorApi {
  setStatus(loginId: string, status: 'blocked' | 'active'): Promise<{ status: string; revokedSessions: number }>;
  /** Platform switches (GET /api/guest/channeling-switching), e.g. `{ isSnsLoginGoogle: false }`: platform-wide, so @global-state. */
  setSwitches(switches: Record<string, boolean>): Promise<void>;
  /** Maintenance / emergency: site-wide, so @global-state. */
  setSiteFlags(flags: { maintenance?: boolean; emergency?: boolean }): Promise<void>;
  /** Approves or rejects a member's bank account for withdrawals (PUT /api/admin/bank-accounts/{loginId}). */
  reviewBankAccount(loginId: string, action: 'approve' | 'reject', reason?: string): Promise<void>;
  dispose(): Promise<void>;
}

export async function operatorApi(): Promise<OperatorApi> {
  const api = await apiSession();
  const signIn = await api.request.post('/v2/api/auth/signin', { headers: api.headers, data: demoOperator });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return {
    async setStatus(loginId, status) {
      const res = await api.request.put(`/api/admin/members/${loginId}/status`, { headers: api.headers, data: { status } });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as { status: string; revokedSessions: number };
    },
    async setSwitches(switches) {
      const res = await api.request.put('/api/admin/site-flags', { headers: api.headers, data: { switches } });
      expect(res.status(), await res.text()).toBe(200);
    },
    async setSiteFlags(flags) {
      const res = await api.request.put('/api/admin/site-flags', { headers: api.headers, data: flags });
      expect(res.status(), await res.text()).toBe(200);
    },
    async reviewBankAccount(loginId, action, reason = '') {
      const res = await api.request.put(`/api/admin/bank-accounts/${loginId}`, { headers: api.headers, data: { action, reason } });
      expect(res.status(), await res.text()).toBe(200);
    },
    dispose: () => api.dispose(),
  };
}

/** One call to a brand's API host from Node: 127.0.0.1 with the `api.<brand>.localhost` Host header. */
function brandApiCall(
  brand: Brand,
  method: 'GET' | 'POST',
  pathname: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; setCookies: string[]; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: stack.api,
        method,
        path: pathname,
        headers: {
          ...CLIENT_HEADER,
          ...headers,
          host: `api.${brand}.localhost:${stack.api}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookies: res.headers['set-cookie'] ?? [], text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

type Cookie = Parameters<BrowserContext['addCookies']>[0][number];

/** Set-Cookie lines as the browser would store them for `brand`'s site (Domain=<brand>.localhost from the api. host). */
function parseSetCookies(lines: string[], brand: Brand): Cookie[] {
  return lines.map((line) => {
    const [pair, ...attributes] = line.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    const cookie: Cookie = { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: `.${brand}.localhost`, path: '/', sameSite: 'Lax' };
    for (const attribute of attributes) {
      const [key, value = ''] = attribute.split('=');
      const k = key.toLowerCase();
      if (k === 'domain') cookie.domain = `.${value.replace(/^\./, '')}`;
      else if (k === 'path') cookie.path = value;
      else if (k === 'httponly') cookie.httpOnly = true;
      else if (k === 'secure') cookie.secure = true;
      else if (k === 'max-age') cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
      else if (k === 'expires' && cookie.expires === undefined) cookie.expires = Math.floor(Date.parse(value) / 1000);
    }
    return cookie;
  });
}

/**
 * A signed-in session for the browser context without the sign-in page: the member signs in at
 * `brand`'s API host (so the session belongs to that brand) and the answer's cookies (access,
 * refresh, XSRF) go into the context, as if the browser had received them. For tests whose subject
 * is not the sign-in itself; several tests may use one member at once (sign-in limits: a right
 * password clears the member's attempts).
 */
export async function signInViaApi(context: BrowserContext, brand: Brand, member: Member = demoMember): Promise<void> {
  const xsrfAnswer = await brandApiCall(brand, 'GET', '/api/auth/xsrf', {});
  const xsrf = /^XSRF-TOKEN=([^;]*)/.exec(xsrfAnswer.setCookies.find((c) => c.startsWith('XSRF-TOKEN=')) ?? '')?.[1] ?? '';
  expect(xsrf, 'XSRF-TOKEN cookie').not.toBe('');
  const answer = await brandApiCall(
    brand,
    'POST',
    '/v2/api/auth/signin',
    { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    { loginId: member.loginId, password: member.password },
  );
  expect(answer.status, answer.text).toBe(200);
  await context.addCookies(parseSetCookies([...xsrfAnswer.setCookies, ...answer.setCookies], brand).filter((c) => c.value !== ''));
}

/**
 * Ends a browser context's session from elsewhere, as a sign-out in another browser does: `POST
 * /api/auth/signout` from Node at `brand`'s API host with the context's cookies of that brand. The
 * API revokes the session family (access and refresh token); the context keeps its cookies, since
 * it never sees the answer, so its next refresh is refused.
 */
export async function signOutElsewhere(context: BrowserContext, brand: Brand): Promise<void> {
  const cookies = (await context.cookies()).filter((c) => c.domain.replace(/^\./, '').endsWith(`${brand}.localhost`));
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await brandApiCall(brand, 'POST', '/api/auth/signout', { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), 'x-xsrf-token': xsrf }, {});
  expect(answer.status, answer.text).toBe(200);
}
