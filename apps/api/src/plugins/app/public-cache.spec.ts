import { sql } from 'drizzle-orm';
import { hashPassword } from '@luvcast/server-auth';
import { buildApp } from '../../app';
import { API_HOST, CLIENT, createTestApp, signIn, TEST_CONFIG, type TestApp } from '../../testing/test-app';
import type { App } from '../../types';
import { PublicCache } from './public-cache';

// two API instances on one database, as behind nginx, each keeping public reads (docs/adr/0016)
const TTL_MS = 60_000;
let t: TestApp;
let a: App;
let b: App;
beforeAll(async () => {
  t = await createTestApp({ config: { publicCacheMs: TTL_MS } });
  a = t.app;
  b = await buildApp({ logger: false, database: t.database, config: { ...TEST_CONFIG, publicCacheMs: TTL_MS } });
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const get = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, ...headers } });
const titles = async (app: App) => ((await get(app, '/api/guest/banners')).json().list as { title: string }[]).map((x) => x.title);
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

describe('public reads kept by every API instance', () => {
  it('answers a public read with an ETag, and 304 Not Modified to a client that has it', async () => {
    const first = await get(a, '/api/guest/banners', { cookie: 'flx_uuid=0123456789; XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz012345' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(a, '/api/guest/banners', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(a, '/api/guest/banners', { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it("lets a shared cache keep a first visitor's answer: it sets no cookie", async () => {
    await get(a, '/api/guest/banners');
    const fresh = await get(a, '/api/guest/banners');
    expect(fresh.headers['set-cookie']).toBeUndefined();
    expect(fresh.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(fresh.headers.etag).toBeTruthy();
  });

  it('serves the kept answer while the table is unchanged, even if the rows changed behind the triggers', async () => {
    await titles(b);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table banners disable trigger user`);
      await tx.execute(sql`insert into banners (brand, title, image_url) values ('luv', '몰래 넣은 배너', '/static/images/x.png')`);
      await tx.execute(sql`alter table banners enable trigger user`);
    });
    expect(await titles(b)).not.toContain('몰래 넣은 배너');
    await t.database.db.execute(sql`delete from banners where title = '몰래 넣은 배너'`);
  });

  it("shows an operator's change on every instance within moments", async () => {
    await titles(a);
    await titles(b);
    await a.banners.create({ brand: 'luv', title: '새 배너', imageUrl: '/static/images/new.png' });
    await settles(() => titles(a), (list) => list.includes('새 배너'));
    await settles(() => titles(b), (list) => list.includes('새 배너'));
  });

  it('keeps each brand host its own answer', async () => {
    await a.banners.create({ brand: 'bell', title: '벨 배너', imageUrl: '/static/images/bell.png' });
    await settles(() => get(b, '/api/guest/banners', { host: 'api.bell.localhost:4000' }), (r) => r.body.includes('벨 배너'));
    expect(await titles(b)).not.toContain('벨 배너');
  });

  it('still refuses a public read during maintenance, though its answer is kept', async () => {
    await titles(a);
    await a.siteFlags.set('maintenance', 'on');
    a.siteFlagsChanged();
    try {
      expect((await get(a, '/api/guest/banners')).statusCode).toBe(503);
    } finally {
      await a.siteFlags.set('maintenance', 'off');
      a.siteFlagsChanged();
    }
    expect((await get(a, '/api/guest/banners')).statusCode).toBe(200);
  });

  it("never keeps a signed-in caller's emoticon page (their favourites) for anyone else", async () => {
    await a.members.create({ loginId: 'cachefan1', passwordHash: await hashPassword('Cache!2345'), nickname: '캐시팬' });
    const { jar } = await signIn(a, { loginId: 'cachefan1', password: 'Cache!2345' });
    const guest = await get(a, '/api/guest/show-all-emoji?limit=5');
    expect(guest.headers.etag).toBeTruthy();
    const member = await get(a, '/api/guest/show-all-emoji?limit=5', { cookie: jar.header() });
    expect(member.statusCode).toBe(200);
    expect(member.headers.etag).toBeUndefined();
    // and a public read carrying a session is not left to shared caches
    const banners = await get(a, '/api/guest/banners', { cookie: jar.header() });
    expect(banners.headers['cache-control']).toBe('no-store');
  });
});

describe('PublicCache', () => {
  it('drops what a change raced: an answer read before the change arrived is not kept', () => {
    const cache = new PublicCache(1000);
    cache.enable();
    const ticket = cache.ticket();
    cache.changed('banners');
    cache.set('k', { payload: 'old', type: 'application/json', etag: '"1"', tables: ['banners'] }, ticket);
    expect(cache.get('k')).toBeUndefined();
  });
  it('forgets answers when their time runs out, and serves nothing while the change feed is down', () => {
    const cache = new PublicCache(1000);
    cache.enable();
    cache.set('k', { payload: 'x', type: 'application/json', etag: '"1"', tables: ['themes'] }, cache.ticket(), 0);
    expect(cache.get('k', 999)?.payload).toBe('x');
    expect(cache.get('k', 1000)).toBeUndefined();
    cache.set('k', { payload: 'x', type: 'application/json', etag: '"1"', tables: ['themes'] }, cache.ticket());
    cache.disable();
    expect(cache.get('k')).toBeUndefined();
    cache.enable();
    expect(cache.get('k')).toBeUndefined();
  });
  it('keeps nothing read while the change feed was down, once it is back', () => {
    const cache = new PublicCache(60_000);
    cache.enable();
    cache.disable();
    const ticket = cache.ticket(); // a read starts while nobody hears the changes
    cache.enable();
    cache.set('k', { payload: 'maybe stale', type: 'application/json', etag: '"s"', tables: ['banners'] }, ticket);
    expect(cache.get('k')).toBeUndefined();
  });
  it('drops only the answers read from the changed table', () => {
    const cache = new PublicCache(60_000);
    cache.enable();
    cache.set('themes', { payload: 't', type: 'application/json', etag: '"t"', tables: ['themes'] }, cache.ticket());
    cache.set('popups', { payload: 'p', type: 'application/json', etag: '"p"', tables: ['popups'] }, cache.ticket());
    cache.changed('popups');
    expect(cache.get('themes')?.payload).toBe('t');
    expect(cache.get('popups')).toBeUndefined();
  });
});
