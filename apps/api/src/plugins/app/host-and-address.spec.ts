import { messageText } from '@luvcast/contracts';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, xsrfJar, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // behind a proxy on loopback: request.ip comes from X-Forwarded-For
  t = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
});
afterAll(() => t.close());

const badRequest = { msg: messageText('common.badRequest', 'ko') };
const popup = '/api/personal-auth?type=personal&origin=http%3A%2F%2Fluv.localhost%3A4200';

describe('Host header', () => {
  // the first four made the identity popup URL throw (500); the others were taken as hosts
  it.each([' ', ':::::', 'api.luv.localhost:99999', '[::1', 'a@api.luv.localhost', 'api.luv.localhost/x', 'api.luv.localhost?x'])(
    'answers 400 for the Host %j (no valid authority)',
    async (host) => {
      const res = await t.app.inject({ method: 'GET', url: popup, headers: { ...CLIENT, host } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(badRequest);
    },
  );

  it.each([API_HOST, 'localhost', '127.0.0.1:4000', '[::1]:4000', 'API.LUV.LOCALHOST:4000'])('answers the Host %j', async (host) => {
    const res = await t.app.inject({ method: 'GET', url: popup, headers: { ...CLIENT, host } });
    expect(res.statusCode).toBe(200);
  });
});

describe('client address', () => {
  it('answers 400 when the trusted proxy forwards no IP address, where sign-in answered 500 (the per-address key outgrew its column)', async () => {
    const jar = await xsrfJar(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/api/auth/signin',
      headers: { ...mutatingHeaders(jar), 'x-forwarded-for': 'x'.repeat(300) },
      payload: { loginId: 'demo1234', password: 'Wrong!2345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badRequest);
  });

  it('answers a forwarded IPv4 or IPv6 address', async () => {
    for (const address of ['203.0.113.7', '2001:db8::7', '::ffff:203.0.113.7']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/geo-ip', headers: { ...CLIENT, host: API_HOST, 'x-forwarded-for': address } });
      expect(res.statusCode).toBe(200);
    }
  });
});
