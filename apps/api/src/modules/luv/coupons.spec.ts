// POST /api/shoppings/useCoupon: once per member, within its period and number of uses, with the
// spec's kind of messages; the luv come from the coupon funding account of the ledger.
import { sql } from 'drizzle-orm';
import { SYSTEM_ACCOUNTS } from '@luvcast/db';
import { luvTestConfig } from '../../testing/luv-room';
import { API_HOST, LEX_HOST, CLIENT, createTestApp, mutatingHeaders, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: luvTestConfig() });
}, 180_000);
afterAll(() => t?.close());

const member = async (host = API_HOST): Promise<CookieJar> => (await signedInMember(t.app, { prefix: 'coupon', host })).jar;
const use = (jar: CookieJar, couponNumber: unknown, host = API_HOST) =>
  t.app.inject({ method: 'POST', url: '/api/shoppings/useCoupon', headers: mutatingHeaders(jar, host), payload: { couponNumber } });
const day = 86_400_000;
const coupon = (code: string, extra: object = {}) => t.app.coupons.create({ code, luv: 500, expiresAt: new Date(Date.now() + day), ...extra });

describe('POST /api/shoppings/useCoupon', () => {
  it('adds the coupon’s luv once, whatever the case, spaces and dashes, and refuses the second use', async () => {
    await coupon('SPRING-2026');
    const jar = await member();
    const res = await use(jar, ' spring-2026 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ luv: 500, luvSum: 500 });
    const again = await use(jar, 'SPRING2026');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'coupon.used', msg: '이미 사용한 쿠폰입니다.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/luv/luv-sum', headers: { ...CLIENT, host: API_HOST, cookie: jar.header() } })).json()).toEqual({ luvSum: 500 });
  });

  it('uses a coupon once when the same member sends it twice at the same time', async () => {
    await coupon('TWICE2026');
    const jar = await member();
    const codes = (await Promise.all([use(jar, 'TWICE2026'), use(jar, 'TWICE2026')])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
  });

  it('refuses an unknown, an expired, a not yet valid, an inactive and a used-up coupon with their messages', async () => {
    await coupon('OLD2020', { expiresAt: new Date(Date.now() - day) });
    await coupon('SOON2099', { startsAt: new Date(Date.now() + day), expiresAt: new Date(Date.now() + 2 * day) });
    await coupon('OFF2026', { isActive: false });
    await coupon('ONLYONE', { maxUses: 1 });
    const jar = await member();
    expect((await use(jar, 'NOPE0000')).json()).toMatchObject({ code: 'coupon.notFound', msg: '쿠폰 번호를 확인해주세요.' });
    expect((await use(jar, 'OLD2020')).json()).toMatchObject({ code: 'coupon.expired', msg: '사용 기간이 지난 쿠폰입니다.' });
    expect((await use(jar, 'SOON2099')).json()).toMatchObject({ code: 'coupon.notStarted' });
    expect((await use(jar, 'OFF2026')).statusCode).toBe(404);
    expect((await use(jar, 'ONLYONE')).statusCode).toBe(200);
    expect((await use(await member(), 'ONLYONE')).json()).toMatchObject({ code: 'coupon.exhausted', msg: '모두 소진된 쿠폰입니다.' });
    expect((await use(jar, '')).json()).toMatchObject({ code: 'coupon.empty', msg: '쿠폰 번호를 입력해주세요.' });
    expect((await use(jar, '쿠폰')).json()).toMatchObject({ code: 'coupon.notFound' });
    expect((await use(jar, 42)).statusCode).toBe(400);
  });

  it('keeps a brand’s coupon to that brand', async () => {
    await coupon('LEXONLY', { brand: 'lex' });
    expect((await use(await member(), 'LEXONLY')).statusCode).toBe(404);
    expect((await use(await member(LEX_HOST), 'LEXONLY', LEX_HOST)).statusCode).toBe(200);
  });

  it('takes the luv from the coupon funding account: it gave exactly what the members got, and the books verify', async () => {
    const { rows } = (await t.database.db.execute(sql`select coalesce(sum(c.luv), 0)::int as luv from coupon_uses u join coupons c on c.id = u.coupon_id`)) as unknown as { rows: { luv: number }[] };
    const funding = await t.app.ledger.systemAccount(SYSTEM_ACCOUNTS.couponFunding);
    expect(await t.app.ledger.balanceOfAccount(funding)).toBe(-rows[0].luv);
    await t.app.ledger.sealAll();
    expect((await t.app.ledger.verify()).problems).toEqual([]);
  });
});
