/**
 * @jest-environment node
 */
// Node's fetch classes (jsdom has none); `document` is a stub holding the cookie string.
import { useSessionStore } from '@luvcast/session';
import { ApiError, createApi, json } from '@luvcast/api-core';
import { getProfile } from './my/get-profile';
import { calls, jsonResponse, mockFetch } from '@luvcast/web-testing';

const doc = { cookie: '' };
(globalThis as any).document = doc;


describe('api client', () => {
  const api = createApi('http://api.luv.localhost:4000');
  beforeEach(() => {
    doc.cookie = '';
  });

  it('sends the client header and includes credentials on every call', async () => {
    mockFetch(() => jsonResponse(200, { list: [] }));
    await json(api.get('api/guest/banners'));
    expect(calls[0].url).toBe('http://api.luv.localhost:4000/api/guest/banners');
    expect(calls[0].headers.get('X-Luvcast-Client')).toBe('web');
    expect(calls[0].credentials).toBe('include');
  });

  it('sends the locale of the page (the locale cookie) so the API answers in it', async () => {
    doc.cookie = 'luvcast_locale=en';
    mockFetch(() => jsonResponse(200, {}));
    await json(api.get('api/guest/banners'));
    expect(calls[0].headers.get('X-Luvcast-Locale')).toBe('en');
    doc.cookie = 'luvcast_locale=xx';
    mockFetch(() => jsonResponse(200, {}));
    await json(api.get('api/guest/banners'));
    expect(calls[0].headers.get('X-Luvcast-Locale')).toBeNull();
  });

  it('sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN', async () => {
    doc.cookie = 'a=1; XSRF-TOKEN=tok%3D1';
    mockFetch(() => jsonResponse(200, {}));
    await json(api.get('api/my/profile'));
    expect(calls[0].headers.get('X-XSRF-TOKEN')).toBe('tok=1');
  });

  it('fetches the XSRF cookie once before an unsafe call when it is missing', async () => {
    mockFetch((req) => {
      if (req.url.endsWith('/api/auth/xsrf')) {
        doc.cookie = 'XSRF-TOKEN=fresh';
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, { result: 'ok' });
    });
    await Promise.all([json(api.post('v2/api/auth/signin', { json: {} })), json(api.post('api/auth/signout'))]);
    const xsrfCalls = calls.filter((c) => c.url.endsWith('/api/auth/xsrf'));
    expect(xsrfCalls).toHaveLength(1);
    expect(xsrfCalls[0].headers.get('X-Luvcast-Client')).toBe('web');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((p) => p.headers.get('X-XSRF-TOKEN'))).toEqual(['fresh', 'fresh']);
  });

  it('does not fetch the XSRF cookie for a GET', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await json(api.get('api/guest/banners'));
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each([
    [401, { msg: '' }, { status: 401, msg: '', code: undefined }],
    [423, { msg: '차단된 계정입니다.' }, { status: 423, msg: '차단된 계정입니다.', code: undefined }],
    [400, { msg: '요청 값을 확인해주세요.', code: 'auth.id.empty' }, { status: 400, msg: '요청 값을 확인해주세요.', code: 'auth.id.empty' }],
    [500, 'not json', { status: 500, msg: '', code: undefined }],
  ])('normalises a %i to ApiError { status, msg, code }', async (status, body, expected) => {
    mockFetch(() =>
      typeof body === 'string' ? new Response(body, { status }) : jsonResponse(status, body),
    );
    const error = (await json(api.get('api/x')).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect({ status: error.status, msg: error.msg, code: error.code }).toEqual(expected);
  });

  it('normalises a network failure to status 0', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await json(api.get('api/x')).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it('clears the session on 401 accessToken is not valid.', async () => {
    useSessionStore.getState().setMe({ loginId: 'demo1234', nickname: '데모회원', role: 'V' });
    mockFetch(() => jsonResponse(401, { msg: 'accessToken is not valid.' }));
    await expect(json(api.get('api/luv/luv-sum'))).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().me).toBeNull();
  });
});

describe('getProfile', () => {
  it('returns null for a signed-out visitor (401)', async () => {
    mockFetch(() => jsonResponse(401, { msg: 'accessToken is not valid.' }));
    await expect(getProfile()).resolves.toBeNull();
  });

  it('returns the profile when signed in', async () => {
    const profile = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };
    mockFetch(() => jsonResponse(200, { profile }));
    await expect(getProfile()).resolves.toEqual(profile);
    expect(calls[0].url).toBe('http://localhost:4000/api/my/profile');
  });
});
