// The exchange event: earnings back into wallet luv with the bonus in one transfer, within the
// minimum, the member's limit and the event's total; the terms, amounts and status calls.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@luvcast/contracts';
import { DEMO_EXCHANGE_EVENT, SYSTEM_ACCOUNTS } from '@luvcast/db';
import { luvTestConfig } from '../../testing/luv-room';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: luvTestConfig() });
}, 180_000);
afterAll(async () => t?.close());

/** A member whose earnings hold `earned` luv (gifts received). */
async function earner(earned: number): Promise<{ jar: CookieJar; id: number }> {
  const who = await signedInMember(t.app, { prefix: 'xchg' });
  const issuance = await t.app.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
  if (earned) await t.app.ledger.transfer({ from: issuance, to: await t.app.ledger.earningsAccount(who.id), amount: earned, idempotencyKey: `spec:earn:${who.loginId}` });
  return who;
}
const apply = (jar: CookieJar, amount: unknown, key: string = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/api/events/exchange/apply', headers: { ...mutatingHeaders(jar), [IDEMPOTENCY_HEADER]: key }, payload: { amount } });
const get = (jar: CookieJar | null, url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, ...(jar ? { cookie: jar.header() } : {}) } });

describe('the exchange event', () => {
  it('answers its terms, total and status to anyone', async () => {
    expect((await get(null, '/api/events/exchange/rate')).json()).toMatchObject({ title: DEMO_EXCHANGE_EVENT.title, bonusPercent: 10, rate: 1.1, minAmount: 1_000, memberCap: 100_000 });
    expect((await get(null, '/api/events/exchange/amount/total')).json()).toMatchObject({ total: 10_000_000 });
    expect((await get(null, '/api/events/exchange/status')).json()).toMatchObject({ status: 'open', mine: null });
  });

  it('exchanges earnings for wallet luv with the 10% bonus, once per key, and counts it', async () => {
    const m = await earner(50_000);
    const before = (await get(null, '/api/events/exchange/amount/now')).json().now as number;
    const key = randomUUID();
    const res = await apply(m.jar, 20_000, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: 20_000, bonus: 2_000, luvSum: 22_000, earnings: 30_000 });
    expect((await apply(m.jar, 20_000, key)).headers['idempotency-replayed']).toBe('true');
    expect(await t.app.ledger.earningsOfMember(m.id)).toBe(30_000);
    expect((await get(null, '/api/events/exchange/amount/now')).json()).toMatchObject({ now: before + 20_000 });
    expect((await get(m.jar, '/api/events/exchange/status')).json().mine).toEqual({ exchanged: 20_000, limit: 80_000, earnings: 30_000 });
    const statement = (await get(m.jar, '/api/luv/statement')).json();
    expect(statement.list.filter((l: { kind: string }) => l.kind === 'exchange').map((l: { account: string; amount: number }) => [l.account, l.amount]).sort()).toEqual([
      ['earnings', -20_000],
      ['wallet', 22_000],
    ]);
  });

  it('refuses below the minimum, off the hundreds, past the member limit or the earnings — and moves nothing', async () => {
    const m = await earner(150_000);
    expect((await apply(m.jar, 500)).json()).toMatchObject({ code: 'event.exchange.minimum', msg: '1,000 러브부터 환전할 수 있습니다.' });
    expect((await apply(m.jar, 1_050)).json()).toMatchObject({ code: 'event.exchange.amount', msg: '환전할 수량은 100 단위로 입력해주세요.' });
    expect((await apply(m.jar, 100_100)).json()).toMatchObject({ code: 'event.exchange.memberCap', msg: '이번 이벤트에서 100,000 러브까지 더 환전할 수 있습니다.' });
    const poor = await earner(500);
    expect((await apply(poor.jar, 1_000)).json().code).toBe('event.exchange.earnings');
    expect(await t.app.ledger.earningsOfMember(m.id)).toBe(150_000);
    expect((await get(m.jar, '/api/luv/luv-sum')).json().luvSum).toBe(0);
  });

  it('keeps the caps when a member applies many times at once', async () => {
    const m = await earner(200_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => apply(m.jar, 30_000)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().code)).toEqual(['event.exchange.memberCap', 'event.exchange.memberCap', 'event.exchange.memberCap']);
    expect((await get(m.jar, '/api/events/exchange/status')).json().mine).toMatchObject({ exchanged: 90_000, limit: 10_000 });
    await t.app.ledger.sealAll();
    expect((await t.app.ledger.verify()).problems).toEqual([]);
  });

  it('is closed before and after its period', async () => {
    const m = await earner(10_000);
    const event = (await t.app.exchangeEvents.current())!;
    const day = 86_400_000;
    try {
      await t.app.exchangeEvents.setPeriod(event.id, new Date(Date.now() + day), new Date(Date.now() + 2 * day));
      expect((await get(null, '/api/events/exchange/status')).json().status).toBe('upcoming');
      expect((await apply(m.jar, 1_000)).json()).toMatchObject({ code: 'event.exchange.closed', msg: '환전 이벤트 기간이 아닙니다.' });
      await t.app.exchangeEvents.setPeriod(event.id, new Date(Date.now() - 2 * day), new Date(Date.now() - day));
      expect((await get(null, '/api/events/exchange/status')).json().status).toBe('ended');
      expect((await apply(m.jar, 1_000)).statusCode).toBe(409);
    } finally {
      await t.app.exchangeEvents.setPeriod(event.id, event.startsAt, event.endsAt);
    }
    expect(await t.app.ledger.earningsOfMember(m.id)).toBe(10_000);
  });
});
