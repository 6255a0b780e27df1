// Gift items: bought with luv into the member's items (the items account holds their value), used
// in a channel as gift items (the three use calls of the spec's payload), seen in the room's chat
// and in the item lists and sums; refusals lose nothing; the ledger stays right.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@luvcast/contracts';
import { openLuvRoom, type LuvRoom } from '../../testing/luv-room';
import { API_HOST, CLIENT, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../testing/test-app';

let room: LuvRoom;
let t: TestApp;
let channel: number;
let casterId: number;
beforeAll(async () => {
  room = await openLuvRoom('bjstar01');
  ({ t, channel, casterId } = room);
}, 180_000);
afterAll(async () => room?.close());
const member = (luv: number) => room.member(luv);
const eventsAfter = (from: number, count: number) => room.eventsAfter(from, count);
const buy = (jar: CookieJar, payload: object, key: string | null = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/api/shoppings/items', headers: { ...mutatingHeaders(jar), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) }, payload });
const post = (jar: CookieJar, url: string, payload: object, key?: string) => t.app.inject({ method: 'POST', url, headers: { ...mutatingHeaders(jar), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) }, payload });
const get = (jar: CookieJar | null, url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, ...(jar ? { cookie: jar.header() } : {}) } });
const luvSum = async (jar: CookieJar) => (await get(jar, '/api/luv/luv-sum')).json().luvSum as number;

describe('the item shop', () => {
  it('lists the items with their prices to anyone', async () => {
    const shop = (await get(null, '/api/shoppings/items')).json();
    expect(shop.items).toContainEqual({ prodName: 'heart', itemCode: 1001, price: 100, message: false, name: '하트' });
    expect(shop.items).toContainEqual({ prodName: 'megaphone', itemCode: 2002, price: 1000, message: true, name: '확성기' });
  });

  it('sells items for luv once per key, into the member items; refuses without losing a luv', async () => {
    const m = await member(2_000);
    const key = randomUUID();
    const res = await buy(m.jar, { prodName: 'heart', quantity: 5 }, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ item: { prodName: 'heart', itemCode: 1001, quantity: 5, unitPrice: 100 }, luvSum: 1_500 });
    expect((await buy(m.jar, { prodName: 'heart', quantity: 5 }, key)).headers['idempotency-replayed']).toBe('true');
    expect((await buy(m.jar, { prodName: 'heart', quantity: 6 }, key)).statusCode).toBe(422);
    expect((await buy(m.jar, { prodName: 'megaphone', quantity: 2 })).json().code).toBe('luv.insufficient');
    expect((await buy(m.jar, { prodName: 'unicorn' })).json().code).toBe('luv.item.notFound');
    expect((await buy(m.jar, { prodName: 'heart', quantity: 0 })).json().code).toBe('luv.item.quantity');
    expect((await buy(m.jar, { prodName: 'heart' }, null)).statusCode).toBe(400);
    expect(await luvSum(m.jar)).toBe(1_500);
    const items = (await get(m.jar, '/api/my/items')).json();
    expect(items).toEqual({ list: [expect.objectContaining({ prodName: 'heart', quantity: 5, name: '하트' })], total: 1 });
    expect(await t.app.ledger.balanceOfAccount(await t.app.ledger.itemsAccount(m.id))).toBe(500);
    // the statement shows both sides of the purchase: out of the wallet, into the items held
    const statement = (await get(m.jar, '/api/luv/statement')).json();
    expect(statement.list.filter((l: { kind: string }) => l.kind === 'item').map((l: { account: string; amount: number }) => [l.account, l.amount])).toEqual(
      expect.arrayContaining([
        ['wallet', -500],
        ['items', 500],
      ]),
    );
    expect((await get(m.jar, '/api/luv/statement.csv')).body).toContain('아이템');
  });
});

