/**
 * @jest-environment node
 */
// Spec §4/§8/§9: single-flight refresh + retry, forced logout rules, 503 and 5xx handling.
import { useSessionStore } from '@luvcast/session';
import { createApi, json, MAINTENANCE_PATH } from './client';
import { ApiError } from './api-error';
import { setErrorSink, type ReportedError } from './report-error';
import { isLogoutExempt } from './session-policy';
import { calls, jsonResponse, mockFetch } from '@luvcast/web-testing';

const doc = { cookie: 'XSRF-TOKEN=x' };
(globalThis as any).document = doc;
const loc = { pathname: '/luv/wallet', assign: jest.fn() };
(globalThis as any).location = loc;

const invalid = () => jsonResponse(401, { msg: 'accessToken is not valid.' });
const member = { loginId: 'demo1234', nickname: '데모회원', role: 'V' as const };

const isRefresh = (req: Request) => new URL(req.url).pathname === '/api/oauth/refresh';
const refreshCalls = () => calls.filter(isRefresh);

/** A server where the access token is expired until the refresh call rotates it. */
function expiringServer(refreshOk = true) {
  let fresh = false;
  mockFetch((req) => {
    if (isRefresh(req)) {
      if (!refreshOk) return jsonResponse(401, { msg: 'ERROR' });
      fresh = true;
      return jsonResponse(200, { result: 'ok' });
    }
    return fresh ? jsonResponse(200, { path: new URL(req.url).pathname }) : invalid();
  });
}

const api = createApi('http://api.luv.localhost:4000');
const reported: ReportedError[] = [];

beforeEach(() => {
  jest.useRealTimers();
  loc.pathname = '/luv/wallet';
  loc.assign.mockReset();
  reported.length = 0;
  setErrorSink((e) => reported.push(e));
  useSessionStore.setState({ me: member, sessionExpired: false, refreshing: null, sessionAbsent: false });
});
afterAll(() => setErrorSink(null));

