// A signed-in member changes their password: the current one first, the sign-up rules for the new
// one; their other sessions end, theirs stays; wrong guesses are limited.
import { PASSWORD_CHANGE_WINDOW_S } from '@luvcast/contracts';
import { API_HOST, CLIENT, awayFromWindowEnd, createTestApp, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../../testing/test-app';
import { createMember } from '../../../testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const member = async () => (await createMember(t.app, { prefix: 'pw', password: 'Old!23456' })).loginId;
const change = (jar: CookieJar, body: object) => t.app.inject({ method: 'PUT', url: '/api/my/password', headers: mutatingHeaders(jar), payload: body });
const profile = (jar: CookieJar) => t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { ...CLIENT, host: API_HOST, cookie: jar.header() } });

describe('PUT /api/my/password', () => {
  it("changes the password after the current one, ends the member's other sessions and keeps this one", async () => {
    const loginId = await member();
    const here = (await signIn(t.app, { loginId, password: 'Old!23456' })).jar;
    const elsewhere = (await signIn(t.app, { loginId, password: 'Old!23456' })).jar;
    const res = await change(here, { currentPassword: 'Old!23456', password: 'New!23456', confirmPassword: 'New!23456' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'ok', endedSessions: 1 });
    expect((await profile(here)).statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    expect((await signIn(t.app, { loginId, password: 'Old!23456' })).res.statusCode).toBe(401);
    expect((await signIn(t.app, { loginId, password: 'New!23456' })).res.statusCode).toBe(200);
  });

  it('refuses a wrong current password, the same password, a weak one and a mismatched confirmation in their words', async () => {
    const loginId = await member();
    const jar = (await signIn(t.app, { loginId, password: 'Old!23456' })).jar;
    const cases: [object, string, string][] = [
      [{ currentPassword: 'Wrong!2345', password: 'New!23456', confirmPassword: 'New!23456' }, 'my.password.current', '현재 비밀번호가 올바르지 않습니다.'],
      [{ currentPassword: 'Old!23456', password: 'Old!23456', confirmPassword: 'Old!23456' }, 'my.password.same', '새 비밀번호가 지금 비밀번호와 같습니다.'],
      [{ currentPassword: 'Old!23456', password: 'short', confirmPassword: 'short' }, 'auth.password.pattern', ''],
      [{ currentPassword: 'Old!23456', password: 'New!23456', confirmPassword: 'New!23457' }, 'auth.passwordConfirm.mismatch', '비밀번호가 일치하지 않습니다.'],
      [{ currentPassword: '', password: 'New!23456', confirmPassword: 'New!23456' }, 'my.password.current', ''],
    ];
    for (const [body, code, msg] of cases) {
      const res = await change(jar, body);
      expect([code, res.statusCode, res.json().code]).toEqual([code, 400, code]);
      if (msg) expect(res.json().msg).toBe(msg);
    }
    expect((await signIn(t.app, { loginId, password: 'Old!23456' })).res.statusCode).toBe(200);
  });

  it('asks a member who keeps guessing to wait', async () => {
    const loginId = await member();
    const jar = (await signIn(t.app, { loginId, password: 'Old!23456' })).jar;
    // five guesses and a sixth in one counting window
    await awayFromWindowEnd(PASSWORD_CHANGE_WINDOW_S);
    for (let i = 0; i < 5; i++) expect((await change(jar, { currentPassword: `Guess!${i}2345`, password: 'New!23456', confirmPassword: 'New!23456' })).statusCode).toBe(400);
    const sixth = await change(jar, { currentPassword: 'Old!23456', password: 'New!23456', confirmPassword: 'New!23456' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'my.password.tooMany', msg: '비밀번호를 여러 번 잘못 입력했습니다. 10분 후 다시 시도해주세요.' });
  });
});
