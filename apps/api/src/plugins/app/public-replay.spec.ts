import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hashPassword } from '@luvcast/server-auth';
import { buildApp } from '../../app';
import { API_HOST, CLIENT, createTestApp, signIn, TEST_CONFIG, type TestApp } from '../../testing/test-app';
import type { App } from '../../types';
import { PublicCache, type Replay } from './public-cache';

// two API instances on one database, as behind nginx, each replaying public reads before Fastify
// (docs/adr/0021-public-read-replay.md); `pipeline` is instance a's own Fastify handler on a port of
// its own, without the replay: what the pipeline answers now, to compare with
const TTL_MS = 60_000;
let t: TestApp;
let a: App;
let b: App;
let pipeline: http.Server;
const agent = new http.Agent({ keepAlive: true });
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  t = await createTestApp({ config: { publicCacheMs: TTL_MS } });
  a = t.app;
  b = await buildApp({ logger: false, database: t.database, config: { ...TEST_CONFIG, publicCacheMs: TTL_MS } });
  await a.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  pipeline = http.createServer((req, res) => a.routing(req, res));
  pipeline.keepAliveTimeout = a.server.keepAliveTimeout;
  await new Promise<void>((resolve) => pipeline.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => pipeline.close(resolve));
  await b.close();
  await t.close();
});

