import { XSRF_COOKIE } from '@luvcast/contracts';
import { API_HOST, CLIENT, createTestApp, type TestApp } from '../../testing/test-app';
import { newXsrfToken } from './xsrf';

describe('XSRF tokens', () => {
  it('are 24 random bytes in base64url, never handed out twice, across refills of the entropy buffer', () => {
    const tokens = Array.from({ length: 1000 }, newXsrfToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  describe('issued to a request without the cookie', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('each answer sets its own token, scoped to the site of the api. host', async () => {
      const issued = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({ method: 'GET', url: '/api/guest/sitemap', headers: { ...CLIENT, host: API_HOST } });
        const cookie = (res.cookies as { name: string; value: string; domain?: string }[]).find((c) => c.name === XSRF_COOKIE);
        expect(cookie).toMatchObject({ value: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), domain: 'luv.localhost' });
        issued.push(cookie!.value);
      }
      expect(new Set(issued).size).toBe(3);
    });

    it('is not issued by a public read, whose answer a shared cache keeps for every visitor', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/guest/banners', headers: { ...CLIENT, host: API_HOST } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });
});
