import { randomUUID } from 'node:crypto';
import { identityVerifications, phoneVerifications } from '@luvcast/db';
import { hashOpaqueToken } from '@luvcast/server-auth';
import { sql } from 'drizzle-orm';
import { CookieJar, createTestApp, mutatingHeaders, xsrfJar, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function identity(opts: { type?: string; verified?: boolean; expired?: boolean; birthday?: string } = {}): Promise<string> {
  const authKey = randomUUID();
  await t.database.db.insert(identityVerifications).values({
    authKeyHash: hashOpaqueToken(authKey),
    type: opts.type ?? 'personal-signup',
    name: '홍길동',
    birthday: opts.birthday ?? '1990-05-01',
    gender: 'M',
    phone: '01012345678',
    verifiedAt: opts.verified === false ? null : new Date(),
    expiresAt: opts.expired ? sql`now() - interval '1 minute'` : sql`now() + interval '10 minutes'`,
  });
  return authKey;
}

async function phoneToken(confirmed = true): Promise<string> {
  const token = randomUUID();
  await t.database.db.insert(phoneVerifications).values({
    countryCode: 1,
    phone: '2025550123',
    purpose: 'signup',
    codeHash: hashOpaqueToken('123456'),
    expiresAt: sql`now() + interval '3 minutes'`,
    confirmedAt: confirmed ? new Date() : null,
    tokenHash: hashOpaqueToken(token),
  });
  return token;
}

async function post(url: string, payload: Record<string, unknown>, jar?: CookieJar) {
  const j = jar ?? (await xsrfJar(t.app));
  const res = await t.app.inject({ method: 'POST', url, headers: mutatingHeaders(j), payload });
  j.absorb(res);
  return { res, jar: j };
}

const base = (n: string) => ({ loginId: `newbie${n}`, password: 'Newbie!234', nickname: encodeURIComponent(`새회원${n}`) });

describe('POST /api/auth/signup', () => {
  it('creates a verified member from the identity result, consumes it, opens a session and a wallet', async () => {
    const authKey = await identity();
    const { res, jar } = await post('/api/auth/signup', { ...base('01'), authKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'ok', me: { loginId: 'newbie01', nickname: '새회원01', role: 'V' } });
    const member = await t.app.members.findByLoginId('newbie01');
    expect(member).toMatchObject({ name: '홍길동', birthday: '1990-05-01', gender: 'M', phone: '01012345678', isAdult: true, identityVerified: true });
    expect(await t.app.ledger.balanceOfMember(member!.id)).toBe(0);
    const profile = await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { 'x-luvcast-client': 'jest', host: 'api.luv.localhost:4000', cookie: jar.header() } });
    expect(profile.statusCode).toBe(200);
    // the same authKey cannot be spent twice
    const again = await post('/api/auth/signup', { ...base('02'), authKey });
    expect(again.res.statusCode).toBe(400);
    expect(again.res.json()).toEqual({ error: '본인인증 후 회원가입이 가능합니다.', error_msg: '본인인증 후 회원가입이 가능합니다.', code: 'auth.identity.required' });
  });

  it('refuses sign-up without identity verification and no partner code, in the caller locale', async () => {
    const jar = (await xsrfJar(t.app)).set('luvcast_locale', 'en');
    const { res } = await post('/api/auth/signup', base('03'), jar);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'You can sign up after identity verification.', error_msg: 'You can sign up after identity verification.', code: 'auth.identity.required' });
  });

  it('refuses unverified, expired or wrong-type identity results', async () => {
    for (const key of [await identity({ verified: false }), await identity({ expired: true }), await identity({ type: 'password' })]) {
      const { res } = await post('/api/auth/signup', { ...base('04'), authKey: key });
      expect(res.json().code).toBe('auth.identity.required');
    }
    expect(await t.app.members.findByLoginId('newbie04')).toBeUndefined();
  });

  it('accepts sign-up without identity when a known partner code is given (body or partner_code cookie)', async () => {
    const { res } = await post('/api/auth/signup', { ...base('05'), partnerCode: 'XIN' });
    expect(res.statusCode).toBe(200);
    expect(await t.app.members.findByLoginId('newbie05')).toMatchObject({ partnerCode: 'XIN', identityVerified: false, isAdult: false });
    const jar = (await xsrfJar(t.app)).set('partner_code', 'XIN');
    expect((await post('/api/auth/signup', base('06'), jar)).res.statusCode).toBe(200);
    const unknown = await post('/api/auth/signup', { ...base('07'), partnerCode: 'NOPE' });
    expect(unknown.res.json().code).toBe('auth.identity.required');
  });

  it('answers 409 for a taken ID or nickname with the spec texts', async () => {
    const id = await post('/api/auth/signup', { ...base('08'), loginId: 'demo1234', partnerCode: 'XIN' });
    expect(id.res.statusCode).toBe(409);
    expect(id.res.json()).toEqual({ error: '이미 있는 아이디입니다.', error_msg: '이미 있는 아이디입니다.', code: 'auth.id.taken' });
    const nick = await post('/api/auth/signup', { ...base('08'), nickname: encodeURIComponent('데모회원'), partnerCode: 'XIN' });
    expect(nick.res.statusCode).toBe(409);
    expect(nick.res.json().error).toBe('이미 있는 닉네임입니다.');
  });

  it('requires an existing recommender', async () => {
    const bad = await post('/api/auth/signup', { ...base('09'), recommendId: 'nobody999', partnerCode: 'XIN' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().error).toBe('입력한 추천인이 조회되지 않습니다.');
    const good = await post('/api/auth/signup', { ...base('09'), recommendId: 'demo1234', partnerCode: 'XIN' });
    expect(good.res.statusCode).toBe(200);
    expect((await t.app.members.findByLoginId('newbie09'))?.recommendId).toBe('demo1234');
  });

  it('accepts a partner code typed as recommender as the member partner code, still requiring identity verification', async () => {
    const unverified = await post('/api/auth/signup', { ...base('11'), recommendId: 'XIN' });
    expect(unverified.res.json().code).toBe('auth.identity.required');
    const { res } = await post('/api/auth/signup', { ...base('11'), recommendId: 'XIN', authKey: await identity() });
    expect(res.statusCode).toBe(200);
    expect(await t.app.members.findByLoginId('newbie11')).toMatchObject({ partnerCode: 'XIN', recommendId: null, identityVerified: true });
    // a referral partner code (cookie) stays the member's partner code
    const jar = (await xsrfJar(t.app)).set('partner_code', 'LUVPARTNER');
    expect((await post('/api/auth/signup', { ...base('12'), recommendId: 'XIN' }, jar)).res.statusCode).toBe(200);
    expect(await t.app.members.findByLoginId('newbie12')).toMatchObject({ partnerCode: 'LUVPARTNER', recommendId: null });
  });

  it('answers field rule failures in the sign-up error shape', async () => {
    const { res } = await post('/api/auth/signup', { ...base('10'), loginId: '12345678', partnerCode: 'XIN' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: '아이디 (6~15자, 영문 소문자와 숫자)', error_msg: '아이디 (6~15자, 영문 소문자와 숫자)', code: 'auth.id.pattern' });
  });
});

