import { myPersonalAuthResult, profileResponse } from '@luvcast/contracts';
import { DEMO_ACCOUNTS } from '@luvcast/db';
import { hashOpaqueToken, hashPassword } from '@luvcast/server-auth';
import * as v from 'valibot';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword('Test!2345');
});
afterAll(() => t.close());

const SITE = 'http://luv.localhost:4200';
const ADULT = { name: '홍길동', birthday: '1990-05-17', gender: 'M', phone: '01012345678' };

let n = 0;
/** A fresh member without identity verification, signed in. */
async function newMember(): Promise<{ jar: CookieJar; id: number }> {
  n += 1;
  const row = await t.app.members.create({ loginId: `pitest${String(n).padStart(3, '0')}`, passwordHash, nickname: `인증${n}`, name: '가입이름' });
  const { jar } = await signIn(t.app, { loginId: row.loginId, password: 'Test!2345' });
  return { jar, id: row.id };
}

/** The development identity popup's submit, in the session of `jar` (as the popup does it). */
async function popup(jar: CookieJar, facts: Record<string, unknown> = ADULT, type = 'personal'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/dev/identity', headers: mutatingHeaders(jar), payload: { type, origin: SITE, ...facts } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { authKey: string }).authKey;
}

const apply = (jar: CookieJar, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/my/personal-auth', headers: mutatingHeaders(jar), payload: payload as object });
const profileOf = async (jar: CookieJar) =>
  (await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { ...CLIENT, host: API_HOST, cookie: jar.header() } })).json() as v.InferOutput<typeof profileResponse>;

describe('POST /api/my/personal-auth', () => {
  it("makes a signed-in member identity verified with the popup's facts, adult by the verified birthday", async () => {
    const { jar, id } = await newMember();
    expect((await profileOf(jar)).profile.PI).toBe(false);
    const res = await apply(jar, { authKey: await popup(jar) });
    expect(res.statusCode).toBe(200);
    expect(v.is(myPersonalAuthResult, res.json())).toBe(true);
    expect(res.json()).toEqual({ result: 'ok', PI: true, isAdult: true });
    expect((await profileOf(jar)).profile.PI).toBe(true);
    expect(await t.app.members.findById(id)).toEqual(
      expect.objectContaining({ identityVerified: true, isAdult: true, name: '홍길동', birthday: '1990-05-17', gender: 'M', phone: '01012345678', countryCode: 82 }),
    );
  });

  it('verifies a member under 19 without making them an adult', async () => {
    const { jar, id } = await newMember();
    const birthday = `${new Date().getFullYear() - 15}-03-01`;
    const res = await apply(jar, { authKey: await popup(jar, { ...ADULT, birthday }) });
    expect(res.json()).toEqual({ result: 'ok', PI: true, isAdult: false });
    expect(await t.app.members.findById(id)).toEqual(expect.objectContaining({ identityVerified: true, isAdult: false, birthday }));
  });

  it('spends the authKey once: a second member cannot reuse it', async () => {
    const first = await newMember();
    const authKey = await popup(first.jar);
    expect((await apply(first.jar, { authKey })).statusCode).toBe(200);
    const second = await newMember();
    const again = await apply(second.jar, { authKey });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: '이미 사용된 본인인증입니다. 다시 인증해주세요.', code: 'auth.identity.used' });
    expect((await profileOf(second.jar)).profile.PI).toBe(false);
  });

  it('refuses unknown, expired, other-purpose and other-member keys with Korean messages, leaving PI false', async () => {
    const { jar } = await newMember();
    const unknown = await apply(jar, { authKey: 'no-such-key' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ msg: '본인인증 정보를 찾을 수 없습니다. 다시 인증해주세요.', code: 'auth.identity.invalid' });

    const expiredKey = 'expired-key-for-test';
    await t.app.identityVerifications.createVerified({ authKeyHash: hashOpaqueToken(expiredKey), type: 'personal', ...ADULT, personHash: 'x', ttlS: -5 });
    const expired = await apply(jar, { authKey: expiredKey });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().msg).toBe('본인인증 시간이 지났습니다. 다시 인증해주세요.');

    const signUpKey = await popup(jar, ADULT, 'personal-signup');
    const wrongType = await apply(jar, { authKey: signUpKey });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().msg).toBe('이 화면에서 사용할 수 없는 본인인증입니다. 다시 인증해주세요.');
    // the refused key is not spent: sign-up can still use it
    expect(await t.app.identityVerifications.findUsableByAuthKeyHash(hashOpaqueToken(signUpKey), ['personal-signup'])).toBeDefined();

    const other = await newMember();
    const othersKey = await popup(other.jar);
    const stolen = await apply(jar, { authKey: othersKey });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().msg).toBe('다른 회원이 진행한 본인인증입니다.');
    expect((await profileOf(jar)).profile.PI).toBe(false);
    // the owner can still apply it
    expect((await apply(other.jar, { authKey: othersKey })).statusCode).toBe(200);
  });

  it('refuses a member who is already verified without spending the key', async () => {
    const { jar } = await signIn(t.app, { loginId: DEMO_ACCOUNTS.broadcaster.loginId, password: DEMO_ACCOUNTS.broadcaster.password });
    const authKey = await popup(jar);
    const res = await apply(jar, { authKey });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: '이미 본인인증을 완료한 회원입니다.', code: 'auth.identity.done' });
    expect(await t.app.identityVerifications.findUsableByAuthKeyHash(hashOpaqueToken(authKey), ['personal'])).toBeDefined();
  });

  it('answers 400 for a missing, empty or non-string authKey and 401 without a session', async () => {
    const { jar } = await newMember();
    const missing = await apply(jar, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('요청 값을 확인해주세요.');
    for (const payload of [{ authKey: '' }, { authKey: '   ' }, { authKey: 42 }, { authKey: 'k'.repeat(201) }]) {
      const res = await apply(jar, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('본인인증 정보를 찾을 수 없습니다. 다시 인증해주세요.');
    }
    expect((await profileOf(jar)).profile.PI).toBe(false);
    const guest = await t.app.inject({ method: 'POST', url: '/api/my/personal-auth', headers: { ...CLIENT, host: API_HOST }, payload: { authKey: 'x' } });
    expect(guest.statusCode).toBe(401);
  });
});
