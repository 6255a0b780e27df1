// The luv shop against the sandbox payment gateway `npm start` runs (tools/dev-payment-gateway.mjs,
// on an ephemeral loopback port): ready -> the checkout page (posted as the buyer's browser would)
// -> the return to the API -> confirm, virtual accounts paid later by the gateway's signed webhook
// (delivered over HTTP to a loopback server in front of the app), cancels, the minors' cap.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER, PAYMENT_STATUS, type LuvShopResponse, type PaymentView } from '@luvcast/contracts';
import { loadConfig, PAYMENT_WEBHOOK_PATH } from '../../config';
import { signWebhook } from '../../providers';
import { API_HOST, LEX_HOST, CLIENT, createTestApp, mutatingHeaders, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';

const SITE = 'http://luv.localhost:4200';
let gateway: ChildProcess;
let gatewayUrl: string;
let front: Server;
let t: TestApp;

beforeAll(async () => {
  gateway = spawn(process.execPath, [path.join(__dirname, '../../../../../tools/dev-payment-gateway.mjs'), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: gateway.stdout! }).once('line', resolve);
    gateway.once('exit', (code) => reject(new Error(`sandbox gateway exited ${code}`)));
  });
  gatewayUrl = JSON.parse(line).url;
  // the gateway's webhooks reach the app through a loopback server that hands each request to inject
  front = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void t.app
        .inject({ method: req.method as 'POST', url: req.url!, headers: req.headers as Record<string, string>, payload: Buffer.concat(chunks) })
        .then((r) => res.writeHead(r.statusCode, { 'content-type': 'application/json' }).end(r.body));
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as { port: number };
  const defaults = loadConfig({});
  t = await createTestApp({ config: { luv: { ...defaults.luv, gatewayUrl, webhookUrl: `http://127.0.0.1:${port}${PAYMENT_WEBHOOK_PATH}`, sealIntervalMs: 0 } } });
}, 180_000);
afterAll(async () => {
  await t?.close();
  front?.close();
  gateway?.kill('SIGTERM');
});

/** A signed-in member with a birthday (an adult unless said otherwise). */
const member = (birthday = '1990-05-05', host = API_HOST) => signedInMember(t.app, { prefix: 'shopper', birthday, host });
const get = (jar: CookieJar, url: string, host = API_HOST) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host, cookie: jar.header() } });
const post = (jar: CookieJar, url: string, payload: object, key: string | null = randomUUID(), host = API_HOST) =>
  t.app.inject({ method: 'POST', url, headers: { ...mutatingHeaders(jar, host), origin: SITE, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) }, payload });
const luvSum = async (jar: CookieJar) => (await get(jar, '/api/luv/luv-sum')).json().luvSum as number;
const shop = async (jar: CookieJar) => (await get(jar, '/api/shoppings/luv/payments')).json() as LuvShopResponse;
const pkg = async (jar: CookieJar, luv: number) => (await shop(jar)).packages.find((p) => p.luv === luv)!;

