// The my page's settings, fan level and gift rankings: a member changes only the settings they
// send and sees them again; isSponser hides their name in a BJ's gift ranking, isView hides it in a
// live's viewer list, memberSortCode orders their followed channels; the level follows the luv
// they sent; each member reads only their own; bad input is refused in the contract's words.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, LOCALE_HEADER, VIEWER_PRESENCE_TTL_S } from '@luvcast/contracts';
import { SYSTEM_ACCOUNTS } from '@luvcast/db';
import { luvTestConfig } from '../../testing/luv-room';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: luvTestConfig() });
}, 180_000);
afterAll(() => t?.close());

const member = (nickname?: string) => signedInMember(t.app, { prefix: 'mp', nickname });
type Who = Awaited<ReturnType<typeof member>>;
async function broadcaster(nickname?: string) {
  const bj = await member(nickname);
  const { channel } = await t.app.channels.ensureForOwner(bj.id, `${bj.nickname}의 방송`);
  return { ...bj, channelId: channel.id };
}
async function fund(who: Who, luv: number) {
  const issuance = await t.app.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
  await t.app.ledger.transfer({ from: issuance, to: await t.app.ledger.memberAccount(who.id), amount: luv, idempotencyKey: `spec:fund:${who.id}:${randomUUID()}` });
}
async function gift(who: Who, channelId: number, amount: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/lives/gift', headers: { ...mutatingHeaders(who.jar), [IDEMPOTENCY_HEADER]: randomUUID() }, payload: { channelId, amount } });
  expect(res.statusCode).toBe(200);
}