describe('single-flight refresh', () => {
  it('answers 20 parallel 401s with exactly one refresh call and retries all 20', async () => {
    expiringServer();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => json<{ path: string }>(api.get(`api/luv/luv-sum?i=${i}`))),
    );
    expect(refreshCalls()).toHaveLength(1);
    expect(results.every((r) => r.path === '/api/luv/luv-sum')).toBe(true);
    // 20 first tries + 1 refresh + 20 retries
    expect(calls).toHaveLength(41);
    const refresh = refreshCalls()[0];
    expect(refresh.method).toBe('POST');
    expect(refresh.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(refresh.headers.get('X-Luvcast-Client')).toBe('web');
    expect(refresh.credentials).toBe('include');
  });

  it('retries a POST with its body after the refresh', async () => {
    expiringServer();
    let seen = '';
    const inner = globalThis.fetch as jest.Mock;
    const wrapped = jest.fn(async (input: Request) => {
      if (!isRefresh(input) && calls.some(isRefresh)) seen = await input.clone().text();
      return inner(input);
    });
    globalThis.fetch = wrapped as unknown as typeof fetch;
    await json(api.post('api/my/setting', { json: { isView: true } }));
    expect(seen).toBe('{"isView":true}');
  });

  it('waits about 200 ms after a successful refresh before retrying', async () => {
    jest.useFakeTimers();
    expiringServer();
    const done = jest.fn();
    void json(api.get('api/luv/luv-sum')).then(done);
    await jest.advanceTimersByTimeAsync(0);
    expect(refreshCalls()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(190);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(20);
    expect(calls).toHaveLength(3);
    expect(done).toHaveBeenCalled();
  });

  it('waits about 300 ms after a failed refresh before retrying an exempt endpoint', async () => {
    jest.useFakeTimers();
    expiringServer(false);
    const failed = jest.fn();
    void json(api.get('api/my/streams/played')).catch(failed);
    await jest.advanceTimersByTimeAsync(0);
    expect(refreshCalls()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(290);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(20);
    expect(calls).toHaveLength(3);
    expect(failed).toHaveBeenCalled();
  });

  it('starts a new refresh for a 401 that comes after the debounce window', async () => {
    expiringServer();
    await json(api.get('api/luv/luv-sum'));
    await new Promise((r) => setTimeout(r, 150));
    // the server expires the token again
    expiringServer();
    await json(api.get('api/luv/luv-sum'));
    expect(refreshCalls()).toHaveLength(1);
  });
});

describe('failed refresh (msg ERROR)', () => {
  it.each([
    'api/my/profile',
    'api/my/streams/played',
    'api/my/streams/present',
    'api/my/streams/subscriptions',
    'api/my/subscription-list',
    'api/guest/live-Auth?channelId=1',
    'api/guest/subscriber-count?channelId=1',
  ])('never ends the session on the exempt endpoint %s', async (path) => {
    expiringServer(false);
    const error = await json(api.get(path)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(useSessionStore.getState().me).toEqual(member);
    expect(useSessionStore.getState().sessionExpired).toBe(false);
    // exempt: retried once after the failed refresh
    expect(calls.filter((c) => !isRefresh(c))).toHaveLength(2);
  });

  it('ends the session on a login-only endpoint: me cleared, session-expired dialog, no retry', async () => {
    expiringServer(false);
    const error = (await json(api.get('api/luv/luv-sum')).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(useSessionStore.getState().me).toBeNull();
    expect(useSessionStore.getState().sessionExpired).toBe(true);
    expect(calls.filter((c) => !isRefresh(c))).toHaveLength(1);
  });

  it('does not refresh again for a guest once a refresh said no session remains', async () => {
    useSessionStore.setState({ me: null });
    expiringServer(false);
    await json(api.get('api/my/profile')).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 150));
    await json(api.get('api/my/profile')).catch(() => undefined);
    expect(refreshCalls()).toHaveLength(1);
    // a guest never sees the session-expired dialog
    expect(useSessionStore.getState().sessionExpired).toBe(false);
  });

  it('does not refresh on a sign-in 401', async () => {
    mockFetch(() => jsonResponse(401, { msg: 'accessToken is not valid.' }));
    await json(api.post('v2/api/auth/signin', { json: {} })).catch(() => undefined);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('does not refresh on a 401 with another message', async () => {
    mockFetch(() => jsonResponse(401, { msg: '' }));
    await json(api.get('api/luv/luv-sum')).catch(() => undefined);
    expect(refreshCalls()).toHaveLength(0);
    expect(useSessionStore.getState().me).toEqual(member);
  });
});

describe('server errors', () => {
  it('redirects a 503 to the maintenance page', async () => {
    mockFetch(() => jsonResponse(503, { msg: '서비스 점검 중입니다.' }));
    await json(api.get('api/guest/banners')).catch(() => undefined);
    expect(loc.assign).toHaveBeenCalledWith(MAINTENANCE_PATH);
  });

  it('does not redirect a 503 when already on the maintenance page', async () => {
    loc.pathname = MAINTENANCE_PATH;
    mockFetch(() => jsonResponse(503, { msg: '서비스 점검 중입니다.' }));
    await json(api.get('api/guest/banners')).catch(() => undefined);
    expect(loc.assign).not.toHaveBeenCalled();
  });

  it('reports a 5xx and a missing response to the error sink, not a 4xx', async () => {
    mockFetch(() => jsonResponse(500, {}));
    await json(api.get('api/guest/banners')).catch(() => undefined);
    mockFetch(() => jsonResponse(404, {}));
    await json(api.get('api/guest/banners')).catch(() => undefined);
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await json(api.get('api/guest/popups')).catch(() => undefined);
    expect(reported.map((r) => [r.status, r.url.replace('http://api.luv.localhost:4000', '')])).toEqual([
      [500, '/api/guest/banners'],
      [0, '/api/guest/popups'],
    ]);
  });
});

describe('logout exemptions', () => {
  it('are URL patterns matched on the path only', () => {
    expect(isLogoutExempt('http://api.luv.localhost:4000/api/my/profile?x=1')).toBe(true);
    expect(isLogoutExempt('http://api.luv.localhost:4000/api/my/items')).toBe(false);
    expect(isLogoutExempt('http://api.luv.localhost:4000/api/luv/luv-sum')).toBe(false);
  });
});

describe('XSRF renewal, then an expired access token', () => {
  it('refreshes and retries a POST whose XSRF retry answered 401, keeping its body', async () => {
    (globalThis as any).document = { cookie: 'XSRF-TOKEN=stale' };
    let token = 'server-1';
    let fresh = false;
    mockFetch((req) => {
      const p = new URL(req.url).pathname;
      if (p === '/api/auth/xsrf') {
        token = 'renewed';
        (globalThis as any).document.cookie = 'XSRF-TOKEN=renewed';
        return new Response(null, { status: 204 });
      }
      if (isRefresh(req)) {
        fresh = true;
        return jsonResponse(200, { result: 'ok' });
      }
      if (req.headers.get('X-XSRF-TOKEN') !== token) return jsonResponse(403, { msg: '잘못된 접근입니다.', code: 'xsrf.mismatch' });
      return fresh ? jsonResponse(200, { saved: true }) : invalid();
    });
    await expect(json(api.post('api/my/thing', { json: { nickname: '새싹' } }))).resolves.toEqual({ saved: true });
    const posts = calls.filter((c) => new URL(c.url).pathname === '/api/my/thing');
    expect(posts).toHaveLength(3);
    expect(await Promise.all(posts.map((p) => p.json()))).toEqual(Array(3).fill({ nickname: '새싹' }));
  });
});
