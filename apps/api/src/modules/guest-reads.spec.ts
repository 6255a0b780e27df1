import { randomUUID } from 'node:crypto';
import { identityVerifications } from '@luvcast/db';
import { hashOpaqueToken, hashPassword } from '@luvcast/server-auth';
import { sql } from 'drizzle-orm';
import { API_HOST, LEX_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, xsrfJar, type TestApp } from '../testing/test-app';

let t: TestApp;
let adultChannel: number;
let secretChannel: number;
beforeAll(async () => {
  t = await createTestApp();
  const hash = await hashPassword('Watch!2345');
  const owner = await t.app.members.create({ loginId: 'bjadult01', passwordHash: hash, nickname: '성인BJ', role: 'J' });
  adultChannel = (await t.app.channels.create({ ownerId: owner.id, title: '성인 방송', adultLevel: 1 })).id;
  const owner2 = await t.app.members.create({ loginId: 'bjsecret1', passwordHash: hash, nickname: '비번BJ', role: 'J' });
  secretChannel = (await t.app.channels.create({ ownerId: owner2.id, title: '비밀 방송', passwordHash: hash })).id;
  await t.app.members.create({ loginId: 'adultview', passwordHash: hash, nickname: '성인시청자', identityVerified: true, isAdult: true, birthday: '1990-01-01' });
  await t.app.members.create({ loginId: 'minorview', passwordHash: hash, nickname: '청소년', identityVerified: true, isAdult: false, birthday: `${new Date().getFullYear() - 15}-01-01` });
});
afterAll(() => t.close());

const get = (url: string, opts: { host?: string; cookie?: string } = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: opts.host ?? API_HOST, cookie: opts.cookie ?? '' } });