interface Answer {
  status: number;
  /** [name, value] in the order they were written */
  headers: [string, string][];
  body: string;
}
function call(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { host: API_HOST, ...headers }, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, headers: pairs, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
const header = (answer: Answer, name: string) => answer.headers.find(([n]) => n.toLowerCase() === name)?.[1];
/** everything but the two headers that differ by nature: Date, and X-Request-Id (the request's own) */
const comparable = (answer: Answer) => ({ status: answer.status, body: answer.body, headers: answer.headers.filter(([n]) => !['date', 'x-request-id'].includes(n.toLowerCase())) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** what the instance answers once the change has reached it (the NOTIFY takes milliseconds) */
async function settles<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const from = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() - from > 2_000) throw new Error(`not settled after 2 s: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Until the instance hears its change feed: nothing is kept or replayed while it is down, and on a
 * loaded machine building the second instance on the same PGlite can delay the first one's pings
 * past the 9 s that count it as lost (it listens again 5 s later).
 */
async function feedUp(app: App) {
  const from = Date.now();
  while (!app.publicCache.enabled) {
    if (Date.now() - from > 30_000) throw new Error('the change feed is still down after 30 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Calls `app` twice (the first answer is the pipeline's and kept, the second replayed) and the
 * pipeline once. When the cache's generation moved between the two calls (a change heard, or the
 * change feed lost and found again on a loaded machine: both drop what was kept, as they must) and
 * nothing was replayed, the pair is made again, up to 5 times.
 */
async function replayedAndPipeline(app: App, path: string, headers: Record<string, string>, method = 'GET') {
  const port = portOf(app.server);
  for (let attempt = 1; ; attempt++) {
    await feedUp(app);
    const generation = app.publicCache.ticket();
    const first = await call(port, path, headers, method);
    const before = app.publicReplay.replayed;
    const replayed = await call(port, path, headers, method);
    const count = app.publicReplay.replayed - before;
    if (count === 0 && app.publicCache.ticket() !== generation && attempt < 5) continue;
    const now = await call(portOf(pipeline), path, headers, method);
    return { first, replayed, now, count };
  }
}

const BROWSER = { ...CLIENT, origin: 'http://luv.localhost:4200', 'sec-fetch-site': 'same-site', 'accept-language': 'ko-KR,ko;q=0.9' };

describe('public reads replayed before Fastify', () => {
  const cases: [string, string, Record<string, string>, string?][] = [
    ['a program (client header, no Origin)', '/api/guest/banners', { ...CLIENT }],
    ['a script without the client header (no cookie: not needed)', '/api/guest/banners', {}],
    ['the second brand', '/api/guest/banners', { ...CLIENT, host: 'api.bell.localhost:4000' }],
    ["the brand site's page (allowed Origin: CORS headers)", '/api/guest/banners', BROWSER],
    ['an unknown Origin (no CORS headers)', '/api/guest/banners', { ...BROWSER, origin: 'https://elsewhere.example' }],
    ["a visitor's browser with its XSRF and locale cookies", '/api/guest/popups', { ...BROWSER, cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz012345; luvcast_locale=en' }],
    ['the English locale header', '/api/guest/logo-list', { ...BROWSER, 'x-luvcast-locale': 'en', 'accept-language': 'en-US' }],
    ["the caller's X-Request-Id", '/api/guest/themes?device=PC', { ...CLIENT, 'x-request-id': 'trace-0123456789' }],
    ['a HEAD request', '/api/guest/banners', { ...CLIENT }, 'HEAD'],
    ['a query string', '/api/cs/notice-list?offset=0&limit=5', { ...CLIENT }],
    ["the platform switches (site_flags)", '/api/guest/channeling-switching', { ...CLIENT }],
    ["a guest's emoticon page", '/api/guest/show-all-emoji?limit=3', { ...CLIENT }],
  ];
  it.each(cases)('answers %s exactly as the pipeline does, header by header', async (_name, path, headers, method = 'GET') => {
    const { first, replayed, now, count } = await replayedAndPipeline(a, path, headers, method);
    expect(count).toBe(1);
    expect(replayed.status).toBe(200);
    expect(comparable(replayed)).toEqual(comparable(now));
    expect(comparable(first)).toEqual(comparable(now));
    if (method === 'HEAD') expect(replayed.body).toBe('');
    else expect(replayed.body.length).toBeGreaterThan(0);
    const id = headers['x-request-id'];
    if (id) expect(header(replayed, 'x-request-id')).toBe(id);
    else {
      expect(header(replayed, 'x-request-id')).toMatch(UUID);
      expect(header(replayed, 'x-request-id')).not.toBe(header(first, 'x-request-id'));
    }
  });

  it('answers 304 to a client holding the ETag, and 200 to one holding another, as the pipeline does', async () => {
    const { replayed: full } = await replayedAndPipeline(a, '/api/guest/banners', BROWSER);
    const etag = header(full, 'etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const held = await replayedAndPipeline(a, '/api/guest/banners', { ...BROWSER, 'if-none-match': etag });
    expect(held.count).toBe(1);
    expect(held.replayed.status).toBe(304);
    expect(held.replayed.body).toBe('');
    expect(comparable(held.replayed)).toEqual(comparable(held.now));
    const other = await replayedAndPipeline(a, '/api/guest/banners', { ...BROWSER, 'if-none-match': '"another"' });
    expect(other.replayed.status).toBe(200);
    expect(comparable(other.replayed)).toEqual(comparable(other.now));
  });

  it('never replays what the pipeline refuses', async () => {
    const refused: [string, Record<string, string>][] = [
      // a browser carrying cookies must send the client header
      ['/api/guest/banners', { origin: 'http://luv.localhost:4200', 'sec-fetch-site': 'same-site', cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz012345' }],
      ['/api/guest/banners', { ...CLIENT, host: 'api.luv.localhost:99999' }],
      ['/api/guest/show-all-emoji?title=%00', { ...CLIENT }],
      ['/api/guest/themes?device=pc', { ...CLIENT }],
    ];
    for (const [path, headers] of refused) {
      const { replayed, now, count } = await replayedAndPipeline(a, path, headers);
      expect([path, count]).toEqual([path, 0]);
      expect(replayed.status).toBeGreaterThanOrEqual(400);
      expect(comparable(replayed)).toEqual(comparable(now));
    }
  });

  it('leaves to Fastify what it does not take apart: a request with a body, another method', async () => {
    for (const [headers, method] of [[{ ...CLIENT, 'content-length': '0' }, 'GET'], [{ ...CLIENT }, 'OPTIONS']] as const) {
      const { replayed, now, count } = await replayedAndPipeline(a, '/api/guest/banners', headers, method);
      expect(count).toBe(0);
      // (an OPTIONS answer sets a fresh XSRF cookie each time)
      expect([replayed.status, replayed.body]).toEqual([now.status, now.body]);
    }
  });

  it('never replays a request carrying a session', async () => {
    await a.members.create({ loginId: 'replayfan1', passwordHash: await hashPassword('Replay!2345'), nickname: '리플레이팬' });
    const { jar, res } = await signIn(a, { loginId: 'replayfan1', password: 'Replay!2345' });
    expect(res.statusCode).toBe(200);
    for (const headers of [{ ...BROWSER, cookie: jar.header() }, { ...CLIENT, authorization: `Bearer ${jar.get('flx_oauth_access')}` }]) {
      const { replayed, now, count } = await replayedAndPipeline(a, '/api/guest/banners', headers);
      expect(count).toBe(0);
      expect(replayed.status).toBe(200);
      expect(comparable(replayed)).toEqual(comparable(now));
    }
    const emoji = await replayedAndPipeline(a, '/api/guest/show-all-emoji?limit=2', { ...BROWSER, cookie: jar.header() });
    expect(emoji.count).toBe(0);
    expect(header(emoji.replayed, 'cache-control')).toBe('no-store');
  });

  it('stops replaying on every instance at once when maintenance is switched on', async () => {
    await feedUp(b);
    const port = portOf(b.server);
    await call(port, '/api/guest/banners', CLIENT);
    const before = b.publicReplay.replayed;
    expect((await call(port, '/api/guest/banners', CLIENT)).status).toBe(200);
    expect(b.publicReplay.replayed).toBe(before + 1);
    // switched on instance a: b hears the database's NOTIFY (its replays would otherwise last the 60 s lifetime)
    await a.siteFlags.set('maintenance', 'on');
    try {
      const refused = await settles(() => call(port, '/api/guest/banners', CLIENT), (r) => r.status === 503);
      expect(JSON.parse(refused.body).msg).toBeTruthy();
      const during = b.publicReplay.replayed;
      expect((await call(port, '/api/guest/banners', CLIENT)).status).toBe(503);
      expect(b.publicReplay.replayed).toBe(during);
    } finally {
      await a.siteFlags.set('maintenance', 'off');
    }
    await settles(() => call(port, '/api/guest/banners', CLIENT), (r) => r.status === 200);
  });

  it("replays an operator's change on the other instance within moments", async () => {
    await feedUp(b);
    const port = portOf(b.server);
    await call(port, '/api/guest/banners-newstyle', CLIENT);
    await call(port, '/api/guest/banners-newstyle', CLIENT);
    await a.banners.create({ brand: 'luv', title: '리플레이 배너', imageUrl: '/static/images/replay.png' });
    await settles(() => call(port, '/api/guest/banners-newstyle', CLIENT), (r) => r.body.includes('리플레이 배너'));
    // and the new answer is replayed from then on
    const before = b.publicReplay.replayed;
    expect((await call(port, '/api/guest/banners-newstyle', CLIENT)).body).toContain('리플레이 배너');
    expect(b.publicReplay.replayed).toBe(before + 1);
  });

  it('replays nothing while the instance drains: the pipeline answers with Connection: close', async () => {
    await feedUp(b);
    const port = portOf(b.server);
    await call(port, '/api/guest/logo-list', CLIENT);
    b.lifecycle.shuttingDown = true;
    try {
      const before = b.publicReplay.replayed;
      const draining = await call(port, '/api/guest/logo-list', CLIENT);
      expect(b.publicReplay.replayed).toBe(before);
      expect(draining.status).toBe(200);
      expect(header(draining, 'connection')).toBe('close');
      expect((await call(port, '/health/ready', {})).status).toBe(503);
    } finally {
      b.lifecycle.shuttingDown = false;
    }
    // an answer written while draining (Connection: close) was not kept
    const after = await call(port, '/api/guest/logo-list', CLIENT);
    expect(header(after, 'connection')).toBe('keep-alive');
  });
});

describe('a busy replay near the end of its lifetime', () => {
  // an instance with a short lifetime: its replays are renewed in their last fifth (1 s here)
  const SHORT_MS = 5_000;
  // one request with this user-agent has its read held back (after the cache's own preHandler), as
  // a busy database would: the read of a kept body that took that long
  const SLOW_READ_UA = 'slow-read-spec';
  const HOLD_MS = 1_000;
  let holdNext = false;
  let c: App;
  beforeAll(async () => {
    c = await buildApp({ logger: false, database: t.database, config: { ...TEST_CONFIG, publicCacheMs: SHORT_MS } });
    c.addHook('preHandler', async (request) => {
      if (!holdNext || request.headers['user-agent'] !== SLOW_READ_UA) return;
      holdNext = false;
      await new Promise((r) => setTimeout(r, HOLD_MS));
    });
    await c.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => c.close());
  const until = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

  it('is renewed by one request while the others are still replayed, and is not lost at its end', async () => {
    await feedUp(c);
    const port = portOf(c.server);
    const path = '/api/guest/logo-list';
    // a request of its own (the key is the whole request)
    const headers = { ...CLIENT, 'user-agent': 'renewal-spec' };
    const from = Date.now();
    await call(port, path, headers);
    // halfway through the last fifth of the first answer's lifetime: ten requests at once
    await until(from + SHORT_MS - c.publicCache.refreshMs / 2);
    const before = c.publicReplay.replayed;
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(port, path, headers)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    // one of them went through the pipeline (and read the database: the kept body was as old)
    expect(c.publicReplay.replayed - before).toBe(9);
    // past the first answer's end, the renewed one is replayed: no request has to miss
    await until(from + SHORT_MS + 300);
    const after = c.publicReplay.replayed;
    const renewed = await call(port, path, headers);
    expect(c.publicReplay.replayed).toBe(after + 1);
    expect(comparable(renewed)).toEqual(comparable(answers[0]!));
  });

  it('whose first read took a second is renewed from the database in its last fifth, and outlives its first end', async () => {
    await feedUp(c);
    const port = portOf(c.server);
    // a read no other test makes on this instance: no body of it kept yet (a kept body is the
    // URL's, whatever the other headers)
    const path = '/api/guest/popups';
    const headers = { ...CLIENT, 'user-agent': SLOW_READ_UA };
    const from = Date.now();
    holdNext = true;
    await call(port, path, headers);
    // the hook took this request (Date.now and the timers' clock round apart by a millisecond or two)
    expect(holdNext).toBe(false);
    expect(Date.now() - from).toBeGreaterThanOrEqual(HOLD_MS - 5);
    // the replay ends SHORT_MS after the request's arrival; the body read for it is as old (kept
    // from the read's start, not from its answer a second later): a renewal in the replay's last
    // fifth finds no body with a fifth left, reads the database and replays for a full lifetime
    await until(from + SHORT_MS - c.publicCache.refreshMs / 2);
    const before = c.publicReplay.replayed;
    const renewal = await call(port, path, headers);
    expect(renewal.status).toBe(200);
    expect(c.publicReplay.replayed).toBe(before);
    // past the first replay's end and past the end of a body counted from the answer
    await until(from + SHORT_MS + HOLD_MS + 300);
    const after = c.publicReplay.replayed;
    const later = await call(port, path, headers);
    expect(c.publicReplay.replayed).toBe(after + 1);
    expect(comparable(later)).toEqual(comparable(renewal));
  });

  it('that ran out is renewed by the first request after its end, the others waiting for that answer', async () => {
    await feedUp(c);
    const port = portOf(c.server);
    const path = '/api/guest/logo-list';
    const headers = { ...CLIENT, 'user-agent': 'ran-out-spec' };
    const first = await call(port, path, headers);
    // no request in its last fifth: it runs out; then ten requests at once
    await until(Date.now() + SHORT_MS + 300);
    const before = c.publicReplay.replayed;
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(port, path, headers)));
    // one went through the pipeline, nine were answered its answer (each with its own X-Request-Id);
    // without the wait all ten miss on PostgreSQL (the query's round trip lets the others in), while
    // on PGlite the first answer is written before the next request is read
    // (the PostgreSQL stampede of bench:api: tools/bench/README.md)
    expect(c.publicReplay.replayed - before).toBe(9);
    for (const answer of answers) expect(comparable(answer)).toEqual(comparable(first));
    expect(new Set(answers.map((answer) => header(answer, 'x-request-id'))).size).toBe(10);
  });
});

describe('PublicCache replays', () => {
  const replay = (tables: Replay['tables'], expires = Infinity): Replay => ({ status: 200, headers: { 'x-request-id': '' }, body: 'x', tables, expires });
  it('drops the replays read from a changed table, and every replay when the site flags change', () => {
    const cache = new PublicCache(60_000);
    cache.enable();
    cache.keepReplay('themes', replay(['themes']), cache.ticket());
    cache.keepReplay('popups', replay(['popups']), cache.ticket());
    cache.changed('popups');
    expect(cache.replay('themes')).toBeDefined();
    expect(cache.replay('popups')).toBeUndefined();
    cache.changed('site_flags');
    expect(cache.replay('themes')).toBeUndefined();
  });
  it('keeps no replay of a request that arrived before a change, none while the feed is down, none past its time', () => {
    const cache = new PublicCache(60_000);
    cache.enable();
    const ticket = cache.ticket();
    cache.changed('banners');
    cache.keepReplay('k', replay(['logos']), ticket);
    expect(cache.replay('k')).toBeUndefined();
    cache.keepReplay('k', replay(['logos'], 1000), cache.ticket());
    expect(cache.replay('k', 999)).toBeDefined();
    expect(cache.replay('k', 1000)).toBeUndefined();
    cache.keepReplay('k', replay(['logos']), cache.ticket());
    cache.disable();
    expect(cache.replay('k')).toBeUndefined();
    cache.enable();
    expect(cache.replay('k')).toBeUndefined();
  });
  it('lets one request at a time renew a replay in the last fifth of its lifetime', () => {
    const cache = new PublicCache(10_000);
    cache.enable();
    cache.keepReplay('k', replay(['logos'], 10_000), cache.ticket());
    const kept = cache.replay('k', 7_999)!;
    expect(cache.claimRefresh(kept, 7_999)).toBe(false);
    expect(cache.claimRefresh(kept, 8_000)).toBe(true);
    expect(cache.claimRefresh(kept, 8_001)).toBe(false);
    // still served to the others until its end
    expect(cache.replay('k', 9_999)).toBe(kept);
    cache.refreshed('k', kept, 9_000);
    expect(cache.claimRefresh(kept, 9_000)).toBe(true);
  });
  it('holds the requests for a replay past its end until the one renewing it is over, then forgets it if it was not replaced', () => {
    const cache = new PublicCache(10_000);
    cache.enable();
    cache.keepReplay('k', replay(['logos'], 10_000), cache.ticket());
    const old = cache.replayOf('k')!;
    expect(cache.replay('k', 10_000)).toBeUndefined();
    expect(cache.replayOf('k')).toBe(old);
    expect(cache.claimRefresh(old, 10_001)).toBe(true);
    const went: string[] = [];
    cache.await(old, () => went.push('a'));
    cache.await(old, () => went.push('b'));
    expect(went).toEqual([]);
    cache.refreshed('k', old, 10_050);
    expect(went).toEqual(['a', 'b']);
    // not renewed (a refusal, a change meanwhile): the next requests are plain misses
    expect(cache.replayOf('k')).toBeUndefined();
    // renewed: the new replay is kept, the old one's end does not drop it
    cache.keepReplay('k', replay(['logos'], 20_000), cache.ticket());
    const renewed = cache.replayOf('k')!;
    cache.refreshed('k', old, 10_100);
    expect(cache.replayOf('k')).toBe(renewed);
  });
  it('does not renew a replay from a kept body in the same last fifth', () => {
    const cache = new PublicCache(10_000);
    cache.enable();
    cache.set('body', { payload: '[]', type: 'application/json', etag: '"e"', tables: ['logos'] }, cache.ticket(), 0);
    expect(cache.get('body', 7_999, cache.refreshMs)).toBeDefined();
    expect(cache.get('body', 8_000, cache.refreshMs)).toBeUndefined();
    expect(cache.get('body', 8_000)).toBeDefined();
  });
  it('keeps at most as many replays as answers, the oldest going first', () => {
    const cache = new PublicCache(60_000, 2);
    cache.enable();
    for (const key of ['1', '2', '3']) cache.keepReplay(key, replay(['logos']), cache.ticket());
    expect(cache.replay('1')).toBeUndefined();
    expect(cache.replay('3')).toBeDefined();
    expect(cache.replaySize).toBe(2);
  });
});
