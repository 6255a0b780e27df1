// Gifts of luv: the sender's wallet to the broadcaster's earnings, the gift in the room's chat (a
// real socket.io guest on the chat the API hosts), the lists and sums, idempotency, refusals.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, LOCALE_HEADER } from '@luvcast/contracts';
import { openLuvRoom, type LuvRoom } from '../../testing/luv-room';
import { API_HOST, LEX_HOST, CLIENT, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../testing/test-app';

let room: LuvRoom;
let t: TestApp;
let channel: number;
let casterId: number;
beforeAll(async () => {
  room = await openLuvRoom('bjstar01');
  ({ t, channel, casterId } = room);
}, 180_000);
afterAll(async () => room?.close());
/** A signed-in member holding `luv` (issued by the ledger). */
const sender = (luv: number, host = API_HOST) => room.member(luv, host);
const eventsAfter = (from: number, count: number) => room.eventsAfter(from, count);
const gift = (jar: CookieJar, payload: object, key: string | null = randomUUID(), host = API_HOST) =>
  t.app.inject({ method: 'POST', url: '/api/lives/gift', headers: { ...mutatingHeaders(jar, host), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) }, payload });
const get = (jar: CookieJar, url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, cookie: jar.header() } });

describe('POST /api/lives/gift', () => {
  it("moves the luv from the sender's wallet to the broadcaster's earnings and tells the room, once", async () => {
    const s = await sender(5_000);
    const earningsBefore = await t.app.ledger.earningsOfMember(casterId);
    const from = room.events.length;
    const res = await gift(s.jar, { channelId: channel, amount: 1_200, message: '응원해요!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ giftId: expect.any(Number), amount: 1_200, luvSum: 3_800, streamId: null });
    expect(await t.app.ledger.earningsOfMember(casterId)).toBe(earningsBefore + 1_200);
    expect(await eventsAfter(from, 1)).toEqual([
      { type: 'gift', room: String(channel), gift: { itemCode: 0, amount: 1_200, message: '응원해요!', sender: { loginId: s.loginId, nickname: expect.any(String), badges: [] } }, at: expect.any(String) },
    ]);
    await t.app.ledger.sealAll();
    expect((await t.app.ledger.verify()).problems).toEqual([]);
  });

  it('sends a gift retried with the same key once (also when both tries run at the same time)', async () => {
    const s = await sender(1_000);
    const key = randomUUID();
    const from = room.events.length;
    const [a, b] = await Promise.all([gift(s.jar, { channelId: channel, amount: 300 }, key), gift(s.jar, { channelId: channel, amount: 300 }, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().giftId).toBe(b.json().giftId);
    const again = await gift(s.jar, { channelId: channel, amount: 300 }, key);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(a.json());
    expect((await get(s.jar, '/api/luv/luv-sum')).json()).toEqual({ luvSum: 700 });
    expect(await eventsAfter(from, 1)).toHaveLength(1);
    expect((await gift(s.jar, { channelId: channel, amount: 301 }, key)).statusCode).toBe(422);
    expect((await gift(s.jar, { channelId: channel, amount: 1 }, null)).json()).toMatchObject({ code: 'idempotency.keyInvalid' });
  });

  it("refuses more luv than the wallet holds in the brand's currency, and loses nothing", async () => {
    const s = await sender(100, LEX_HOST);
    const res = await gift(s.jar, { channelId: channel, amount: 101 }, randomUUID(), LEX_HOST);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'luv.insufficient', msg: '렉스 잔액이 부족합니다.' });
    // in English the currency's English name; a refused amount too
    const english = { ...mutatingHeaders(s.jar, LEX_HOST), [LOCALE_HEADER]: 'en', [IDEMPOTENCY_HEADER]: randomUUID() };
    expect((await t.app.inject({ method: 'POST', url: '/api/lives/gift', headers: english, payload: { channelId: channel, amount: 101 } })).json().msg).toBe('Not enough lex.');
    expect((await t.app.inject({ method: 'POST', url: '/api/lives/gift', headers: { ...english, [IDEMPOTENCY_HEADER]: randomUUID() }, payload: { channelId: channel, amount: 0 } })).json().msg).toBe('Please check the amount of lex.');
    expect(await t.app.ledger.balanceOfMember(s.id)).toBe(100);
  });

  it('refuses a gift to an unknown channel, to your own channel, and amounts that are no positive whole number', async () => {
    const s = await sender(100);
    expect((await gift(s.jar, { channelId: 999_999, amount: 1 })).json()).toMatchObject({ code: 'live.channel.notFound' });
    for (const amount of [0, -1, 1.5, '10', 10_000_001]) {
      const res = await gift(s.jar, { channelId: channel, amount });
      expect(res.statusCode).toBe(400);
    }
    expect((await gift(s.jar, { channelId: channel, amount: 1, message: 'x'.repeat(101) })).json()).toMatchObject({ code: 'luv.gift.messageTooLong' });
    const caster = await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' });
    expect((await gift(caster.jar, { channelId: channel, amount: 1 })).json()).toMatchObject({ code: 'luv.gift.self', msg: '내 채널에는 선물할 수 없습니다.' });
    expect(await t.app.ledger.balanceOfMember(s.id)).toBe(100);
  });
});

describe('gift lists and sums', () => {
  it('lists what a member sent and what the broadcaster received, newest first, with totals and the daily chart', async () => {
    const s = await sender(1_000);
    await gift(s.jar, { channelId: channel, amount: 10, message: '첫번째' });
    await gift(s.jar, { channelId: channel, amount: 20, message: '두번째' });
    const sent = (await get(s.jar, '/api/luv/sentluv-list?limit=1')).json();
    expect(sent).toMatchObject({ total: 2, sum: 30, offset: 0, limit: 1, list: [{ amount: 20, message: '두번째', loginId: 'bjstar01', nickname: '별빛BJ', channelId: channel }] });
    expect((await get(s.jar, '/api/luv/sentluv-list?offset=1')).json().list.map((g: { message: string }) => g.message)).toEqual(['첫번째']);
    expect((await get(s.jar, '/api/luv/sentitem-list')).json()).toMatchObject({ total: 0, list: [] });

    const caster = await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' });
    const received = (await get(caster.jar, '/api/luv/receivedluv-list')).json();
    expect(received.list[0]).toMatchObject({ amount: 20, loginId: s.loginId });
    const sums = (await get(caster.jar, '/api/luv/receivedluv-sum')).json();
    expect(sums.receivedLuvSum).toBe(received.sum);
    expect(sums.earnings).toBe(await t.app.ledger.earningsOfMember(casterId));
    expect((await get(caster.jar, '/api/luv/received')).json()).toMatchObject({ giftCount: received.total });
    const daily = (await get(s.jar, '/api/luv/daily?side=sent&days=7')).json();
    expect(daily.side).toBe('sent');
    expect(daily.days.reduce((a: number, d: { amount: number }) => a + d.amount, 0)).toBe(30);
    expect((await get(s.jar, '/api/luv/daily?days=0')).statusCode).toBe(400);
  });
});

describe('the statement', () => {
  it("lists the member's ledger lines with kind, memo, amount and balance, and exports them as CSV for a spreadsheet", async () => {
    const s = await sender(500);
    await gift(s.jar, { channelId: channel, amount: 120, message: '=SUM(A1)' });
    const page = (await get(s.jar, '/api/luv/statement')).json();
    expect(page).toMatchObject({ total: 2, offset: 0, limit: 20 });
    expect(page.list.map((l: { account: string; kind: string; amount: number; balance: number }) => [l.account, l.kind, l.amount, l.balance])).toEqual([
      ['wallet', 'gift', -120, 380],
      ['wallet', 'adjustment', 500, 500],
    ]);
    const csv = await get(s.jar, '/api/luv/statement.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="luvcast-statement-\d{8}\.csv"$/);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"일시","계정","구분","내용","금액","잔액"');
    expect(lines[1]).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","지갑","선물","'=SUM\(A1\)","-120","380"$/);
    expect(lines).toHaveLength(4);
  });
});

describe('the quick gift amounts', () => {
  it("start at the defaults, are set by the broadcaster for their channel, and are read by anyone; bad lists are refused", async () => {
    const read = () => t.app.inject({ method: 'GET', url: `/api/channels/${channel}/luv-preset`, headers: { host: API_HOST } });
    expect((await read()).json()).toEqual({ channelId: channel, presets: [100, 500, 1000, 5000, 10000] });
    const caster = await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' });
    const set = (jar: CookieJar, presets: unknown) => t.app.inject({ method: 'POST', url: '/api/my/channel/luv-preset', headers: mutatingHeaders(jar), payload: { presets } });
    expect((await set(caster.jar, [50, 300, 2000])).json()).toEqual({ channelId: channel, presets: [50, 300, 2000] });
    expect((await read()).json().presets).toEqual([50, 300, 2000]);
    for (const bad of [[], [1, 1], [0], [1.5], [1, 2, 3, 4, 5, 6, 7], 'x']) expect((await set(caster.jar, bad)).statusCode).toBe(400);
    const viewer = await sender(0);
    expect((await set(viewer.jar, [10])).json()).toMatchObject({ code: 'live.channel.none' });
    expect((await t.app.inject({ method: 'GET', url: '/api/channels/999999/luv-preset', headers: { host: API_HOST } })).statusCode).toBe(404);
  });
});
