import { LOCALE_HEADER, messageText } from '@luvcast/contracts';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, xsrfJar, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const badRequest = { msg: messageText('common.badRequest', 'ko'), code: 'common.badRequest' };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, ...headers } });

describe('control characters in requests', () => {
  it('answers 400 for a NUL in a path parameter', async () => {
    const res = await get('/api/guest/loginId/a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badRequest);
  });

  it('answers 400 for a NUL in the sign-in body', async () => {
    const jar = await xsrfJar(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: mutatingHeaders(jar), payload: { loginId: 'demo\u00001234', password: 'Demo!2345' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badRequest);
  });

  it('answers in the caller locale', async () => {
    const res = await get('/api/guest/nickname/%00', { [LOCALE_HEADER]: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: messageText('common.badRequest', 'en'), code: 'common.badRequest' });
  });

  it.each([
    ['the suggestion list', '/api/guest/suggestion-list?memberId=%00'],
    ['live-Auth', '/api/guest/live-Auth?channelId=a%00'],
    ['the subscriber count', '/api/guest/subscriber-count?channelId=%00'],
    ['find', '/api/auth/signin/find?loginId=demo%001234&type=id'],
    ['a query key', '/api/guest/banners?a%00=1'],
    ['a query array item', '/api/guest/suggestion-list?memberId=a&memberId=%00'],
    ['a DEL', '/api/guest/loginId/a%7Fb'],
    ['an escape', '/api/guest/find-loginId/%1B%5B31m'],
  ])('answers 400 for a control character in the query or path of %s', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badRequest);
  });

  it('answers 400 for a NUL anywhere in a JSON body, nested or in a key', async () => {
    const jar = await xsrfJar(t.app);
    for (const payload of [{ partnerCode: 'XIN', extra: { deep: ['\u0000'] } }, { ['partner\u0000Code']: 'XIN' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/partners', headers: mutatingHeaders(jar), payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers 400 for a lone surrogate in a JSON body (escaped as \\ud800 on the wire)', async () => {
    const jar = await xsrfJar(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/find-password/confirm',
      headers: { ...mutatingHeaders(jar), 'content-type': 'application/json' },
      payload: '{"loginId":"demo1234","authKey":"\\ud800"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badRequest);
  });

  it('answers the sign-up routes in their own error shape', async () => {
    const jar = await xsrfJar(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup/foreigner', headers: mutatingHeaders(jar), payload: { loginId: 'abc\u0000def' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: badRequest.msg, error_msg: badRequest.msg, code: 'common.badRequest' });
  });

  it('answers 400 for a NUL in the operator member read (signed in as operator)', async () => {
    const { jar } = await signIn(t.app, { loginId: 'opdemo01', password: 'Oper!2345' });
    const res = await get('/api/admin/members/a%00b', { cookie: jar.header() });
    expect(res.statusCode).toBe(400);
  });

  it('still answers clean Korean, emoji, tab and newline values', async () => {
    expect((await get(`/api/guest/nickname/${encodeURIComponent('러브캐스트😀')}`)).statusCode).toBe(200);
    expect((await get('/api/guest/suggestion-list?memberId=a%09b%0Ac')).statusCode).toBe(200);
  });
});