const get = (jar: CookieJar | null, url: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, ...(jar ? { cookie: jar.header() } : {}), ...extra } });
const setting = (jar: CookieJar, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/my/setting', headers: mutatingHeaders(jar), payload: payload as object });

const DEFAULTS = { isView: true, isVibes: true, isSponser: true, isBigFan: true, memberSortCode: 1 };

describe('POST /api/my/setting and GET /api/my/setting', () => {
  it('answers the defaults to a member who never changed a setting', async () => {
    const m = await member();
    const res = await get(m.jar, '/api/my/setting');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ settings: DEFAULTS });
  });

  it('changes only the settings sent and keeps them for the next read', async () => {
    const m = await member();
    const first = await setting(m.jar, { isSponser: false, memberSortCode: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ settings: { ...DEFAULTS, isSponser: false, memberSortCode: 3 } });
    const second = await setting(m.jar, { isView: false, isVibes: false, isBigFan: false, memberSortCode: '2' });
    expect(second.json()).toEqual({ settings: { isView: false, isVibes: false, isSponser: false, isBigFan: false, memberSortCode: 2 } });
    expect((await setting(m.jar, { isSponser: true })).json().settings).toEqual({ isView: false, isVibes: false, isSponser: true, isBigFan: false, memberSortCode: 2 });
    expect((await get(m.jar, '/api/my/setting')).json()).toEqual({ settings: { isView: false, isVibes: false, isSponser: true, isBigFan: false, memberSortCode: 2 } });
  });

  it("changes the caller's own settings only: another member's stay as they were", async () => {
    const a = await member();
    const b = await member();
    await setting(b.jar, { isVibes: false });
    // a body naming someone else changes nothing of theirs
    expect((await setting(a.jar, { memberId: b.id, loginId: b.loginId, isView: false })).json().settings).toMatchObject({ isView: false, isVibes: true });
    expect((await get(b.jar, '/api/my/setting')).json().settings).toEqual({ ...DEFAULTS, isVibes: false });
  });

  it('refuses bad values in their words and changes nothing', async () => {
    const m = await member();
    const cases: [unknown, string][] = [
      [{}, 'my.setting.empty'],
      [{ unknown: true }, 'my.setting.empty'],
      [{ isView: 'false' }, 'my.setting.invalid'],
      [{ isSponser: 0 }, 'my.setting.invalid'],
      [{ isVibes: null }, 'my.setting.invalid'],
      [{ memberSortCode: 4 }, 'my.setting.sortCode'],
      [{ memberSortCode: 0 }, 'my.setting.sortCode'],
      [{ memberSortCode: '1.5' }, 'my.setting.sortCode'],
      [{ memberSortCode: true }, 'my.setting.sortCode'],
      [[1, 2], 'my.setting.empty'],
    ];
    for (const [body, code] of cases) {
      const res = await setting(m.jar, body);
      expect([JSON.stringify(body), res.statusCode, res.json().code]).toEqual([JSON.stringify(body), 400, code]);
    }
    const english = await t.app.inject({ method: 'POST', url: '/api/my/setting', headers: { ...mutatingHeaders(m.jar), [LOCALE_HEADER]: 'en' }, payload: { memberSortCode: 9 } });
    expect(english.json()).toMatchObject({ code: 'my.setting.sortCode', msg: 'Please check the sort order.' });
    const korean = await setting(m.jar, { isView: 'yes' });
    expect(korean.json()).toMatchObject({ msg: '설정 값을 확인해주세요.' });
    const text = await t.app.inject({ method: 'POST', url: '/api/my/setting', headers: { ...mutatingHeaders(m.jar), 'content-type': 'text/plain' }, payload: 'isView=false' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect((await get(m.jar, '/api/my/setting')).json()).toEqual({ settings: DEFAULTS });
  });

  it('asks a guest to sign in', async () => {
    expect((await get(null, '/api/my/setting')).statusCode).toBe(401);
    const m = await member();
    const noCookie = await t.app.inject({ method: 'POST', url: '/api/my/setting', headers: { ...mutatingHeaders(m.jar), cookie: '' }, payload: { isView: false } });
    expect(noCookie.statusCode).toBeGreaterThanOrEqual(400);
    expect(noCookie.statusCode).toBeLessThan(500);
    expect((await get(m.jar, '/api/my/setting')).json()).toEqual({ settings: DEFAULTS });
  });
});

describe('memberSortCode orders the followed channels', () => {
  it('lists followed channels live first, by the latest follow, or by nickname, and an explicit sort wins', async () => {
    const fan = await member();
    const c = await broadcaster(`가${Date.now() % 100000}`);
    const a = await broadcaster(`다${Date.now() % 100000}`);
    const b = await broadcaster(`나${Date.now() % 100000}`);
    for (const bj of [c, a, b]) {
      expect((await t.app.inject({ method: 'POST', url: `/api/channels/${bj.channelId}/follow`, headers: mutatingHeaders(fan.jar) })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    const stream = (await t.app.streams.create({ channelId: a.channelId, kind: 1, title: 'live', state: 'live', startedAt: new Date() }))!;
    await t.app.channels.setLive(a.channelId, stream.id);
    const order = async (query = '') => ((await get(fan.jar, `/api/my/streams/subscriptions${query}`)).json().list as { channelId: number }[]).map((x) => x.channelId);
    // 1 (default): the live one first, then the latest followed
    expect(await order()).toEqual([a.channelId, b.channelId, c.channelId]);
    await setting(fan.jar, { memberSortCode: 2 });
    expect(await order()).toEqual([b.channelId, a.channelId, c.channelId]);
    await setting(fan.jar, { memberSortCode: 3 });
    expect(await order()).toEqual([c.channelId, b.channelId, a.channelId]);
    expect((await get(fan.jar, '/api/my/view-main')).json().following.map((x: { channelId: number }) => x.channelId)).toEqual([c.channelId, b.channelId, a.channelId]);
    expect(await order('?sort=1')).toEqual([a.channelId, b.channelId, c.channelId]);
    expect(await order('?sort=2')).toEqual([b.channelId, a.channelId, c.channelId]);
    const bad = await get(fan.jar, '/api/my/streams/subscriptions?sort=7');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'my.setting.sortCode']);
    await t.app.channels.setLive(a.channelId, null);
  });
});

describe('isView hides the member in a live viewer list', () => {
  it("counts the member but does not name them to the broadcaster while isView is off", async () => {
    const bj = await broadcaster();
    const shy = await member();
    const open = await member();
    const stream = (await t.app.streams.create({ channelId: bj.channelId, kind: 1, title: 'live', state: 'live', startedAt: new Date() }))!;
    await t.app.channels.setLive(bj.channelId, stream.id);
    await t.app.viewerPresence.beat(stream.id, `m:${shy.id}`, shy.id, VIEWER_PRESENCE_TTL_S);
    await t.app.viewerPresence.beat(stream.id, `m:${open.id}`, open.id, VIEWER_PRESENCE_TTL_S);
    const players = async () => (await get(bj.jar, `/api/channels/${bj.channelId}/stream/players`)).json();
    expect((await players()).players.map((p: { loginId: string }) => p.loginId).sort()).toEqual([shy.loginId, open.loginId].sort());
    await setting(shy.jar, { isView: false });
    expect(await players()).toEqual({ count: 2, players: [{ loginId: open.loginId, nickname: open.nickname }] });
    await setting(shy.jar, { isView: true });
    expect((await players()).players).toHaveLength(2);
  });
});

describe('GET /api/my/member-level-info', () => {
  it('starts a member who sent nothing at level 1 and moves them up with the luv they send', async () => {
    const bj = await broadcaster();
    const fan = await member();
    const zero = await get(fan.jar, '/api/my/member-level-info');
    expect(zero.statusCode).toBe(200);
    expect(zero.json()).toEqual({ level: 1, name: '새싹 팬', nameKey: 'my.level.1', sentTotal: 0, levelMin: 0, nextLevel: 2, nextMin: 1000, remaining: 1000, progress: 0 });
    await fund(fan, 12_000);
    await gift(fan, bj.channelId, 7_000);
    await gift(fan, bj.channelId, 500);
    expect((await get(fan.jar, '/api/my/member-level-info')).json()).toEqual({ level: 3, name: '응원 팬', nameKey: 'my.level.3', sentTotal: 7_500, levelMin: 5_000, nextLevel: 4, nextMin: 10_000, remaining: 2_500, progress: 50 });
    const english = await get(fan.jar, '/api/my/member-level-info', { [LOCALE_HEADER]: 'en' });
    expect(english.json()).toMatchObject({ level: 3, name: 'Cheering fan' });
    // the broadcaster's received luv is not sent luv
    expect((await get(bj.jar, '/api/my/member-level-info')).json()).toMatchObject({ level: 1, sentTotal: 0 });
  });

  it('asks a guest to sign in', async () => {
    expect((await get(null, '/api/my/member-level-info')).statusCode).toBe(401);
  });
});

describe('GET /api/my/rankings', () => {
  it("ranks the member among each channel's gifters, biggest channel first, and pages the list", async () => {
    const bj1 = await broadcaster();
    const bj2 = await broadcaster();
    const me = await member();
    const rival = await member();
    const third = await member();
    await fund(me, 10_000);
    await fund(rival, 10_000);
    await fund(third, 10_000);
    await gift(me, bj1.channelId, 300);
    await gift(rival, bj1.channelId, 1_000);
    await gift(third, bj1.channelId, 300);
    await gift(me, bj2.channelId, 2_000);
    await gift(me, bj2.channelId, 100);
    await gift(rival, bj2.channelId, 50);
    const res = await get(me.jar, '/api/my/rankings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      gifted: {
        list: [
          { channelId: bj2.channelId, loginId: bj2.loginId, nickname: bj2.nickname, rank: 1, total: 2_100, gifters: 2 },
          { channelId: bj1.channelId, loginId: bj1.loginId, nickname: bj1.nickname, rank: 2, total: 300, gifters: 3 },
        ],
        total: 2,
        offset: 0,
        limit: 10,
      },
      channel: null,
    });
    const page2 = (await get(me.jar, '/api/my/rankings?offset=1&limit=1')).json();
    expect(page2.gifted).toEqual({ list: [expect.objectContaining({ channelId: bj1.channelId, rank: 2 })], total: 2, offset: 1, limit: 1 });
    expect((await get(me.jar, '/api/my/rankings?offset=5')).json().gifted).toEqual({ list: [], total: 2, offset: 5, limit: 10 });
    // equal totals share a rank
    expect((await get(third.jar, '/api/my/rankings')).json().gifted.list).toEqual([expect.objectContaining({ channelId: bj1.channelId, rank: 2, total: 300, gifters: 3 })]);
  });

  it("shows a BJ their channel's top gifters, a gifter whose isSponser is off as anonymous", async () => {
    const bj = await broadcaster();
    const big = await member();
    const shy = await member();
    const small = await member();
    for (const m of [big, shy, small]) await fund(m, 5_000);
    await gift(big, bj.channelId, 3_000);
    await gift(shy, bj.channelId, 2_000);
    await gift(small, bj.channelId, 100);
    await setting(shy.jar, { isSponser: false });
    const res = (await get(bj.jar, '/api/my/rankings')).json();
    expect(res.gifted).toEqual({ list: [], total: 0, offset: 0, limit: 10 });
    expect(res.channel).toEqual({
      channelId: bj.channelId,
      list: [
        { rank: 1, anonymous: false, loginId: big.loginId, nickname: big.nickname, total: 3_000 },
        { rank: 2, anonymous: true, loginId: null, nickname: null, total: 2_000 },
        { rank: 3, anonymous: false, loginId: small.loginId, nickname: small.nickname, total: 100 },
      ],
      total: 3,
      offset: 0,
      limit: 10,
    });
    expect(JSON.stringify(res)).not.toContain(shy.loginId);
    expect(JSON.stringify(res)).not.toContain(shy.nickname);
    const paged = (await get(bj.jar, '/api/my/rankings?fanOffset=2&fanLimit=2')).json().channel;
    expect(paged).toMatchObject({ list: [{ rank: 3, loginId: small.loginId }], total: 3, offset: 2, limit: 2 });
    expect((await get(bj.jar, '/api/my/rankings?fanOffset=10')).json().channel).toMatchObject({ list: [], total: 3 });
    // the shy member still sees their own rank on the channel
    expect((await get(shy.jar, '/api/my/rankings')).json().gifted.list).toEqual([expect.objectContaining({ channelId: bj.channelId, rank: 2, total: 2_000 })]);
  });

  it("shows each member only their own rankings: a gifter never sees the BJ's gifter list", async () => {
    const bj = await broadcaster();
    const fan = await member();
    await fund(fan, 1_000);
    await gift(fan, bj.channelId, 400);
    const fans = (await get(fan.jar, `/api/my/rankings?channelId=${bj.channelId}&memberId=${bj.id}`)).json();
    expect(fans.channel).toBeNull();
    expect(fans.gifted.list).toHaveLength(1);
    const owner = await broadcaster();
    expect((await get(owner.jar, `/api/my/rankings?channelId=${bj.channelId}`)).json().channel).toEqual({ channelId: owner.channelId, list: [], total: 0, offset: 0, limit: 10 });
  });

  it('refuses bad pages and asks a guest to sign in', async () => {
    const m = await member();
    for (const q of ['offset=-1', 'limit=0', 'limit=101', 'fanLimit=abc', 'fanOffset=1.5', 'limit=1e3']) {
      const res = await get(m.jar, `/api/my/rankings?${q}`);
      expect([q, res.statusCode, res.json().code]).toEqual([q, 400, 'common.badRequest']);
    }
    expect((await get(null, '/api/my/rankings')).statusCode).toBe(401);
  });
});
