import { createTestApp, mutatingHeaders, xsrfJar, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('partner_code cookie', () => {
  /** A domestic sign-up without identity verification, the partner_code cookie set to `cookie`. */
  const signUpWithPartnerCookie = async (cookie: string, loginId: string, nickname: string) => {
    const jar = (await xsrfJar(t.app)).set('partner_code', cookie);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: mutatingHeaders(jar),
      payload: { loginId, password: 'Cookie!234', nickname: encodeURIComponent(nickname) },
    });
  };

  it('ignores a partner_code cookie with a NUL in it: the sign-up answers 400 identity required, not 500', async () => {
    const res = await signUpWithPartnerCookie('X%00IN', 'cookie01', '쿠키회원');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'auth.identity.required' });
  });

  it('still honours a known partner code in the cookie', async () => {
    const res = await signUpWithPartnerCookie('XIN', 'cookie02', '쿠키둘');
    expect(res.statusCode).toBe(200);
    expect(await t.app.members.findByLoginId('cookie02')).toMatchObject({ partnerCode: 'XIN' });
  });
});
