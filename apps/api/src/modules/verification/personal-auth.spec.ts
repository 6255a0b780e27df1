import { hashOpaqueToken } from '@luvcast/server-auth';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, xsrfJar, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SITE = 'http://luv.localhost:4200';

describe('identity verification (development provider)', () => {
  it('answers the popup URL for each start call when the opener is a brand site', async () => {
    for (const path of ['/api/personal-auth?type=personal', '/api/auth/signup/personal-auth?type=personal-signup']) {
      const res = await t.app.inject({ method: 'GET', url: path, headers: { ...CLIENT, host: API_HOST, origin: SITE } });
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().url);
      expect(url.pathname).toBe('/dev/identity');
      expect(url.searchParams.get('origin')).toBe(SITE);
    }
  });

  it('refuses unknown types and foreign openers', async () => {
    const badType = await t.app.inject({ method: 'GET', url: '/api/personal-auth?type=other', headers: { ...CLIENT, host: API_HOST, origin: SITE } });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().msg).toBe('요청 값을 확인해주세요.');
    const foreign = await t.app.inject({ method: 'GET', url: '/api/personal-auth?type=personal', headers: { ...CLIENT, host: API_HOST, origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('잘못된 접근입니다.');
  });

  it('serves a Korean form that posts the result to the opener origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/identity?type=personal-signup&origin=${encodeURIComponent(SITE)}`, headers: { host: API_HOST } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const label of ['이름', '생년월일', '성별', '휴대폰 번호', '성인']) expect(res.body).toContain(label);
    expect(res.body).toContain('postMessage(message, params.origin)');
    expect(res.body).toContain(`"origin":"${SITE}"`);
  });

  it('records a verified identity whose authKey sign-up can spend once', async () => {
    const jar = await xsrfJar(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/identity',
      headers: mutatingHeaders(jar),
      payload: { type: 'personal-signup', origin: SITE, redirectUrl: '/signup', name: '홍길동', birthday: '1990-05-17', gender: 'M', phone: '01012345678', adult: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { result: string; redirectUrl: string; authKey: string };
    expect(body).toEqual({ result: 'success', redirectUrl: `${SITE}/signup`, authKey: expect.any(String) });
    const row = await t.app.identityVerifications.findUsableByAuthKeyHash(hashOpaqueToken(body.authKey), ['personal-signup']);
    expect(row).toEqual(expect.objectContaining({ name: '홍길동', birthday: '1990-05-17', gender: 'M', phone: '01012345678' }));
    expect(await t.app.identityVerifications.consume(row!.id)).toBe(true);
    expect(await t.app.identityVerifications.findUsableByAuthKeyHash(hashOpaqueToken(body.authKey), ['personal-signup'])).toBeUndefined();
  });

  it('refuses bad form input with the spec texts', async () => {
    const jar = await xsrfJar(t.app);
    const base = { type: 'personal', origin: SITE, name: '홍길동', birthday: '1990-05-17', gender: 'M', phone: '01012345678' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: ' ' }, '이름을 확인해주세요.'],
      [{ ...base, birthday: '1990-02-30' }, '생년월일을 확인해주세요.'],
      [{ ...base, gender: 'X' }, '성별을 확인해주세요.'],
      [{ ...base, phone: '' }, '휴대폰 번호를 입력해주세요.'],
      [{ ...base, birthday: `${new Date().getFullYear() - 10}-01-01`, adult: true }, '생년월일을 확인해주세요.'],
      [{ ...base, origin: 'https://evil.example' }, '잘못된 접근입니다.'],
    ];
    for (const [payload, msg] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/dev/identity', headers: mutatingHeaders(jar), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
  });

  it('is unavailable (400 with a message) when no identity provider is configured', async () => {
    const off = await createTestApp({ config: { identityProvider: 'off' } });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/personal-auth?type=personal', headers: { ...CLIENT, host: API_HOST, origin: SITE } });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('본인인증을 사용할 수 없습니다.');
      expect((await off.app.inject({ method: 'GET', url: `/dev/identity?type=personal&origin=${SITE}`, headers: { host: API_HOST } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
