/**
 * @jest-environment node
 */
// Spec §8: every call without a response or with a 5xx reaches the one error-reporting hook,
// whatever path read it (json, guest checks, sign-up); an XSRF refusal (403) recovers once.
import ky from 'ky';
import { ApiError, createApi, json, reportingFetch, setErrorSink, toApiError, type ReportedError } from '@luvcast/api-core';
import { checkLoginId } from './guest/check-login-id';
import { signUp } from './auth/sign-up';
import { calls, jsonResponse, mockFetch } from '@luvcast/web-testing';

const doc = { cookie: '' };
(globalThis as any).document = doc;

const offline = () => {
  throw new TypeError('Failed to fetch');
};
const path = (url: string) => new URL(url).pathname;

const reported: ReportedError[] = [];
beforeEach(() => {
  doc.cookie = 'XSRF-TOKEN=x';
  reported.length = 0;
  setErrorSink((e) => reported.push(e));
});
afterAll(() => setErrorSink(null));

describe('missing responses and 5xx reach the error-reporting hook on every call path', () => {
  it('reports a guest check (text answer) that got no response', async () => {
    mockFetch(offline);
    await expect(checkLoginId('newbie01')).rejects.toMatchObject({ status: 0 });
    expect(reported.map((r) => [r.status, r.method, path(r.url), r.reason])).toEqual([[0, 'GET', '/api/guest/loginId/newbie01', 'network']]);
  });

  it('reports a guest check answered 500', async () => {
    mockFetch(() => new Response('boom', { status: 500 }));
    await expect(checkLoginId('newbie01')).rejects.toMatchObject({ status: 500 });
    expect(reported.map((r) => [r.status, path(r.url)])).toEqual([[500, '/api/guest/loginId/newbie01']]);
  });

  it('reports a sign-up that got no response, once', async () => {
    mockFetch(offline);
    const body = { loginId: 'newbie01', password: 'Pass!123', nickname: '새싹', recommendId: '', terms: 'essential' } as never;
    await expect(signUp(body)).rejects.toMatchObject({ status: 0 });
    expect(reported.map((r) => [r.status, r.method, path(r.url), r.reason])).toEqual([[0, 'POST', '/api/auth/signup', 'network']]);
  });

  it('reports a sign-up answered 502', async () => {
    mockFetch(() => jsonResponse(502, {}));
    const body = { loginId: 'newbie01', password: 'Pass!123', nickname: '새싹', recommendId: '', terms: 'essential' } as never;
    await expect(signUp(body)).rejects.toMatchObject({ status: 502 });
    expect(reported.map((r) => r.status)).toEqual([502]);
  });

  it('reports a json() call without a response once, with its URL', async () => {
    const api = createApi('http://api.lex.localhost:4000');
    mockFetch(offline);
    await expect(json(api.get('api/guest/banners'))).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(reported).toEqual([{ status: 0, method: 'GET', url: 'http://api.lex.localhost:4000/api/guest/banners', reason: 'network' }]);
  });

  it('reports a timeout and surfaces it as status 0 code timeout', async () => {
    globalThis.fetch = jest.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal ?? (input as Request).signal;
          if (signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as typeof fetch;
    const error = await toApiError(await ky.get('http://api.luv.localhost:4000/api/slow', { fetch: reportingFetch(30), timeout: false, retry: 0 }).catch((e: unknown) => e));
    expect(error).toMatchObject({ status: 0, code: 'timeout' });
    expect(reported.map((r) => [r.status, r.reason, path(r.url)])).toEqual([[0, 'timeout', '/api/slow']]);
  });

  it('does not report a call its caller cancelled', async () => {
    const api = createApi('http://api.luv.localhost:4000');
    const controller = new AbortController();
    globalThis.fetch = jest.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal ?? (input as Request).signal;
          if (signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as typeof fetch;
    const pending = json(api.get('api/guest/banners', { signal: controller.signal })).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toBeInstanceOf(ApiError);
    expect(reported).toEqual([]);
  });

  it('does not report a 4xx', async () => {
    mockFetch(() => jsonResponse(404, {}));
    await expect(checkLoginId('newbie01')).rejects.toMatchObject({ status: 404 });
    expect(reported).toEqual([]);
  });
});

describe('XSRF refusal (403 잘못된 접근입니다.)', () => {
  const api = createApi('http://api.luv.localhost:4000');
  const isXsrf = (req: Request) => path(req.url) === '/api/auth/xsrf';
  const xsrfCalls = () => calls.filter(isXsrf);

  /** The API's double-submit check: the header must equal the token it issued last. */
  function xsrfServer(refusal: unknown = { msg: '잘못된 접근입니다.', code: 'xsrf.mismatch' }) {
    let serverToken = 'server-1';
    let issued = 1;
    mockFetch(async (req) => {
      if (isXsrf(req)) {
        await new Promise((r) => setTimeout(r, 20));
        issued += 1;
        serverToken = `server-${issued}`;
        doc.cookie = `XSRF-TOKEN=${serverToken}`;
        return new Response(null, { status: 204 });
      }
      if (req.method !== 'GET' && req.headers.get('X-XSRF-TOKEN') !== serverToken) return jsonResponse(403, refusal);
      return jsonResponse(200, { result: 'ok', token: req.headers.get('X-XSRF-TOKEN') });
    });
  }

  it('answers 20 parallel refused calls with one xsrf fetch and retries each once with the new token', async () => {
    doc.cookie = 'XSRF-TOKEN=stale';
    xsrfServer();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => json<{ token: string }>(api.post('api/my/thing', { json: { i } }))));
    expect(xsrfCalls()).toHaveLength(1);
    expect(results.map((r) => r.token)).toEqual(Array(20).fill('server-2'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(40);
  });

  it('keeps the body of the retried request', async () => {
    doc.cookie = 'XSRF-TOKEN=stale';
    xsrfServer();
    await json(api.post('api/my/thing', { json: { nickname: '새싹' } }));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(await Promise.all(posts.map((p) => p.json()))).toEqual([{ nickname: '새싹' }, { nickname: '새싹' }]);
  });

  it('retries only once: a second refusal is the answer', async () => {
    doc.cookie = 'XSRF-TOKEN=stale';
    mockFetch((req) => {
      if (isXsrf(req)) {
        doc.cookie = 'XSRF-TOKEN=fresh';
        return new Response(null, { status: 204 });
      }
      return jsonResponse(403, { msg: 'Invalid access.', code: 'xsrf.mismatch' });
    });
    await expect(json(api.post('api/my/thing'))).rejects.toMatchObject({ status: 403, msg: 'Invalid access.' });
    expect(xsrfCalls()).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('leaves another 403 (권한이 없습니다.) and a refused GET alone', async () => {
    doc.cookie = 'XSRF-TOKEN=stale';
    xsrfServer({ msg: '권한이 없습니다.' });
    await expect(json(api.post('api/my/thing'))).rejects.toMatchObject({ status: 403, msg: '권한이 없습니다.' });
    // the same text without the XSRF code (e.g. a route's own refusal) is not an XSRF refusal either
    xsrfServer({ msg: '잘못된 접근입니다.' });
    await expect(json(api.post('api/my/thing'))).rejects.toMatchObject({ status: 403, msg: '잘못된 접근입니다.' });
    mockFetch(() => jsonResponse(403, { msg: '잘못된 접근입니다.' }));
    await expect(json(api.get('api/my/thing'))).rejects.toMatchObject({ status: 403 });
    expect(xsrfCalls()).toHaveLength(0);
  });
});
