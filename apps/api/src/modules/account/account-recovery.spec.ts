import { randomUUID } from 'node:crypto';
import { identityVerifications, phoneVerifications } from '@luvcast/db';
import { hashOpaqueToken, hashPassword } from '@luvcast/server-auth';
import { sql } from 'drizzle-orm';
import { API_HOST, CLIENT, CookieJar, createTestApp, mutatingHeaders, signIn, xsrfJar, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.members.create({ loginId: 'lostuser1', passwordHash: await hashPassword('Lost!2345'), nickname: '분실회원', phone: '01055556666', countryCode: 82 });
  await t.app.members.create({ loginId: 'lostuser2', passwordHash: await hashPassword('Lost!2345'), nickname: '분실회원2', phone: '01055556666', countryCode: 82 });
  await t.app.members.create({ loginId: 'leaver001', passwordHash: await hashPassword('Leave!2345'), nickname: '탈퇴회원', phone: '01077778888', countryCode: 82 });
});
afterAll(() => t.close());

async function identity(type: string, phone: string): Promise<string> {
  const authKey = randomUUID();
  await t.database.db.insert(identityVerifications).values({
    authKeyHash: hashOpaqueToken(authKey), type, name: '분실', birthday: '1990-01-01', gender: 'F', phone,
    verifiedAt: new Date(), expiresAt: sql`now() + interval '10 minutes'`,
  });
  return authKey;
}
async function phoneToken(purpose: string, phone: string): Promise<string> {
  const token = randomUUID();
  await t.database.db.insert(phoneVerifications).values({
    countryCode: 82, phone, purpose, codeHash: hashOpaqueToken('1'), expiresAt: sql`now() + interval '3 minutes'`, confirmedAt: new Date(), tokenHash: hashOpaqueToken(token),
  });
  return token;
}
async function call(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, jar?: CookieJar) {
  const j = jar ?? (await xsrfJar(t.app));
  return t.app.inject({ method, url, headers: mutatingHeaders(j), payload });
}

describe('GET /api/auth/signin/find', () => {
  it('names the verification the flow takes and 404s unknown IDs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/signin/find?loginId=lostuser1&type=password', headers: { ...CLIENT, host: API_HOST } });
    expect(res.json()).toEqual({ result: 'ok', verification: 'identity' });
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/signin/find?loginId=nobody999&type=password', headers: { ...CLIENT, host: API_HOST } });
    expect(none.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/signin/find?loginId=lostuser1&type=other', headers: { ...CLIENT, host: API_HOST } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('find ID', () => {
  it('answers the masked IDs of the verified phone and spends the verification once', async () => {
    const authKey = await identity('id', '01055556666');
    const res = await call('POST', '/api/auth/signin/find-id/confirm', { type: 'id', authKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'ok', loginIds: ['los******', 'los******'] });
    expect((await call('POST', '/api/auth/signin/find-id/confirm', { authKey })).statusCode).toBe(400);
  });

  it('accepts a phone verification of purpose id and refuses other types', async () => {
    expect((await call('POST', '/api/auth/signin/find-id/confirm', { phoneVerificationToken: await phoneToken('id', '01055556666') })).statusCode).toBe(200);
    const wrongType = await call('POST', '/api/auth/signin/find-id/confirm', { authKey: await identity('password', '01055556666') });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().msg).toBe('본인 확인 후 이용가능합니다.');
    expect((await call('POST', '/api/auth/signin/find-id/confirm', { authKey: await identity('id', '01000000000') })).statusCode).toBe(404);
  });
});

describe('find password and reset', () => {
  it('hands out a one-use reset token for a matching verification and resets the password', async () => {
    const before = await signIn(t.app, { loginId: 'lostuser1', password: 'Lost!2345' });
    const confirm = await call('POST', '/api/auth/signin/find-password/confirm', { type: 'password', loginId: 'lostuser1', authKey: await identity('password', '01055556666') });
    expect(confirm.statusCode).toBe(200);
    const { authToken } = confirm.json();
    const reset = await call('PUT', '/api/oauth/password', { loginId: 'lostuser1', authToken, password: 'Fresh!2345' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, { loginId: 'lostuser1', password: 'Fresh!2345' })).res.statusCode).toBe(200);
    expect((await signIn(t.app, { loginId: 'lostuser1', password: 'Lost!2345' })).res.statusCode).toBe(401);
    // old sessions ended
    const profile = await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { ...CLIENT, host: API_HOST, cookie: before.jar.header() } });
    expect(profile.statusCode).toBe(401);
    const again = await call('PUT', '/api/oauth/password', { loginId: 'lostuser1', authToken, password: 'Again!2345' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth.resetToken.invalid');
  });

  it("refuses a verification of someone else's phone, a token for another ID and a forged token", async () => {
    const other = await call('POST', '/api/auth/signin/find-password/confirm', { loginId: 'lostuser1', authKey: await identity('password', '01099999999') });
    expect(other.statusCode).toBe(400);
    const confirm = await call('POST', '/api/auth/signin/find-password/confirm', { loginId: 'lostuser2', phoneVerificationToken: await phoneToken('password', '01055556666') });
    const { authToken } = confirm.json();
    expect((await call('PUT', '/api/oauth/password', { loginId: 'lostuser1', authToken, password: 'Fresh!2345' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/oauth/password', { loginId: 'lostuser2', authToken: 'forged.token.value', password: 'Fresh!2345' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/oauth/password', { loginId: 'lostuser2', authToken, password: 'weak' })).json().code).toBe('auth.password.pattern');
  });
});

describe('POST /api/auth/expire', () => {
  it('withdraws the signed-in member with an expire verification; they can no longer sign in', async () => {
    const { jar } = await signIn(t.app, { loginId: 'leaver001', password: 'Leave!2345' });
    expect((await call('POST', '/api/auth/expire', { loginId: 'leaver001' }, jar)).json().code).toBe('auth.verification.required');
    expect((await call('POST', '/api/auth/expire', { loginId: 'demo1234', authKey: await identity('expire', '01077778888') }, jar)).statusCode).toBe(403);
    const res = await call('POST', '/api/auth/expire', { loginId: 'leaver001', authKey: await identity('expire', '01077778888') }, jar);
    expect(res.statusCode).toBe(200);
    expect((await t.app.members.findByLoginId('leaver001'))?.expiredAt).toBeInstanceOf(Date);
    jar.absorb(res);
    const again = await signIn(t.app, { loginId: 'leaver001', password: 'Leave!2345' });
    expect(again.res.statusCode).toBe(401);
    expect(again.res.json()).toEqual({ msg: '탈퇴한 계정입니다.' }); // only the owner (right password) learns it
  });

  it('requires a signed-in member', async () => {
    expect((await call('POST', '/api/auth/expire', { loginId: 'demo1234' })).statusCode).toBe(401);
  });
});
