import { createHookClient, HookError } from './hooks';

type Call = { url: string; init: RequestInit };

function fakeFetch(answers: (Response | Error)[]) {
  const calls: Call[] = [];
  const impl = (async (url: URL, init: RequestInit) => {
    calls.push({ url: String(url), init });
    const next = answers.shift() ?? new Response(null, { status: 204 });
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { calls, impl };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const body = { streamKey: 'k1', clientIp: '203.0.113.9', ingestUrl: 'http://127.0.0.1:4400' };

describe('the API hook client', () => {
  it('posts the publish body as JSON with the secret header and answers the stream', async () => {
    const f = fakeFetch([json(200, { streamId: 12, channelId: 3, lowerRendition: true })]);
    const hooks = createHookClient('http://api.internal:4000', 'the-secret-0123456789', f.impl);
    expect(await hooks.publish(body)).toEqual({ ok: true, value: { streamId: 12, channelId: 3, lowerRendition: true } });
    expect(f.calls[0]!.url).toBe('http://api.internal:4000/internal/ingest/publish');
    expect(f.calls[0]!.init.headers).toMatchObject({ 'x-ingest-secret': 'the-secret-0123456789', 'content-type': 'application/json' });
    expect(JSON.parse(String(f.calls[0]!.init.body))).toEqual(body);
  });

  it.each([
    [json(403, { message: '스트림 키가 올바르지 않습니다.' }), 403, '스트림 키가 올바르지 않습니다.'],
    [json(409, { msg: '이미 방송 중입니다.' }), 409, '이미 방송 중입니다.'],
    [json(200, { nothing: true }), 502, 'HTTP 200'],
    [new Error('connect ECONNREFUSED'), 503, 'API unreachable: connect ECONNREFUSED'],
  ])('refuses the publish when the API answers %#', async (answer, status, message) => {
    const hooks = createHookClient('http://api.internal:4000', 's'.repeat(20), fakeFetch([answer]).impl);
    expect(await hooks.publish(body)).toEqual({ ok: false, status, message });
  });

  it('retries ready/unpublish on 5xx and network errors, not on 4xx', async () => {
    const f = fakeFetch([new Error('reset'), json(503, {}), new Response(null, { status: 204 })]);
    await createHookClient('http://a:1', 's'.repeat(20), f.impl).unpublish({ streamId: 5, recording: null });
    expect(f.calls).toHaveLength(3);
    const g = fakeFetch([json(400, { message: 'bad' })]);
    await expect(createHookClient('http://a:1', 's'.repeat(20), g.impl).ready({ streamId: 5, renditions: [{ suffixName: 'src', resolution: '1x1', bandwidth: 1 }] })).rejects.toThrow(HookError);
    expect(g.calls).toHaveLength(1);
  });

  it('sends the keep-alive with the secret, once, and answers the ids the API no longer has on air', async () => {
    const f = fakeFetch([json(200, { ended: [7] })]);
    expect(await createHookClient('http://a:1', 'the-secret-0123456789', f.impl).alive({ streamIds: [5, 7] })).toEqual({ ended: [7] });
    expect(f.calls[0]!.url).toBe('http://a:1/internal/ingest/alive');
    expect(f.calls[0]!.init.headers).toMatchObject({ 'x-ingest-secret': 'the-secret-0123456789' });
    expect(JSON.parse(String(f.calls[0]!.init.body))).toEqual({ streamIds: [5, 7] });
    const g = fakeFetch([json(503, {})]);
    await expect(createHookClient('http://a:1', 's'.repeat(20), g.impl).alive({ streamIds: [5] })).rejects.toThrow(HookError);
    expect(g.calls).toHaveLength(1);
  });
});
