import { bannersResponse, noticeListResponse, suggestionListResponse } from '@luvcast/contracts';
import * as v from 'valibot';
import { API_HOST, CLIENT, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: { ...CLIENT, host: API_HOST, ...(cookie ? { cookie } : {}) } });

describe('GET /api/cs/notice-list', () => {
  it('lists the seeded Korean notices, important ones first then the newest, 10 by default', async () => {
    const res = await get('/api/cs/notice-list');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(v.is(noticeListResponse, body)).toBe(true);
    expect(body.total).toBe(7);
    expect(body.list).toHaveLength(7);
    expect(body.list.slice(0, 2).every((n: { isImportant: boolean }) => n.isImportant)).toBe(true);
    const rest = body.list.slice(2).map((n: { createdAt: string }) => n.createdAt);
    expect([...rest].sort().reverse()).toEqual(rest);
    expect(body.list[0].title).toMatch(/[가-힣]/);
  });

  it('pages with offset and limit', async () => {
    const all = (await get('/api/cs/notice-list?limit=100')).json().list.map((n: { id: number }) => n.id);
    const page = (await get('/api/cs/notice-list?offset=2&limit=3')).json();
    expect(page.total).toBe(7);
    expect(page.list.map((n: { id: number }) => n.id)).toEqual(all.slice(2, 5));
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'limit=2.5'])('answers 400 요청 값을 확인해주세요. for %s', async (query) => {
    const res = await get(`/api/cs/notice-list?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: '요청 값을 확인해주세요.', code: 'common.badRequest' });
  });

  it('answers the bad-limit text in English for the en locale cookie', async () => {
    const res = await get('/api/cs/notice-list?limit=0', 'luvcast_locale=en');
    expect(res.json()).toEqual({ msg: 'Please check the request.', code: 'common.badRequest' });
  });
});

describe('GET /api/guest/suggestion-list', () => {
  it('suggests the seeded channels, live ones first (none in a fresh database), without signing in', async () => {
    const res = await get('/api/guest/suggestion-list');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(v.is(suggestionListResponse, body)).toBe(true);
    expect(body.list.length).toBeGreaterThanOrEqual(6);
    const live = body.list.map((c: { isLive: boolean }) => c.isLive);
    expect(live).toEqual([...live].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    // nobody publishes in a fresh database: every seeded channel is offline, with its theme
    expect(live.filter(Boolean)).toHaveLength(0);
    expect(body.list.find((c: { loginId: string }) => c.loginId === 'bjstar01')).toMatchObject({ nickname: '별빛BJ', isLive: false, streamId: null, themeText: '노래/음악' });
    expect(body.list[0].thumbnailUrl).toMatch(/^http:\/\/api\.luv\.localhost:4000\/static\/images\//);
  });

  it('honours limit and leaves out the channel of memberId', async () => {
    expect((await get('/api/guest/suggestion-list?limit=2')).json().list).toHaveLength(2);
    const list = (await get('/api/guest/suggestion-list?memberId=bjstar01&limit=100')).json().list;
    expect(list.some((c: { loginId: string }) => c.loginId === 'bjstar01')).toBe(false);
  });

  it('answers 400 for limit=0', async () => {
    expect((await get('/api/guest/suggestion-list?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/guest/banners', () => {
  it('lists the three seeded banners in order with absolute image URLs', async () => {
    const res = await get('/api/guest/banners');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(v.is(bannersResponse, body)).toBe(true);
    expect(body.list).toHaveLength(3);
    expect(body.list[0]).toMatchObject({ title: '러브캐스트 오픈 기념 이벤트', imageUrl: 'http://api.luv.localhost:4000/static/images/banner-1.svg' });
  });
});
