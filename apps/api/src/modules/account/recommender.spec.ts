import { createTestApp, mutatingHeaders, xsrfJar, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('partner_code cookie', () => {
  it('ignores a partner_code cookie with a NUL in it: the sign-up answers 400 identity required, not 500', async () => {
    const jar = (await xsrfJar(t.app)).set('partner_code', 'X%00IN');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: mutatingHeaders(jar),
      payload: { loginId: 'cookie01', password: 'Cookie!234', nickname: encodeURIComponent('쿠키회원') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'auth.identity.required' });
  });

  it('still honours a known partner code in the cookie', async () => {
    const jar = (await xsrfJar(t.app)).set('partner_code', 'XIN');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: mutatingHeaders(jar),
      payload: { loginId: 'cookie02', password: 'Cookie!234', nickname: encodeURIComponent('쿠키둘') },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.app.members.findByLoginId('cookie02')).toMatchObject({ partnerCode: 'XIN' });
  });
});
