import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { createTestDatabase } from '../testing';
import { createRepositories, type Repositories } from './index';

let db: Db;
let repos: Repositories;
let close: () => Promise<void>;
let demo: number;
let other: number;
beforeAll(async () => {
  const t = await createTestDatabase();
  db = t.db;
  repos = createRepositories(t.db);
  close = t.close;
  await repos.emoticons.ensureSeeded();
  demo = (await repos.members.findByLoginId('demo1234'))!.id;
  other = (await repos.members.findByLoginId('bjmoon02'))!.id;
});
afterAll(() => close());

const page = { offset: 0, limit: 100, order: 'catalogue' as const };

it('marks the favourites of the member asked about and lists them first; no member: none marked, catalogue order', async () => {
  const all = await repos.emoticons.list(page);
  const heart = all.list.find((e) => e.title === '하트')!.id;
  expect(await repos.emoticons.setFavorite(demo, heart, true)).toBe(true);
  expect(await repos.emoticons.setFavorite(demo, heart, true)).toBe(true);
  expect((await repos.emoticons.list({ ...page, memberId: demo })).list.slice(0, 2).map((e) => [e.title, e.isFavorite])).toEqual([['하트', true], ['웃음', false]]);
  expect((await repos.emoticons.list({ ...page, memberId: other })).list.every((e) => !e.isFavorite)).toBe(true);
  expect((await repos.emoticons.list(page)).list.map((e) => e.title)).toEqual(all.list.map((e) => e.title));
  expect(await repos.emoticons.list({ ...page, favoritesOnly: true })).toEqual({ list: [], total: 0 });
  expect(await repos.emoticons.list({ ...page, memberId: demo, favoritesOnly: true })).toMatchObject({ total: 1, list: [{ id: heart, isFavorite: true }] });
});

it('refuses an unknown or inactive emoticon, and forgets the favourites of a deleted emoticon', async () => {
  const inactive = await repos.emoticons.create({ type: 'event', title: '꺼짐', imageUrl: '/x.svg', isActive: false });
  expect(await repos.emoticons.setFavorite(demo, inactive, true)).toBe(false);
  expect(await repos.emoticons.setFavorite(demo, 999_999, true)).toBe(false);

  const gone = await repos.emoticons.create({ type: 'event', title: '곧 삭제', imageUrl: '/x.svg' });
  await repos.emoticons.setFavorite(demo, gone, true);
  await repos.emoticons.setFavorite(other, gone, true);
  expect((await repos.emoticons.list({ ...page, memberId: demo, favoritesOnly: true })).total).toBe(2);
  await db.execute(sql`delete from emoticons where id = ${gone}`);
  expect((await repos.emoticons.list({ ...page, memberId: demo, favoritesOnly: true })).total).toBe(1);
});
