import { messageText } from '@luvcast/contracts';
import { createTestApp, mutatingHeaders, xsrfJar, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signInWithEmptyPassword(locale: { header?: string; cookie?: string }) {
  const jar = await xsrfJar(t.app);
  if (locale.cookie) jar.set('luvcast_locale', locale.cookie);
  const headers: Record<string, string> = { ...mutatingHeaders(jar) };
  if (locale.header) headers['X-Luvcast-Locale'] = locale.header;
  return t.app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers, payload: { loginId: 'demo1234', password: '' } });
}

describe('the locale of API answers', () => {
  it('answers in English when the web client sends X-Luvcast-Locale: en (the brand-site cookie never reaches the api host)', async () => {
    const res = await signInWithEmptyPassword({ header: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: messageText('auth.password.empty', 'en'), code: 'auth.password.empty' });
  });

  it('answers ja and zh visitors in English (they fall back to en)', async () => {
    for (const header of ['ja', 'zh']) {
      expect((await signInWithEmptyPassword({ header })).json().msg).toBe(messageText('auth.password.empty', 'en'));
    }
  });

  it('prefers the header over a locale cookie, and answers in Korean without either or for an unknown locale', async () => {
    expect((await signInWithEmptyPassword({ header: 'ko', cookie: 'en' })).json().msg).toBe(messageText('auth.password.empty', 'ko'));
    expect((await signInWithEmptyPassword({})).json().msg).toBe(messageText('auth.password.empty', 'ko'));
    expect((await signInWithEmptyPassword({ header: 'xx' })).json().msg).toBe(messageText('auth.password.empty', 'ko'));
  });

  it('lets a brand site send the header cross-origin (CORS preflight)', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/v2/api/auth/signin',
      headers: { host: 'api.luv.localhost:4000', origin: 'http://luv.localhost:4200', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-luvcast-client,x-luvcast-locale' },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-luvcast-locale');
  });
});

describe('the terms documents', () => {
  it('are served in English to an English page and in Korean otherwise, varying on the locale header', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/static/service-rules', headers: { 'X-Luvcast-Client': 'jest', 'X-Luvcast-Locale': 'en' } });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Article 3 (Prohibited conduct)');
    expect(en.body).not.toMatch(/[\uAC00-\uD7A3]/);
    expect(String(en.headers.vary)).toContain('X-Luvcast-Locale');
    // and on the origin too (CORS): a shared cache keeps one answer per brand page
    const fromPage = await t.app.inject({ method: 'GET', url: '/static/service-rules', headers: { 'X-Luvcast-Client': 'jest', origin: 'http://luv.localhost:4200' } });
    expect(String(fromPage.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Origin', 'X-Luvcast-Locale', 'Cookie']));
    const ko = await t.app.inject({ method: 'GET', url: '/static/service-rules', headers: { 'X-Luvcast-Client': 'jest' } });
    expect(ko.body).toContain('제3조 (금지 행위)');
  });

  it('exist in English for every kind', async () => {
    for (const kind of ['broadcast-rules', 'viewer-rules', 'service-rules', 'privacy-rules']) {
      const res = await t.app.inject({ method: 'GET', url: `/static/${kind}`, headers: { 'X-Luvcast-Client': 'jest', 'X-Luvcast-Locale': 'en' } });
      expect([kind, res.statusCode, /[\uAC00-\uD7A3]/.test(res.body)]).toEqual([kind, 200, false]);
    }
  });
});