describe('server time', () => {
  it('answers the server time on every timeCheck path', async () => {
    for (const url of ['/v2/api/guest/timeCheck', '/api/guest/timeCheck/3', '/api/guest/timeCheck/9?ver=2']) {
      const before = Date.now();
      const body = (await get(url)).json();
      expect(body.epochMs).toBeGreaterThanOrEqual(before);
      expect(new Date(body.now).getTime()).toBe(body.epochMs);
    }
    expect((await get('/api/guest/timeCheck/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/guest/channeling-switching', () => {
  it("answers the brand's features, minus what an operator switched off", async () => {
    expect((await get('/api/guest/channeling-switching')).json()).toEqual({
      broadcast: true, broadcasting: true, adultBroadcast: true, adultPlusBroadcast: true,
      isSnsLoginKakao: true, isSnsLoginNaver: true, isSnsLoginGoogle: true, isSnsLoginTwitch: true,
    });
    const lex = (await get('/api/guest/channeling-switching', { host: LEX_HOST })).json();
    expect(lex).toMatchObject({ adultBroadcast: false, isSnsLoginGoogle: false, isSnsLoginKakao: true });
    await t.app.siteFlags.set('switch:isSnsLoginKakao', 'off');
    expect((await get('/api/guest/channeling-switching')).json().isSnsLoginKakao).toBe(false);
    await t.app.siteFlags.set('switch:isSnsLoginKakao', 'on');
    expect((await get('/api/guest/channeling-switching')).json().isSnsLoginKakao).toBe(true);
  });
});

describe('GET /api/guest/live-Auth', () => {
  it('lets anyone watch an open broadcast, by id or broadcaster login ID', async () => {
    const res = await get('/api/guest/live-Auth?channelId=bjstar01');
    expect(res.json()).toEqual({ result: 'ok', canWatch: true, reason: 'ok', adultLevel: 0, hasPassword: false });
  });

  it('requires a signed-in, verified adult for an adult broadcast', async () => {
    expect((await get(`/api/guest/live-Auth?channelId=${adultChannel}`)).json()).toMatchObject({ canWatch: false, reason: 'loginRequired' });
    const minor = await signIn(t.app, { loginId: 'minorview', password: 'Watch!2345' });
    expect((await get(`/api/guest/live-Auth?channelId=${adultChannel}&viewerId=minorview`, { cookie: minor.jar.header() })).json()).toMatchObject({ canWatch: false, reason: 'adultRequired' });
    const adult = await signIn(t.app, { loginId: 'adultview', password: 'Watch!2345' });
    expect((await get(`/api/guest/live-Auth?channelId=${adultChannel}&viewerId=adultview`, { cookie: adult.jar.header() })).json()).toMatchObject({ canWatch: true, adultLevel: 1 });
    // viewerId of someone else does not borrow the session
    expect((await get(`/api/guest/live-Auth?channelId=${adultChannel}&viewerId=minorview`, { cookie: adult.jar.header() })).json().reason).toBe('loginRequired');
    // a brand without adult broadcasts
    expect((await get(`/api/guest/live-Auth?channelId=${adultChannel}`, { host: LEX_HOST, cookie: adult.jar.header() })).json().reason).toBe('adultBroadcastOff');
  });

  it('checks the broadcast password and 404s unknown channels', async () => {
    expect((await get(`/api/guest/live-Auth?channelId=${secretChannel}`)).json().reason).toBe('passwordRequired');
    expect((await get(`/api/guest/live-Auth?channelId=${secretChannel}&password=nope`)).json().reason).toBe('passwordWrong');
    const ok = await get(`/api/guest/live-Auth?channelId=${secretChannel}&password=${encodeURIComponent('Watch!2345')}`);
    expect(ok.json()).toMatchObject({ canWatch: true, liveToken: expect.stringMatching(/^\d+\./) });
    expect(String(ok.headers['set-cookie'])).toContain(`luvcast_live_pass_${secretChannel}=`);
    expect((await get('/api/guest/live-Auth?channelId=999999')).statusCode).toBe(404);
    expect((await get('/api/guest/live-Auth?channelId=nobody999')).statusCode).toBe(404);
    expect((await get('/api/guest/live-Auth')).statusCode).toBe(400);
  });

  it('an adult member made by sign-up with identity can watch', async () => {
    const authKey = randomUUID();
    await t.database.db.insert(identityVerifications).values({ authKeyHash: hashOpaqueToken(authKey), type: 'personal-signup', name: '성인', birthday: '1980-01-01', gender: 'F', phone: '01011112222', verifiedAt: new Date(), expiresAt: sql`now() + interval '5 minutes'` });
    const jar = await xsrfJar(t.app);
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: mutatingHeaders(jar), payload: { loginId: 'grownup01', password: 'Grown!2345', nickname: encodeURIComponent('어른'), authKey } });
    expect(signUp.statusCode).toBe(200);
    jar.absorb(signUp);
    expect((await get(`/api/guest/live-Auth?channelId=${adultChannel}`, { cookie: jar.header() })).json().canWatch).toBe(true);
  });
});

describe('content reads', () => {
  it("popups are the brand's own", async () => {
    const { list } = (await get('/api/guest/popups')).json();
    expect(list.map((p: { title: string }) => p.title)).toEqual(['[필독] 러브캐스트 운영정책 안내', '[중요] 개인정보 처리방침 개정 안내']);
    const bell = (await get('/api/guest/popups', { host: 'api.bell.localhost:4000' })).json().list;
    expect(bell.map((p: { title: string }) => p.title)).toEqual(['[필독] 벨캐스트 운영정책 안내']);
  });

  it('a bell visitor sees the bell banners, never a luv banner', async () => {
    const luv = (await get('/api/guest/banners')).json().list.map((b: { id: number }) => b.id);
    const bell = (await get('/api/guest/banners', { host: 'api.bell.localhost:4000' })).json().list;
    expect(bell.map((b: { title: string }) => b.title)).toEqual(['벨캐스트 신규 BJ 모집', '첫 충전 코인 2배']);
    expect(bell.some((b: { id: number }) => luv.includes(b.id))).toBe(false);
    const bellNew = (await get('/api/guest/banners-newstyle', { host: 'api.bell.localhost:4000' })).json().list;
    expect(bellNew.map((b: { id: number }) => b.id)).toEqual(bell.map((b: { id: number }) => b.id));
  });

  it('new-style banners carry absolute image URLs and positions', async () => {
    const { list } = (await get('/api/guest/banners-newstyle')).json();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ position: 0, imageUrl: 'http://api.luv.localhost:4000/static/images/banner-1.svg' });
  });

  it('themes and logos follow the brand of the host', async () => {
    const lex = (await get('/api/guest/themes?device=MOBILE_WEB', { host: LEX_HOST })).json();
    expect(lex[0]).toEqual({ key: expect.any(Number), value: 'talk', text: '토크/캠방' });
    expect(lex.map((x: { value: string }) => x.value)).toContain('study');
    expect(lex.map((x: { value: string }) => x.value)).not.toContain('adult');
    const luv = (await get('/api/guest/themes')).json();
    expect(luv.map((x: { value: string }) => x.value)).toContain('adult');
    expect(luv.map((x: { value: string }) => x.value)).not.toContain('study');
    expect((await get('/api/guest/themes?device=TV')).statusCode).toBe(400);
    const logos = (await get('/api/guest/logo-list', { host: 'api.bell.localhost:4000' })).json();
    expect(logos.list).toEqual([{ brand: 'bell', name: '벨캐스트', text: 'bellcast', src: '/brands/bell/logo.svg', current: true }]);
  });

  it('subscriber count is 0 for a known channel and 404 otherwise', async () => {
    expect((await get('/api/guest/subscriber-count?channelId=bjstar01')).json().count).toBe(0);
    expect((await get('/api/guest/subscriber-count?channelId=nobody999')).statusCode).toBe(404);
  });

  it('find-new-board reports the newest notice', async () => {
    const body = (await get('/api/guest/find-new-board')).json();
    expect(body.isNew).toBe(true);
    expect(typeof body.latestId).toBe('number');
  });

  it('payment failures are an empty list', async () => {
    expect((await get('/v2/api/guest/payment-failure')).json()).toEqual({ list: [] });
  });
});

describe('GET /api/guest/sitemap', () => {
  it('lists the channels open to everyone by id, page by page, never an adult or a password broadcast', async () => {
    const hash = await hashPassword('Watch!2345');
    const open: number[] = [];
    for (const n of [1, 2, 3]) {
      const owner = await t.app.members.create({ loginId: `bjsitemap${n}`, passwordHash: hash, nickname: `지도BJ${n}`, role: 'J' });
      open.push((await t.app.channels.create({ ownerId: owner.id, title: `열린 방송 ${n}` })).id);
    }
    const seen: number[] = [];
    let after = 0;
    for (let page = 0; page < 10; page++) {
      const res = await get(`/api/guest/sitemap?after=${after}&limit=2`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const body = res.json();
      for (const e of body.list) {
        expect(Number.isNaN(Date.parse(e.lastModified))).toBe(false);
        seen.push(e.channelId);
      }
      if (body.next === null) break;
      after = body.next;
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen).toEqual(expect.arrayContaining(open));
    expect(seen).not.toContain(adultChannel);
    expect(seen).not.toContain(secretChannel);
  });

  it('refuses a bad page with 400', async () => {
    for (const q of ['limit=0', 'limit=5001', 'after=-1', 'after=x']) expect((await get(`/api/guest/sitemap?${q}`)).statusCode).toBe(400);
  });
});
