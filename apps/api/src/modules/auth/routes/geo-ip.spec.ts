import { DEMO_ACCOUNTS } from '@luvcast/db';
import { verifyAccessToken } from '@luvcast/server-auth';
import { decodeJwt } from 'jose';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, TEST_SECRET, xsrfJar, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const geo = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/auth/geo-ip', headers: { ...CLIENT, host: API_HOST, ...headers }, remoteAddress });

describe('GET /api/auth/geo-ip', () => {
  it('reads the country the proxy put in CF-IPCountry or X-Country-Code', async () => {
    expect((await geo({ 'cf-ipcountry': 'jp' }, '203.0.113.9')).json()).toEqual({ country: 'JP' });
    expect((await geo({ 'x-country-code': 'US' }, '203.0.113.9')).json()).toEqual({ country: 'US' });
  });
  it('counts loopback and private callers as KR and unknown public callers as unknown', async () => {
    expect((await geo({})).json()).toEqual({ country: 'KR' });
    expect((await geo({}, '192.168.1.20')).json()).toEqual({ country: 'KR' });
    expect((await geo({ 'cf-ipcountry': 'XX' }, '203.0.113.9')).json()).toEqual({ country: '' });
    expect((await geo({ 'cf-ipcountry': 'not a country' }, '203.0.113.9')).json()).toEqual({ country: '' });
  });
});

describe('POST /v4/api/asp/accesstoken', () => {
  it('gives a signed-in member a short-lived ASP token that is not a session token', async () => {
    const { jar } = await signIn(t.app, { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password });
    const res = await t.app.inject({ method: 'POST', url: '/v4/api/asp/accesstoken', headers: mutatingHeaders(jar), payload: { aspCode: 'LEX' } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { accessToken: string; tokenType: string; expiresIn: number };
    expect(body.tokenType).toBe('Bearer');
    expect(body.expiresIn).toBe(300);
    const claims = decodeJwt(body.accessToken);
    expect(claims).toEqual(expect.objectContaining({ aud: 'asp', lid: DEMO_ACCOUNTS.member.loginId, asp: 'LEX' }));
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
    expect(await verifyAccessToken(body.accessToken, TEST_SECRET)).toBeNull();
  });
  it('refuses a guest with 401 accessToken is not valid.', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v4/api/asp/accesstoken', headers: mutatingHeaders(await xsrfJar(t.app)), payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('accessToken is not valid.');
  });
});