describe('using items', () => {
  it("POST /api/my/item/{id}/use: the units go to the broadcaster as a gift item; the room sees them; the lists and sums count them", async () => {
    const m = await member(1_000);
    const { item } = (await buy(m.jar, { prodName: 'heart', quantity: 5 })).json();
    const earnings = await t.app.ledger.earningsOfMember(casterId);
    const from = room.events.length;
    const res = await post(m.jar, `/api/my/item/${item.itemId}/use`, { channelId: channel, quantity: 3, content: '사랑해요' }, randomUUID());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ prodName: 'heart', itemCode: 1001, used: 3, left: 2, amount: 300 });
    expect(await t.app.ledger.earningsOfMember(casterId)).toBe(earnings + 300);
    // a heart is no message item: the text sent along is not shown
    expect(await eventsAfter(from, 1)).toEqual([{ type: 'gift', room: String(channel), gift: { itemCode: 1001, amount: 3, sender: { loginId: m.loginId, nickname: expect.any(String), badges: [] } }, at: expect.any(String) }]);
    expect((await get(m.jar, '/api/luv/sentitem-list')).json()).toMatchObject({ total: 1, sum: 300, list: [{ itemCode: 1001, quantity: 3, amount: 300, message: '' }] });
    expect((await get(m.jar, '/api/luv/sentluv-list')).json().total).toBe(0);
    expect((await get(m.jar, '/api/luv/items-sum')).json()).toEqual({ itemCount: 2, itemValue: 200, sentItemCount: 3, receivedItemCount: 0, receivedItemValue: 0 });
    const caster = await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' });
    expect((await get(caster.jar, '/api/luv/receiveditem-list')).json().list[0]).toMatchObject({ itemCode: 1001, quantity: 3, loginId: m.loginId });
    expect((await get(caster.jar, '/api/luv/items-sum')).json()).toMatchObject({ receivedItemCount: expect.any(Number), receivedItemValue: expect.any(Number) });
  });

  it('POST /api/my/useItems/{prodName} sends a message item in its font style; it needs the message', async () => {
    const m = await member(2_000);
    await buy(m.jar, { prodName: 'megaphone', quantity: 1 });
    expect((await post(m.jar, '/api/my/useItems/megaphone', { channelId: channel })).json()).toMatchObject({ code: 'luv.item.contentRequired', msg: '아이템과 함께 보낼 메시지를 입력해주세요.' });
    expect((await post(m.jar, '/api/my/useItems/megaphone', { channelId: channel, content: '안녕', fontStyle: 'sparkle' })).json().code).toBe('luv.item.fontStyle');
    const from = room.events.length;
    const res = await post(m.jar, '/api/my/useItems/megaphone', { channelId: channel, prodName: 'megaphone', content: '모두 안녕하세요!', fontStyle: 'rainbow' });
    expect(res.json()).toMatchObject({ used: 1, left: 0, amount: 1_000 });
    expect((await eventsAfter(from, 1))[0]).toMatchObject({ type: 'gift', gift: { itemCode: 2002, amount: 1, message: '모두 안녕하세요!', fontStyle: 'rainbow' } });
    expect((await post(m.jar, '/api/my/useItems/megaphone', { channelId: channel, content: '또' })).json().code).toBe('luv.item.insufficient');
  });

  it('sends items once when the same use is sent twice at the same time (a double click)', async () => {
    const m = await member(1_000);
    const { item } = (await buy(m.jar, { prodName: 'heart', quantity: 4 })).json();
    const key = randomUUID();
    const [a, b] = await Promise.all([post(m.jar, `/api/my/item/${item.itemId}/use`, { channelId: channel, quantity: 2 }, key), post(m.jar, `/api/my/item/${item.itemId}/use`, { channelId: channel, quantity: 2 }, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().giftId).toBe(b.json().giftId);
    expect([a.headers['idempotency-replayed'], b.headers['idempotency-replayed']].sort()).toEqual(['false', 'true']);
    expect((await get(m.jar, '/api/my/items')).json().list[0].quantity).toBe(2);
  });

  it('POST /api/my/item/all-item/used uses every unit of an item at once', async () => {
    const m = await member(2_000);
    const { item } = (await buy(m.jar, { prodName: 'rose', quantity: 3 })).json();
    const res = await post(m.jar, '/api/my/item/all-item/used', { prodName: 'rose', itemId: item.itemId, channelId: channel, content: '', fontStyle: 'normal' });
    expect(res.json()).toMatchObject({ prodName: 'rose', used: 3, left: 0, amount: 1_500 });
    expect((await get(m.jar, '/api/my/items')).json()).toEqual({ list: [], total: 0 });
    expect((await post(m.jar, '/api/my/item/all-item/used', { channelId: channel })).statusCode).toBe(404);
  });

  it("refuses someone else's item, an unknown channel or product, the own channel, more than held — and keeps the items", async () => {
    const owner = await member(1_000);
    const { item } = (await buy(owner.jar, { prodName: 'heart', quantity: 2 })).json();
    const other = await member(0);
    expect((await post(other.jar, `/api/my/item/${item.itemId}/use`, { channelId: channel })).json().code).toBe('luv.item.notFound');
    expect((await post(owner.jar, `/api/my/item/${item.itemId}/use`, { channelId: 999_999 })).json().code).toBe('live.channel.notFound');
    expect((await post(owner.jar, '/api/my/useItems/unicorn', { channelId: channel })).json().code).toBe('luv.item.notFound');
    expect((await post(owner.jar, `/api/my/item/${item.itemId}/use`, { channelId: channel, quantity: 3 })).json().code).toBe('luv.item.insufficient');
    expect((await post(owner.jar, `/api/my/item/${item.itemId}/use`, { channelId: channel, prodName: 'rose' })).json().code).toBe('luv.item.notFound');
    const caster = await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' });
    expect((await post(caster.jar, '/api/my/useItems/heart', { channelId: channel })).json().code).toBe('luv.gift.self');
    expect((await get(owner.jar, '/api/my/items')).json().list[0].quantity).toBe(2);
    await t.app.ledger.sealAll();
    expect((await t.app.ledger.verify()).problems).toEqual([]);
  });
});

describe('GET /v4/api/asp/lex/use/list', () => {
  it('lists what the wallet paid for — a gift, items — newest first, with the sum; not the luv that came in', async () => {
    const m = await member(3_000);
    await t.app.inject({ method: 'POST', url: '/api/lives/gift', headers: { ...mutatingHeaders(m.jar), [IDEMPOTENCY_HEADER]: randomUUID() }, payload: { channelId: channel, amount: 700 } });
    await buy(m.jar, { prodName: 'rose', quantity: 2 });
    const res = await get(m.jar, '/v4/api/asp/lex/use/list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, sum: 1_700, offset: 0, limit: 10 });
    expect(res.json().list.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['item', 1_000],
      ['gift', 700],
    ]);
    expect((await get(m.jar, '/v4/api/asp/lex/use/list?limit=1&offset=1')).json().list).toHaveLength(1);
    expect((await get(null, '/v4/api/asp/lex/use/list')).statusCode).toBe(401);
  });
});
