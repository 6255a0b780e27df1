import { API_HOST, CLIENT, createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.emoticons.create({ type: 'event', title: '100%_할인', imageUrl: '/static/images/emoticons/heart.svg', sortOrder: 1 });
  await t.app.emoticons.create({ type: 'event', title: '숨김', imageUrl: '/static/images/emoticons/heart.svg', sortOrder: 2, isActive: false });
  await t.app.offerwall.createCampaign({ appKey: 'ended-campaign', name: '종료된 캠페인', isActive: false });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST } });

describe('GET /api/guest/show-all-emoji', () => {
  it('lists the seeded emoticons in catalogue order with absolute image URLs that are served', async () => {
    const res = await get('/api/guest/show-all-emoji');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 8, offset: 0, limit: 100 });
    expect(body.list.map((e: { type: string; title: string }) => `${e.type}/${e.title}`)).toEqual([
      'basic/웃음', 'basic/하트', 'basic/눈물', 'basic/놀람', 'basic/최고', 'event/100%_할인', 'luv/러브 하트', 'luv/러브 별',
    ]);
    expect(body.list[0].imageUrl).toBe(`http://${API_HOST}/static/images/emoticons/smile.svg`);
    const image = await get(new URL(body.list[0].imageUrl).pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('filters by type and by part of the title, taking LIKE wildcards literally', async () => {
    expect((await get('/api/guest/show-all-emoji?type=luv')).json().list.map((e: { title: string }) => e.title)).toEqual(['러브 하트', '러브 별']);
    expect((await get(`/api/guest/show-all-emoji?title=${encodeURIComponent('러브')}`)).json().total).toBe(2);
    expect((await get(`/api/guest/show-all-emoji?title=${encodeURIComponent('%')}`)).json().list.map((e: { title: string }) => e.title)).toEqual(['100%_할인']);
    expect((await get(`/api/guest/show-all-emoji?title=${encodeURIComponent('_')}`)).json().total).toBe(1);
    expect((await get('/api/guest/show-all-emoji?type=nothing')).json()).toEqual({ list: [], total: 0, offset: 0, limit: 100 });
  });

  it('pages with offset and limit; option=latest lists the newest first', async () => {
    const page = (await get('/api/guest/show-all-emoji?offset=2&limit=2')).json();
    expect(page.list.map((e: { title: string }) => e.title)).toEqual(['눈물', '놀람']);
    expect(page).toMatchObject({ total: 8, offset: 2, limit: 2 });
    expect((await get('/api/guest/show-all-emoji?offset=50')).json().list).toEqual([]);
    expect((await get('/api/guest/show-all-emoji?option=latest&limit=1')).json().list[0].title).toBe('100%_할인');
  });

  it('answers 400 with the request text for bad values, never 5xx', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'offset=1.5', 'option=random', `title=${'가'.repeat(51)}`, `type=${'x'.repeat(21)}`, 'limit=99999999999']) {
      const res = await get(`/api/guest/show-all-emoji?${query}`);
      expect([query, res.statusCode, res.json().msg]).toEqual([query, 400, '요청 값을 확인해주세요.']);
    }
  });
});

describe('GET /api/guest/pincrux', () => {
  it('recognises the campaign of the app key and records the click once', async () => {
    const first = await get('/api/guest/pincrux?appkey=luvcast-pincrux&pinkey=click-0001');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ result: 'ok', appkey: 'luvcast-pincrux', provider: 'pincrux', campaign: 'Pincrux 오퍼월', firstClick: true });

    const again = (await get('/api/guest/pincrux?appkey=luvcast-pincrux&pinkey=click-0001')).json();
    expect(again).toMatchObject({ firstClick: false, clickedAt: body.clickedAt });
    expect((await get('/api/guest/pincrux?appkey=luvcast-pincrux&pinkey=click-0002')).json().firstClick).toBe(true);
  });

  it('answers 404 for an unknown or ended campaign and records nothing', async () => {
    for (const appkey of ['unknown-app', 'ended-campaign']) {
      const res = await get(`/api/guest/pincrux?appkey=${appkey}&pinkey=click-0001`);
      expect([appkey, res.statusCode, res.json().msg]).toEqual([appkey, 404, '찾을 수 없습니다.']);
    }
    expect(await t.app.offerwall.findClick('unknown-app', 'click-0001')).toBeUndefined();
  });

  it('answers 400 for missing or malformed keys, never 5xx', async () => {
    for (const query of ['', 'appkey=luvcast-pincrux', 'pinkey=click-1', 'appkey=&pinkey=x', `appkey=luvcast-pincrux&pinkey=${'x'.repeat(101)}`, `appkey=${'a'.repeat(65)}&pinkey=x`, 'appkey=luvcast-pincrux&pinkey=%3Cscript%3E', "appkey=a'--&pinkey=x"]) {
      const res = await get(`/api/guest/pincrux?${query}`);
      expect([query, res.statusCode, res.json().msg]).toEqual([query, 400, '요청 값을 확인해주세요.']);
    }
  });
});
