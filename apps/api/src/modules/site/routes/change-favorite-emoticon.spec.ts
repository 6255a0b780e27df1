import { API_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let demo: CookieJar;
let star: CookieJar;
let hidden: number;
beforeAll(async () => {
  t = await createTestApp();
  hidden = await t.app.emoticons.create({ type: 'event', title: '숨김', imageUrl: '/static/images/emoticons/heart.svg', isActive: false });
  demo = (await signIn(t.app, { loginId: 'demo1234', password: 'Demo!2345' })).jar;
  star = (await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' })).jar;
});
afterAll(() => t.close());

type Emoji = { id: number; type: string; title: string; isFavorite: boolean };
const list = async (query = '', jar?: CookieJar): Promise<{ list: Emoji[]; total: number }> =>
  (await t.app.inject({ method: 'GET', url: `/api/guest/show-all-emoji${query}`, headers: { ...CLIENT, host: API_HOST, cookie: jar?.header() ?? '' } })).json();
const change = (body: unknown, jar?: CookieJar) =>
  t.app.inject({ method: 'POST', url: '/api/lives/change-favorite-emoticon', headers: jar ? mutatingHeaders(jar) : { ...CLIENT, host: API_HOST, 'content-type': 'application/json' }, payload: body as object });
const idOf = async (title: string) => (await list()).list.find((e) => e.title === title)!.id;

describe('emoticon favourites', () => {
  it('marks an emoticon as a favourite: the member sees it first and marked, others and guests see the catalogue unchanged', async () => {
    const star5 = await idOf('최고');
    const res = await change({ emoticonId: star5, isFavorite: true }, demo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emoticonId: star5, isFavorite: true });
    // the contract takes the id as a string too (the original client sends form values)
    expect((await change({ emoticonId: String(await idOf('러브 별')), isFavorite: true }, demo)).json()).toMatchObject({ isFavorite: true });

    const mine = await list('', demo);
    expect(mine.list.map((e) => [e.title, e.isFavorite])).toEqual([
      ['최고', true], ['러브 별', true], ['웃음', false], ['하트', false], ['눈물', false], ['놀람', false], ['러브 하트', false],
    ]);
    expect(mine.total).toBe(7);
    for (const other of [await list(''), await list('', star)]) {
      expect(other.list.map((e) => e.title)).toEqual(['웃음', '하트', '눈물', '놀람', '최고', '러브 하트', '러브 별']);
      expect(other.list.every((e) => e.isFavorite === false)).toBe(true);
    }
    // filters and pages keep the favourites first
    expect((await list('?type=luv', demo)).list.map((e) => e.title)).toEqual(['러브 별', '러브 하트']);
    expect((await list('?limit=1&offset=1', demo)).list.map((e) => e.title)).toEqual(['러브 별']);
  });

  it('option=favorite lists only the favourites; a guest gets an empty page', async () => {
    const only = await list('?option=favorite', demo);
    expect(only).toMatchObject({ total: 2, offset: 0, limit: 100 });
    expect(only.list.map((e) => [e.title, e.isFavorite])).toEqual([['최고', true], ['러브 별', true]]);
    expect(await list('?option=favorite')).toEqual({ list: [], total: 0, offset: 0, limit: 100 });
    expect((await list('?option=favorite', star)).total).toBe(0);
  });

  it('is idempotent both ways and unmarking takes the emoticon out of the favourites', async () => {
    const id = await idOf('최고');
    for (let i = 0; i < 2; i++) expect((await change({ emoticonId: id, isFavorite: true }, demo)).json()).toEqual({ emoticonId: id, isFavorite: true });
    expect((await list('?option=favorite', demo)).total).toBe(2);
    for (let i = 0; i < 2; i++) expect((await change({ emoticonId: id, isFavorite: false }, demo)).json()).toEqual({ emoticonId: id, isFavorite: false });
    expect((await list('?option=favorite', demo)).list.map((e) => e.title)).toEqual(['러브 별']);
    expect((await list('', demo)).list.find((e) => e.id === id)?.isFavorite).toBe(false);
  });

  it('answers 401 signed out, 404 for an unknown or inactive emoticon, 400 for bad bodies', async () => {
    const id = await idOf('웃음');
    const signedOut = await change({ emoticonId: id, isFavorite: true });
    expect(signedOut.statusCode).toBe(401);
    for (const emoticonId of [999_999, hidden]) {
      const res = await change({ emoticonId, isFavorite: true }, demo);
      expect([emoticonId, res.statusCode, res.json().msg]).toEqual([emoticonId, 404, '찾을 수 없습니다.']);
    }
    expect((await list('?option=favorite', demo)).list.map((e) => e.title)).toEqual(['러브 별']);
    for (const bad of [{}, { emoticonId: id }, { isFavorite: true }, { emoticonId: 0, isFavorite: true }, { emoticonId: 'x', isFavorite: true }, { emoticonId: 1.5, isFavorite: true }, { emoticonId: id, isFavorite: 'yes' }]) {
      expect([bad, (await change(bad, demo)).statusCode]).toEqual([bad, 400]);
    }
  });
});
