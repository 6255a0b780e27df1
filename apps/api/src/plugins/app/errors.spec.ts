import { LOCALE_HEADER, messageText } from '@luvcast/contracts';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, xsrfJar, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const badRequest = { msg: messageText('common.badRequest', 'ko') };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, ...headers } });
const postRaw = async (url: string, payload: string, contentType?: string) => {
  const headers: Record<string, string> = mutatingHeaders(await xsrfJar(t.app));
  if (contentType) headers['content-type'] = contentType;
  return t.app.inject({ method: 'POST', url, headers, payload });
};

describe('malformed paths', () => {
  it.each([
    ['a bad escape', '%ZZ'],
    ['a lone percent sign', '%'],
    ['an overlong NUL', '%C0%80'],
    ['an overlong slash', '%E0%80%AF'],
    ['an encoded surrogate', '%ED%A0%80'],
    ['a byte that starts no UTF-8 character', '%FF'],
    ['a code point past U+10FFFF', '%F4%90%80%80'],
  ])('answers 400 { msg } in the error shape for %s in a path parameter', async (_name, segment) => {
    const res = await get(`/api/guest/loginId/${segment}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badRequest);
    expect(res.body).not.toContain(segment);
  });

  it('answers 414 { msg } for a path parameter over the router limit, in the caller locale', async () => {
    const res = await get(`/api/guest/loginId/${'a'.repeat(5000)}`, { [LOCALE_HEADER]: 'en' });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ msg: messageText('common.badRequest', 'en') });
  });
});

describe('odd queries and bodies keep answering 4xx', () => {
  it('answers 400 for a repeated query key where one value is expected', async () => {
    expect((await get('/api/cs/notice-list?offset=1&offset=2')).statusCode).toBe(400);
    expect((await get('/api/guest/live-Auth?channelId=bjstar01&channelId=bjmoon02')).statusCode).toBe(400);
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"demo1234"'],
    ['an array nested 10000 deep', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
    ['an object nested 10000 deep', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ])('answers 400 for a JSON body that is %s', async (_name, payload) => {
    const res = await postRaw('/v2/api/auth/signin', payload, 'application/json');
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 { msg } for JSON that does not parse', async () => {
    for (const payload of ['{', '{"loginId":']) {
      const res = await postRaw('/v2/api/auth/signin', payload, 'application/json');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(badRequest);
    }
  });

  it('reads an empty JSON body as no body: a call that needs one answers 400 { msg } from its validator', async () => {
    const res = await postRaw('/v2/api/auth/signin', '', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(badRequest);
  });

  it('answers 413 { msg } for a body over the 1 MiB limit', async () => {
    const res = await postRaw('/v2/api/auth/signin', JSON.stringify({ loginId: 'a'.repeat(1_100_000), password: 'x' }), 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(badRequest);
  });

  it.each(['application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/octet-stream', undefined])(
    'answers 415 { msg } for a sign-in sent as %s',
    async (contentType) => {
      const res = await postRaw('/v2/api/auth/signin', 'loginId=demo1234&password=Demo!2345', contentType);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual(badRequest);
    },
  );

  it('answers 400 for a JSON-looking text/plain body (a string is no sign-in object)', async () => {
    const res = await postRaw('/v2/api/auth/signin', '{"loginId":"demo1234","password":"Demo!2345"}', 'text/plain');
    expect(res.statusCode).toBe(400);
  });
});