/** Starts a payment and goes through the gateway's checkout page as the buyer (`choice`), back to the API. */
async function pay(jar: CookieJar, luv: number, method: string, choice: 'pay' | 'decline' | 'cancel' = 'pay') {
  const start = await post(jar, '/api/shoppings/payments', { packageId: (await pkg(jar, luv)).id, method, ...(method === 'creditcard' ? { cardCode: 'CARD' } : {}) });
  expect(start.statusCode).toBe(201);
  const { paymentId, checkoutUrl, status } = start.json();
  expect(status).toBe(PAYMENT_STATUS.requested);
  expect(new URL(checkoutUrl).origin).toBe(gatewayUrl);
  const page = await fetch(checkoutUrl);
  expect(await page.text()).toContain('샌드박스 결제');
  const checkout = await fetch(checkoutUrl, { method: 'POST', body: new URLSearchParams({ choice }), redirect: 'manual' });
  expect(checkout.status).toBe(303);
  // the browser goes back to the site it paid on, which forwards /api to the API
  const back = new URL(checkout.headers.get('location')!);
  expect(back.origin).toBe(SITE);
  const ret = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { host: 'luv.localhost:4200', cookie: jar.header(), 'sec-fetch-site': 'cross-site' } });
  expect(ret.statusCode).toBe(303);
  expect(ret.headers.location).toBe(`/luv/payments/${paymentId}`);
  return { paymentId: paymentId as string, view: (await get(jar, `/api/shoppings/payments/${paymentId}`)).json() as PaymentView };
}
async function waitForStatus(jar: CookieJar, paymentId: string, status: number): Promise<PaymentView> {
  let view: PaymentView | undefined;
  for (let i = 0; i < 100; i++) {
    view = (await get(jar, `/api/shoppings/payments/${paymentId}`)).json();
    if (view!.status === status) return view!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`payment ${paymentId} stayed ${view?.status}`);
}
const gatewayCall = (p: string, body: object) => fetch(`${gatewayUrl}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

describe('the luv shop', () => {
  it("lists the brand's packages in its own currency, the five payment methods and no cap for an adult", async () => {
    const { jar } = await member();
    const s = await shop(jar);
    expect(s.currency).toEqual({ code: 'luv', name: '러브' });
    expect(s.packages.map((p) => [p.luv, p.bonus, p.price])).toEqual([
      [1000, 0, 1100],
      [3000, 0, 3300],
      [5000, 0, 5500],
      [10000, 100, 11000],
      [30000, 500, 33000],
      [50000, 1000, 55000],
      [100000, 3000, 110000],
    ]);
    expect(s.methods).toEqual(['kakaopay', 'virtualaccount', 'myaccount', 'mobile', 'creditcard']);
    expect(s.monthlyCap).toBeNull();
    expect(s.cancelDays).toBe(7);
    const lex = await member('1990-01-01', LEX_HOST);
    expect((await get(lex.jar, '/api/shoppings/luv/payments', LEX_HOST)).json().currency).toEqual({ code: 'lex', name: '렉스' });
  });

  it('buys luv by card: requested, approved at the gateway, the luv and bonus in the wallet, a receipt, and the books verify', async () => {
    const { jar } = await member();
    const { paymentId, view } = await pay(jar, 10_000, 'creditcard');
    expect(view).toMatchObject({ status: PAYMENT_STATUS.approved, luv: 10_000, bonus: 100, price: 11_000, supplyValue: 10_000, vat: 1_000, method: 'creditcard', cardCode: 'CARD', cancellable: true });
    expect(view.approvalNo).toMatch(/^\d{8}$/);
    expect(await luvSum(jar)).toBe(10_100);
    const receipt = (await get(jar, `/api/shoppings/payments/${paymentId}/receipt`)).json();
    expect(receipt).toMatchObject({ paymentId, company: { name: '(주)러브캐스트' }, item: '러브 10,000 + 100', price: 11_000, supplyValue: 10_000, vat: 1_000 });
    const list = (await get(jar, '/api/shoppings/flax/payments')).json();
    expect(list).toMatchObject({ total: 1, offset: 0, limit: 10, list: [{ paymentId, status: 9 }] });
    await t.app.ledger.sealAll();
    expect((await t.app.ledger.verify()).problems).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the first payment, refuses it for another request, and requires it', async () => {
    const { jar } = await member();
    const body = { packageId: (await pkg(jar, 1000)).id, method: 'kakaopay' };
    const key = randomUUID();
    const first = await post(jar, '/api/shoppings/payments', body, key);
    const again = await post(jar, '/api/shoppings/payments', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await post(jar, '/api/shoppings/payments', { ...body, method: 'mobile' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency.conflict', msg: '같은 요청 키로 다른 요청을 보낼 수 없습니다. 다시 시도해주세요.' });
    expect((await post(jar, '/api/shoppings/payments', body, null)).json()).toMatchObject({ code: 'idempotency.keyInvalid' });
    expect((await post(jar, '/api/shoppings/payments', body, 'no spaces allowed')).statusCode).toBe(400);
    expect((await get(jar, '/api/shoppings/flax/payments')).json().total).toBe(1);
  });

  it('refuses an unknown package, another brand’s package and a card code on another method, with the spec’s words', async () => {
    const { jar } = await member();
    expect((await post(jar, '/api/shoppings/payments', { packageId: 999_999, method: 'kakaopay' })).json()).toMatchObject({ code: 'shop.package.notFound', msg: '존재하지 않는 상품입니다.' });
    const lexPackage = (await t.app.payments.packages('lex'))[0];
    expect((await post(jar, '/api/shoppings/payments', { packageId: lexPackage.id, method: 'kakaopay' })).statusCode).toBe(404);
    expect((await post(jar, '/api/shoppings/payments', { packageId: (await pkg(jar, 1000)).id, method: 'bitcoin' })).json()).toMatchObject({ code: 'shop.method.invalid' });
    expect((await post(jar, '/api/shoppings/payments', { packageId: (await pkg(jar, 1000)).id, method: 'mobile', cardCode: 'CARD' })).statusCode).toBe(400);
  });

  it('records a declined card (8) and a buyer who gave up (7) without a luv, and lists them as failures', async () => {
    const { jar } = await member();
    const declined = await pay(jar, 1000, 'creditcard', 'decline');
    expect(declined.view).toMatchObject({ status: PAYMENT_STATUS.approvalError, failureReason: '카드사에서 승인을 거절했습니다.', cancellable: false });
    const gaveUp = await pay(jar, 3000, 'kakaopay', 'cancel');
    expect(gaveUp.view).toMatchObject({ status: PAYMENT_STATUS.cancelled });
    expect(await luvSum(jar)).toBe(0);
    const failures = (await get(jar, '/v2/api/guest/payment-failure')).json();
    expect(failures.list.map((f: { paymentId: string; status: number; amount: number }) => [f.paymentId, f.status, f.amount])).toEqual([
      [gaveUp.paymentId, 7, 3300],
      [declined.paymentId, 8, 1100],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/guest/payment-failure', headers: { host: API_HOST } })).json()).toEqual({ list: [] });
  });

  it('issues a virtual account (0), approves it when the deposit webhook arrives, and ignores the same webhook sent again', async () => {
    const { jar } = await member();
    const { paymentId, view } = await pay(jar, 5000, 'virtualaccount');
    expect(view.status).toBe(PAYMENT_STATUS.waiting);
    expect(view.virtualAccount).toMatchObject({ bank: expect.stringMatching(/은행$/), account: expect.stringMatching(/^\d{13}$/), holder: expect.any(String) });
    expect(await luvSum(jar)).toBe(0);
    const paymentKey = (await t.app.payments.find(paymentId))!.providerTid!;
    // the buyer deposits at the bank: the gateway's webhook comes after a delay
    const deposit = await gatewayCall('/v1/sandbox/deposit', { paymentKey, delayMs: 300 });
    expect(deposit.status).toBe('DONE');
    expect((await get(jar, `/api/shoppings/payments/${paymentId}`)).json().status).toBe(PAYMENT_STATUS.waiting);
    expect(await waitForStatus(jar, paymentId, PAYMENT_STATUS.approved)).toMatchObject({ virtualAccount: null });
    expect(await luvSum(jar)).toBe(5000);
    // the gateway sends it again (a retry after a lost answer): nothing changes
    const resent = await gatewayCall('/v1/sandbox/webhooks/resend', { eventId: deposit.eventId });
    expect(resent.answers.at(-1)).toBe(200);
    expect(await luvSum(jar)).toBe(5000);
  });

  it('marks a virtual account paid with the wrong amount 6 (wrong deposit) and credits nothing', async () => {
    const { jar } = await member();
    const { paymentId } = await pay(jar, 1000, 'virtualaccount');
    const paymentKey = (await t.app.payments.find(paymentId))!.providerTid!;
    await gatewayCall('/v1/sandbox/deposit', { paymentKey, amount: 1000 });
    expect(await waitForStatus(jar, paymentId, PAYMENT_STATUS.wrongDeposit)).toMatchObject({ failureReason: 'deposit of 1000 KRW for 1100 KRW' });
    expect(await luvSum(jar)).toBe(0);
  });

  it('refuses a webhook with a bad, missing or old signature, and takes a well-signed one', async () => {
    const body = JSON.stringify({ eventId: `evt_${randomUUID()}`, eventType: 'DEPOSIT_CALLBACK', paymentKey: 'sbx_unknown', orderId: randomUUID(), status: 'DONE', amount: 1100, depositedAt: new Date().toISOString() });
    const hook = (signature?: string) => t.app.inject({ method: 'POST', url: PAYMENT_WEBHOOK_PATH, headers: { host: '127.0.0.1:4000', 'content-type': 'application/json', ...(signature ? { 'sandbox-signature': signature } : {}) }, payload: body });
    const secret = loadConfig({}).luv.webhookSecret;
    for (const bad of [undefined, signWebhook('another-secret', body), signWebhook(secret, body, Math.floor(Date.now() / 1000) - 3600), 't=1,v1=zz']) {
      const res = await hook(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'shop.webhook.signature', msg: '서명이 올바르지 않습니다.' });
    }
    expect((await hook(signWebhook(secret, body))).json()).toEqual({ result: 'ok' });
  });

  it('does not approve a return whose amount or payment key is not the payment’s', async () => {
    const { jar } = await member();
    const start = (await post(jar, '/api/shoppings/payments', { packageId: (await pkg(jar, 1000)).id, method: 'kakaopay' })).json();
    const checkout = await fetch(start.checkoutUrl, { method: 'POST', body: new URLSearchParams({ choice: 'pay' }), redirect: 'manual' });
    const back = new URL(checkout.headers.get('location')!);
    back.searchParams.set('amount', '1');
    await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { host: 'luv.localhost:4200' } });
    expect((await get(jar, `/api/shoppings/payments/${start.paymentId}`)).json().status).toBe(PAYMENT_STATUS.requested);
    expect(await luvSum(jar)).toBe(0);
  });
});

describe('a payment whose confirm outcome was lost', () => {
  it('is finished by the next return from the gateway: the gateway answers its first outcome, the luv arrive once', async () => {
    const { jar } = await member();
    const start = (await post(jar, '/api/shoppings/payments', { packageId: (await pkg(jar, 3000)).id, method: 'kakaopay' })).json();
    const checkout = await fetch(start.checkoutUrl, { method: 'POST', body: new URLSearchParams({ choice: 'pay' }), redirect: 'manual' });
    const back = new URL(checkout.headers.get('location')!);
    const ret = () => t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { host: 'luv.localhost:4200' } });
    await ret();
    expect(await luvSum(jar)).toBe(3000);
    // as if the process had died after asking the gateway and before recording its answer
    await t.database.db.execute(sql`update payments set status = 2 where id = ${start.paymentId}`);
    await Promise.all([ret(), ret()]);
    expect((await get(jar, `/api/shoppings/payments/${start.paymentId}`)).json().status).toBe(PAYMENT_STATUS.approved);
    expect(await luvSum(jar)).toBe(3000);
  });

  it('is finished by the payment sweep when the buyer never comes back (and only once it is a while old)', async () => {
    const { jar } = await member();
    const start = (await post(jar, '/api/shoppings/payments', { packageId: (await pkg(jar, 3000)).id, method: 'creditcard', cardCode: 'CARD' })).json();
    const checkout = await fetch(start.checkoutUrl, { method: 'POST', body: new URLSearchParams({ choice: 'pay' }), redirect: 'manual' });
    expect(checkout.status).toBe(303);
    // the API asked the gateway and died before recording the answer; the browser never returned
    const paymentKey = new URL(checkout.headers.get('location')!).searchParams.get('paymentKey');
    expect((await t.app.payments.find(start.paymentId))!.providerTid).toBe(paymentKey);
    await t.database.db.execute(sql`update payments set status = 2 where id = ${start.paymentId}`);
    expect(await t.app.shopService.sweepInProgress()).toBe(0);
    await t.database.db.execute(sql`update payments set updated_at = now() - interval '10 minutes' where id = ${start.paymentId}`);
    expect(await t.app.shopService.sweepInProgress()).toBe(1);
    expect((await get(jar, `/api/shoppings/payments/${start.paymentId}`)).json().status).toBe(PAYMENT_STATUS.approved);
    expect(await luvSum(jar)).toBe(3000);
    expect(await t.app.shopService.sweepInProgress()).toBe(0);
  });
});

describe('cancelling a purchase', () => {
  it('cancels an approved purchase of unspent luv within 7 days: the luv go back, the gateway refunds, status 7', async () => {
    const { jar } = await member();
    const { paymentId } = await pay(jar, 3000, 'creditcard');
    expect(await luvSum(jar)).toBe(3000);
    const res = await get(jar, `/api/shoppings/flax/payments-cancel?paymentId=${paymentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paymentId, status: PAYMENT_STATUS.cancelled, cancellable: false, cancelledAt: expect.any(String) });
    expect(await luvSum(jar)).toBe(0);
    const paymentKey = (await t.app.payments.find(paymentId))!.providerTid!;
    const atGateway = await fetch(`${gatewayUrl}/v1/payments/${paymentKey}`, { headers: { authorization: `Basic ${Buffer.from('sandbox-secret-key:').toString('base64')}` } }).then((r) => r.json());
    expect(atGateway.status).toBe('CANCELED');
    expect((await get(jar, `/api/shoppings/flax/payments-cancel?paymentId=${paymentId}`)).json()).toMatchObject({ code: 'shop.cancel.notCancellable' });
  });

  it('refuses to cancel once some of the luv is spent, after 7 days, or someone else’s payment', async () => {
    const { jar } = await member();
    const { paymentId } = await pay(jar, 1000, 'creditcard');
    const gift = await post(jar, '/api/lives/gift', { channelId: (await t.app.channels.findByOwnerLoginId('bjstar01'))!.id, amount: 1 });
    expect(gift.statusCode).toBe(200);
    expect((await get(jar, `/api/shoppings/flax/payments-cancel?paymentId=${paymentId}`)).json()).toMatchObject({ code: 'shop.cancel.spent', msg: '구매한 러브 중 사용한 것이 있어 결제를 취소할 수 없습니다.' });

    const second = await pay(jar, 1000, 'creditcard');
    await t.database.db.execute(sql`update payments set approved_at = now() - interval '8 days' where id = ${second.paymentId}`);
    expect((await get(jar, `/api/shoppings/flax/payments-cancel?paymentId=${second.paymentId}`)).json()).toMatchObject({ code: 'shop.cancel.expired', msg: '결제 후 7일이 지나 취소할 수 없습니다.' });

    const stranger = await member();
    expect((await get(stranger.jar, `/api/shoppings/flax/payments-cancel?paymentId=${second.paymentId}`)).statusCode).toBe(404);
    expect((await get(stranger.jar, `/api/shoppings/flax/payments-cancel?paymentId=not-a-uuid`)).statusCode).toBe(400);
  });

  it('cancels a virtual account still waiting for its deposit', async () => {
    const { jar } = await member();
    const { paymentId } = await pay(jar, 1000, 'virtualaccount');
    expect((await get(jar, `/api/shoppings/flax/payments-cancel?paymentId=${paymentId}`)).json()).toMatchObject({ status: PAYMENT_STATUS.cancelled });
  });
});

describe('the monthly cap of members under 19', () => {
  it('shows the cap and what is left, and refuses a payment over it with the amounts', async () => {
    const year = new Date().getFullYear() - 15;
    const { jar } = await member(`${year}-01-01`);
    expect((await shop(jar)).monthlyCap).toEqual({ cap: 70_000, left: 70_000 });
    await pay(jar, 50_000, 'creditcard');
    expect((await shop(jar)).monthlyCap).toEqual({ cap: 70_000, left: 15_000 });
    const over = await post(jar, '/api/shoppings/payments', { packageId: (await pkg(jar, 30_000)).id, method: 'creditcard', cardCode: 'CARD' });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'shop.minorCap', msg: '만 19세 미만은 한 달에 70,000원까지 결제할 수 있습니다. (이번 달 남은 금액 15,000원)' });
    expect((await post(jar, '/api/shoppings/payments', { packageId: (await pkg(jar, 3000)).id, method: 'mobile' })).statusCode).toBe(201);
  });
});
