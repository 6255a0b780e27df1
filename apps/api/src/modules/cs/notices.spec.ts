// Notices, developer notices and guides: public lists per kind, scoped to the request host's brand
// (its own rows and the every-brand ones); operators write them (role O any brand, role S their
// brand's own rows only; every write logged) and upload images served publicly from
// /api/cs/static; members and guests reach none of the writing; bad input is a 4xx, never a 5xx.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as v from 'valibot';
import { adminNoticeListResponse, noticeListResponse } from '@luvcast/contracts';
import { multipart, PDF, png } from '../../testing/files';
import { API_HOST, LEX_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, xsrfJar, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';

const BELL_HOST = 'api.bell.localhost:4000';
let t: TestApp;
let uploads: string;
let operator: CookieJar;
beforeAll(async () => {
  t = await createTestApp({ uploads: true });
  uploads = t.uploadDir!;
  operator = (await signIn(t.app, { loginId: 'opdemo01', password: 'Oper!2345' })).jar;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

let n = 0;
const unique = (what: string) => `${what} ${++n}-${Date.now() % 100_000}`;
const member = async (role: 'V' | 'S' | 'O' = 'V', host = API_HOST) => (await signedInMember(t.app, { prefix: 'ntc', role, host })).jar;

type Body = { kind?: unknown; brand?: unknown; title?: unknown; content?: unknown; isImportant?: unknown };
const guest = (host = API_HOST) => ({ ...CLIENT, host });
const get = (url: string, jar?: CookieJar, host = API_HOST) => t.app.inject({ method: 'GET', url, headers: { ...guest(host), ...(jar ? { cookie: jar.header() } : {}) } });
const post = (jar: CookieJar, body: Body, host = API_HOST) => t.app.inject({ method: 'POST', url: '/api/admin/notices', headers: mutatingHeaders(jar, host), payload: body as object });
const put = (jar: CookieJar, id: number | string, body: Body, host = API_HOST) => t.app.inject({ method: 'PUT', url: `/api/admin/notices/${id}`, headers: mutatingHeaders(jar, host), payload: body as object });
const del = (jar: CookieJar, id: number | string, host = API_HOST) => t.app.inject({ method: 'DELETE', url: `/api/admin/notices/${id}`, headers: mutatingHeaders(jar, host) });
const write = async (body: Body) => {
  const res = await post(operator, { kind: 'notice', brand: null, content: '내용', ...body, title: body.title ?? unique('제목') });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; title: string; brand: string | null; kind: string };
};
const ids = (res: { json: () => { list: { id: number }[] } }) => res.json().list.map((x) => x.id);
const logOf = async (id: number) =>
  (await get('/api/admin/operator-actions?limit=100', operator)).json().list.filter((a: { targetType: string; targetId: string }) => a.targetType === 'notice' && a.targetId === String(id));

describe('the public lists', () => {
  it("list each kind apart, on the request host's brand: its own rows and the every-brand ones", async () => {
    const everywhere = await write({ kind: 'develop', title: unique('모든 브랜드 개발자 공지') });
    const luvOnly = await write({ kind: 'develop', brand: 'luv', title: unique('러브 개발자 공지') });
    const lexOnly = await write({ kind: 'develop', brand: 'lex', title: unique('렉스 개발자 공지') });
    const guide = await write({ kind: 'guide', title: unique('충전 도움말'), content: '1. 상점을 엽니다.\n2. 결제합니다.' });

    const luv = await get('/api/cs/develop-notice-list?limit=100');
    expect(luv.statusCode).toBe(200);
    expect(v.is(noticeListResponse, luv.json())).toBe(true);
    expect(ids(luv)).toEqual(expect.arrayContaining([everywhere.id, luvOnly.id]));
    expect(ids(luv)).not.toContain(lexOnly.id);
    expect(ids(luv)).not.toContain(guide.id);
    const lex = await get('/api/cs/develop-notice-list?limit=100', undefined, LEX_HOST);
    expect(ids(lex)).toEqual(expect.arrayContaining([everywhere.id, lexOnly.id]));
    expect(ids(lex)).not.toContain(luvOnly.id);
    expect(ids(await get('/api/cs/develop-notice-list?limit=100', undefined, BELL_HOST))).not.toEqual(expect.arrayContaining([luvOnly.id]));

    const guides = (await get('/api/cs/guide-list?limit=100')).json();
    expect(guides.list.find((x: { id: number }) => x.id === guide.id)).toMatchObject({ title: guide.title, content: '1. 상점을 엽니다.\n2. 결제합니다.', isImportant: false });
    expect(ids(await get('/api/cs/notice-list?limit=100'))).not.toEqual(expect.arrayContaining([everywhere.id]));
    expect(ids(await get('/api/cs/notice-list?limit=100'))).not.toContain(guide.id);
  });

  it('show notices of another brand nowhere but there, and keep the notice list’s shape, important first', async () => {
    const lexNotice = await write({ kind: 'notice', brand: 'lex', title: unique('렉스 점검'), isImportant: true });
    const before = (await get('/api/cs/notice-list?limit=100')).json();
    expect(before.list.map((x: { id: number }) => x.id)).not.toContain(lexNotice.id);
    const lex = (await get('/api/cs/notice-list?limit=100', undefined, LEX_HOST)).json();
    expect(lex.list[0]).toEqual({ id: lexNotice.id, title: lexNotice.title, content: '내용', isImportant: true, createdAt: expect.any(String) });
    expect(lex.total).toBe(before.total + 1);
  });

  it("make the board's new badge follow the newest notice of the host's brand, not guides or other brands", async () => {
    const lexNotice = await write({ kind: 'notice', brand: 'lex' });
    await write({ kind: 'guide', brand: null });
    expect((await get('/api/guest/find-new-board', undefined, LEX_HOST)).json()).toMatchObject({ isNew: true, latestId: lexNotice.id });
    const luv = (await get('/api/guest/find-new-board')).json();
    expect(luv.latestId).not.toBe(lexNotice.id);
    expect(ids(await get('/api/cs/notice-list?limit=100'))).toContain(luv.latestId);
  });

  it.each(['develop-notice-list', 'guide-list'])('%s pages with offset and limit and refuses bad ones with 400', async (list) => {
    await write({ kind: list === 'guide-list' ? 'guide' : 'develop' });
    await write({ kind: list === 'guide-list' ? 'guide' : 'develop' });
    const all = ids(await get(`/api/cs/${list}?limit=100`));
    expect(ids(await get(`/api/cs/${list}?offset=1&limit=1`))).toEqual(all.slice(1, 2));
    for (const q of ['limit=0', 'limit=101', 'offset=-1', 'limit=x']) {
      const res = await get(`/api/cs/${list}?${q}`);
      expect([res.statusCode, res.json().code]).toEqual([400, 'common.badRequest']);
    }
  });
});

describe('operators writing', () => {
  it('write, list by kind, change and delete (role O, any brand), each write logged with who and what', async () => {
    const created = await post(operator, { kind: 'guide', brand: 'bell', title: '  벨 도움말  ', content: '첫 줄\n둘째 줄', isImportant: true });
    expect(created.statusCode).toBe(200);
    const row = created.json();
    expect(row).toMatchObject({ kind: 'guide', brand: 'bell', title: '벨 도움말', content: '첫 줄\n둘째 줄', isImportant: true, authorLoginId: 'opdemo01', updatedAt: null });

    const guides = await get('/api/admin/notices?kind=guide&limit=100', operator);
    expect(v.is(adminNoticeListResponse, guides.json())).toBe(true);
    expect(ids(guides)).toContain(row.id);
    expect(guides.json().list.every((x: { kind: string }) => x.kind === 'guide')).toBe(true);
    expect(ids(await get('/api/admin/notices?kind=notice&limit=100', operator))).not.toContain(row.id);
    expect(ids(await get('/api/admin/notices?limit=100', operator))).toContain(row.id);

    const changed = await put(operator, row.id, { kind: 'develop', brand: null, title: '모두의 개발자 공지', content: '바뀐 내용' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: row.id, kind: 'develop', brand: null, title: '모두의 개발자 공지', isImportant: false, updatedAt: expect.any(String) });
    expect(ids(await get('/api/cs/develop-notice-list?limit=100', undefined, LEX_HOST))).toContain(row.id);

    const deleted = await del(operator, row.id);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { id: row.id }]);
    expect(ids(await get('/api/cs/develop-notice-list?limit=100'))).not.toContain(row.id);
    expect((await del(operator, row.id)).statusCode).toBe(404);
    expect((await put(operator, row.id, { kind: 'notice', title: 'x', content: 'y' })).statusCode).toBe(404);

    const log = await logOf(row.id);
    expect(log.map((a: { action: string; operatorLoginId: string }) => [a.action, a.operatorLoginId])).toEqual([
      ['notice.delete', 'opdemo01'],
      ['notice.update', 'opdemo01'],
      ['notice.create', 'opdemo01'],
    ]);
  });

  it("let an operator of the second brand (S) write and change their brand's own rows only", async () => {
    const s = await member('S', LEX_HOST);
    const mine = await post(s, { kind: 'notice', brand: 'lex', title: '렉스 공지', content: '렉스만' }, LEX_HOST);
    expect([mine.statusCode, mine.json().brand]).toEqual([200, 'lex']);
    for (const brand of [null, 'luv', 'bell', undefined]) {
      const res = await post(s, { kind: 'notice', brand, title: '남의 브랜드', content: 'x' }, LEX_HOST);
      expect([res.statusCode, res.json().code]).toEqual([403, 'cs.notice.brandForbidden']);
    }
    const everyone = await write({ kind: 'notice', brand: null });
    const luv = await write({ kind: 'guide', brand: 'luv' });
    for (const other of [everyone, luv]) {
      expect((await put(s, other.id, { kind: 'notice', brand: 'lex', title: '가로채기', content: 'x' }, LEX_HOST)).json()).toMatchObject({ code: 'cs.notice.notFound' });
      expect((await del(s, other.id, LEX_HOST)).statusCode).toBe(404);
    }
    // moving their own row to every brand is refused, and nothing changed
    expect((await put(s, mine.json().id, { kind: 'notice', brand: null, title: '모두에게', content: 'x' }, LEX_HOST)).statusCode).toBe(403);
    const list = (await get('/api/admin/notices?limit=100', s, LEX_HOST)).json();
    expect(list.list.map((x: { id: number }) => x.id)).toContain(mine.json().id);
    expect(list.list.every((x: { brand: string }) => x.brand === 'lex')).toBe(true);
    expect((await put(s, mine.json().id, { kind: 'guide', brand: 'lex', title: '렉스 도움말', content: '바뀜' }, LEX_HOST)).json()).toMatchObject({ kind: 'guide', title: '렉스 도움말' });
    expect((await del(s, mine.json().id, LEX_HOST)).statusCode).toBe(200);
    expect((await get(`/api/cs/notice-list?limit=100`)).json().list.map((x: { title: string }) => x.title)).not.toContain('남의 브랜드');
  });

  it('is refused to members (403) and guests (401), changing nothing', async () => {
    const row = await write({ kind: 'notice' });
    const m = await member();
    expect((await get('/api/admin/notices', m)).statusCode).toBe(403);
    expect((await post(m, { kind: 'notice', title: 'x', content: 'y' })).json()).toMatchObject({ code: 'common.forbidden' });
    expect((await put(m, row.id, { kind: 'notice', title: 'x', content: 'y' })).statusCode).toBe(403);
    expect((await del(m, row.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/notices', headers: guest() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/notices/${row.id}`, headers: guest() })).statusCode).toBe(401);
    expect(ids(await get('/api/cs/notice-list?limit=100'))).toContain(row.id);
  });

  it.each([
    [{ kind: 'news', title: 't', content: 'c' }, 'cs.notice.kind'],
    [{ title: 't', content: 'c' }, 'common.badRequest'],
    [{ kind: 'notice', title: '   ', content: 'c' }, 'cs.notice.title'],
    [{ kind: 'notice', title: 'x'.repeat(201), content: 'c' }, 'cs.notice.title'],
    [{ kind: 'notice', title: 't', content: '' }, 'cs.notice.content'],
    [{ kind: 'notice', title: 't', content: 'x'.repeat(20_001) }, 'cs.notice.content'],
    [{ kind: 'notice', title: 't\u0000', content: 'c' }, 'common.badRequest'],
    [{ kind: 'notice', brand: 'nowhere', title: 't', content: 'c' }, 'cs.notice.brand'],
    [{ kind: 'notice', brand: 'LUV', title: 't', content: 'c' }, 'cs.notice.brand'],
    [{ kind: 'notice', brand: 3, title: 't', content: 'c' }, 'cs.notice.brand'],
    [{ kind: 'notice', title: 't', content: 'c', isImportant: 'yes' }, 'common.badRequest'],
  ])('answers 400 with the field’s message for %j', async (body, code) => {
    const res = await post(operator, body);
    expect([res.statusCode, res.json().code]).toEqual([400, code]);
  });

  it('answers cs.notice.notFound for ids that name nothing and 400 for a bad kind filter', async () => {
    // an id that cannot exist is refused by its shape (400), one that could is looked up (404); both name it
    for (const [id, status] of [['abc', 400], ['0', 400], ['-1', 400], ['1.5', 400], ['99999999999', 400], ['2000000000', 404]] as const) {
      const changed = await put(operator, id, { kind: 'notice', title: 't', content: 'c' });
      expect([id, changed.statusCode, changed.json().code]).toEqual([id, status, 'cs.notice.notFound']);
      const deleted = await del(operator, id);
      expect([id, deleted.statusCode, deleted.json().code]).toEqual([id, status, 'cs.notice.notFound']);
    }
    const res = await get('/api/admin/notices?kind=everything', operator);
    expect([res.statusCode, res.json().code]).toEqual([400, 'cs.notice.kind']);
  });
});

describe('notice images (/api/cs/static)', () => {
  const upload = (jar: CookieJar, file?: { filename: string; bytes: Buffer; type?: string }, field = 'file', host = API_HOST) => {
    const body = multipart({}, file ? [{ name: field, filename: file.filename, type: file.type ?? 'image/png', bytes: file.bytes }] : []);
    return t.app.inject({ method: 'POST', url: '/api/admin/cs-static', headers: { ...mutatingHeaders(jar, host), 'content-type': body.contentType }, payload: body.payload });
  };
  const stored = () => (readdirSync(uploads).includes('cs-static') ? readdirSync(path.join(uploads, 'cs-static')) : []);
  const img = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } });
  let pngBytes: Buffer;
  beforeAll(async () => {
    pngBytes = await img().png().toBuffer();
  });

  it.each([
    ['PNG', async () => img().png().toBuffer(), 'image/png', 'png'],
    ['JPEG', async () => img().jpeg().toBuffer(), 'image/jpeg', 'jpg'],
    ['WebP', async () => img().webp().toBuffer(), 'image/webp', 'webp'],
    ['GIF', async () => img().gif().toBuffer(), 'image/gif', 'gif'],
  ])('keeps a %s under a random name and serves it to anyone with its type, nosniff and a long public cache', async (_kind, make, type, ext) => {
    const bytes = await make();
    const res = await upload(operator, { filename: '../../notice.html', bytes, type: 'text/html' });
    expect(res.statusCode).toBe(200);
    const url = res.json().url as string;
    expect(url).toMatch(new RegExp(`^/api/cs/static/[0-9a-f-]{36}\\.${ext}$`));
    expect(stored()).toContain(url.split('/').pop());

    // as an <img> of a brand site loads it: no client header, no login
    const asImg = await t.app.inject({ method: 'GET', url, headers: { host: API_HOST, 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' } });
    expect(asImg.statusCode).toBe(200);
    expect(asImg.headers['content-type']).toBe(type);
    expect(asImg.headers['x-content-type-options']).toBe('nosniff');
    expect(asImg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asImg.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(asImg.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const meta = await sharp(asImg.rawPayload).metadata();
    expect([meta.format === 'heif' ? 'heif' : meta.format, meta.width, meta.height]).toEqual([ext === 'jpg' ? 'jpeg' : ext, 40, 30]);
    // a signed-in browser gets the same cacheable answer (the bytes are the same for everyone)
    const signedIn = await t.app.inject({ method: 'GET', url, headers: { host: API_HOST, cookie: operator.header(), 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'image' } });
    expect([signedIn.statusCode, signedIn.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
  });

  it("leaves a photo's metadata behind and keeps an animation's frames", async () => {
    const photo = await img().jpeg().withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } }).toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const jpeg = await upload(operator, { filename: 'photo.jpg', bytes: photo, type: 'image/jpeg' });
    const served = await t.app.inject({ method: 'GET', url: jpeg.json().url, headers: { host: API_HOST } });
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((c) => sharp({ create: { width: 20, height: 20, channels: 3, background: c } }).png().toBuffer()));
    const anim = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(anim, { animated: true }).metadata()).pages).toBe(3);
    const gif = await upload(operator, { filename: 'moving.gif', bytes: anim, type: 'image/gif' });
    const servedGif = await t.app.inject({ method: 'GET', url: gif.json().url, headers: { host: API_HOST } });
    expect((await sharp(servedGif.rawPayload, { animated: true }).metadata()).pages).toBe(3);
  });

  it('is logged as the operator’s upload, and allowed to a brand operator (S)', async () => {
    const s = await member('S', LEX_HOST);
    const res = await upload(s, { filename: 'a.png', bytes: pngBytes }, 'file', LEX_HOST);
    expect(res.statusCode).toBe(200);
    const id = (res.json().url as string).split('/').pop()!.split('.')[0];
    const log = (await get('/api/admin/operator-actions?limit=100', operator)).json().list;
    expect(log.find((a: { targetId: string }) => a.targetId === id)).toMatchObject({ action: 'csStatic.upload', targetType: 'cs_static' });
  });

  it('refuses what is not an allowed image, too large a file, an image bomb and a malformed request, keeping nothing', async () => {
    const before = stored().length;
    const cases: [{ filename: string; bytes: Buffer; type?: string } | undefined, string, number, string][] = [
      [{ filename: 'a.png', bytes: Buffer.from('<html><script>alert(1)</script></html>') }, 'file', 415, 'cs.static.type'],
      [{ filename: 'a.png', bytes: PDF }, 'file', 415, 'cs.static.type'],
      [{ filename: 'a.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml' }, 'file', 415, 'cs.static.type'],
      [{ filename: 'a.webp', bytes: Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 garbage', 'latin1') }, 'file', 415, 'cs.static.type'],
      [{ filename: 'bomb.png', bytes: png(50_000, 50_000, false) }, 'file', 415, 'cs.static.type'],
      [{ filename: 'empty.png', bytes: Buffer.alloc(0) }, 'file', 415, 'cs.static.type'],
      [{ filename: 'big.png', bytes: Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024)]) }, 'file', 413, 'cs.static.size'],
      [undefined, 'file', 400, 'common.badRequest'],
      [{ filename: 'a.png', bytes: pngBytes }, 'image', 400, 'common.badRequest'],
      // a PNG header over rows that do not decode (an unknown row filter)
      [{ filename: 'broken.png', bytes: png(4, 4) }, 'file', 415, 'cs.static.type'],
    ];
    for (const [file, field, status, code] of cases) {
      const res = await upload(operator, file, field);
      expect([file?.filename, res.statusCode, res.json().code]).toEqual([file?.filename, status, code]);
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/cs-static', headers: mutatingHeaders(operator), payload: { file: 'x' } });
    expect([json.statusCode, json.json().code]).toEqual([400, 'common.badRequest']);
    expect(stored().length).toBe(before);
  });

  it('refuses uploads to members (403) and guests (401)', async () => {
    const m = await member();
    expect((await upload(m, { filename: 'a.png', bytes: pngBytes })).statusCode).toBe(403);
    const body = multipart({}, [{ name: 'file', filename: 'a.png', type: 'image/png', bytes: pngBytes }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/cs-static', headers: { ...mutatingHeaders(await xsrfJar(t.app)), 'content-type': body.contentType }, payload: body.payload });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 to names it did not give and to path tricks', async () => {
    const res = await upload(operator, { filename: 'a.png', bytes: pngBytes });
    const name = (res.json().url as string).split('/').pop()!;
    for (const url of [
      '/api/cs/static/00000000-0000-4000-8000-000000000000.png',
      `/api/cs/static/${name.toUpperCase()}`,
      `/api/cs/static/${name.replace('.png', '.gif')}`,
      `/api/cs/static/${name}.png`,
      '/api/cs/static/..%2F..%2Fetc%2Fpasswd',
      '/api/cs/static/%2e%2e%2fprofile%2fx.webp',
      '/api/cs/static/..%5c..%5cwindows',
      `/api/cs/static/.%2F${name}`,
    ]) {
      const r = await t.app.inject({ method: 'GET', url, headers: { host: API_HOST } });
      expect([url, r.statusCode]).toEqual([url, 404]);
    }
    // a control character in a path is refused before any route (400), like everywhere
    expect((await t.app.inject({ method: 'GET', url: '/api/cs/static/%00.png', headers: { host: API_HOST } })).statusCode).toBe(400);
  });
});