describe('POST /api/auth/signup/foreigner', () => {
  const foreigner = (n: string) => ({ ...base(n), name: 'John Smith', gender: 'M', birthday: '1995-02-03' });

  it('creates a foreign member with the verified phone and consumes the token', async () => {
    const phoneVerificationToken = await phoneToken();
    const { res } = await post('/api/auth/signup/foreigner', { ...foreigner('21'), phoneVerificationToken });
    expect(res.statusCode).toBe(200);
    expect(await t.app.members.findByLoginId('newbie21')).toMatchObject({ isForeigner: true, phone: '2025550123', countryCode: 1, name: 'John Smith', isAdult: false });
    const again = await post('/api/auth/signup/foreigner', { ...foreigner('22'), phoneVerificationToken });
    expect(again.res.statusCode).toBe(400);
    expect(again.res.json().error).toBe('휴대폰 인증을 완료해주세요.');
  });

  it('refuses an unconfirmed or unknown phone token and a missing one', async () => {
    for (const token of [await phoneToken(false), 'unknown-token']) {
      const { res } = await post('/api/auth/signup/foreigner', { ...foreigner('23'), phoneVerificationToken: token });
      expect(res.json().code).toBe('auth.phone.verifyFirst');
    }
    const missing = await post('/api/auth/signup/foreigner', foreigner('23'));
    expect(missing.res.statusCode).toBe(400);
    expect(missing.res.json().code).toBe('auth.phone.verifyFirst');
  });

  it('accepts the partner code XIN as recommender and stores it as the partner code', async () => {
    const { res } = await post('/api/auth/signup/foreigner', { ...foreigner('25'), recommendId: 'XIN', phoneVerificationToken: await phoneToken() });
    expect(res.statusCode).toBe(200);
    expect(await t.app.members.findByLoginId('newbie25')).toMatchObject({ isForeigner: true, partnerCode: 'XIN', recommendId: null });
    const unknown = await post('/api/auth/signup/foreigner', { ...foreigner('26'), recommendId: 'NOPE', phoneVerificationToken: await phoneToken() });
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json().error).toBe('입력한 추천인이 조회되지 않습니다.');
  });

  it('checks the birthday', async () => {
    const { res } = await post('/api/auth/signup/foreigner', { ...foreigner('24'), birthday: '1995-13-40', phoneVerificationToken: await phoneToken() });
    expect(res.json()).toMatchObject({ code: 'auth.birthday.invalid', error: '생년월일을 확인해주세요.' });
  });
});
