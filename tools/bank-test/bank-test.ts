// npm run test:bank: the luv economy under crashes (issue 11, tools/bank-test/README.md). Clients
// send gifts, buy luv at the sandbox gateway (by card, and by virtual accounts paid at its bank), use coupons, apply for and cancel withdrawals through
// the real API on a real PostgreSQL, retrying every call with its Idempotency-Key until it gets a
// definite answer, while the API process is killed (SIGKILL) and PostgreSQL stopped in immediate
// mode at random moments. Afterwards the books must be right: ledger verify clean, every key one
// transfer, every acknowledged gift there and no other, the ledger's system accounts equal to the
// payments, coupon uses and withdrawals that issued or hold the luv. Exit code 0 when they are.
//   BANK_SECONDS (20) of load, BANK_CLIENTS (12), BANK_CHAOS_MS (2500: mean time between crashes);
//   BANK_SCALE=large: 300 s, 48 clients.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { createDatabase, createRepositories, migrate, seedIfEmpty, SYSTEM_ACCOUNTS } from '@luvcast/db';
import { hashPassword } from '@luvcast/server-auth';
import { freePort, startPrivatePostgres } from '../bench/private-postgres.mjs';

const large = process.env['BANK_SCALE'] === 'large';
const SECONDS = Number(process.env['BANK_SECONDS'] ?? (large ? 300 : 20));
const CLIENTS = Number(process.env['BANK_CLIENTS'] ?? (large ? 48 : 12));
const CHAOS_MS = Number(process.env['BANK_CHAOS_MS'] ?? 2500);
const root = path.resolve(__dirname, '../..');
const log = (...a: unknown[]) => console.log(`[bank ${new Date().toISOString().slice(11, 19)}]`, ...a);

interface Outcome {
  kind: 'gift' | 'purchase' | 'deposit' | 'purchase-cancel' | 'coupon' | 'withdraw' | 'withdraw-cancel' | 'item-buy' | 'item-use' | 'subscribe' | 'exchange';
  key: string;
  memberId: number;
  status: number;
  body: Record<string, unknown>;
}

/** Signals a child's whole process group when it has one (detached), else the child. */
function killGroup(child: ChildProcess | null, signal: NodeJS.Signals) {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

async function main(): Promise<number> {
  const pg = await startPrivatePostgres('luvcast-bank-pg-');
  const children: ChildProcess[] = [];
  try {
    // ---- the world: viewers, broadcasters with channels, approved accounts and some earnings, coupons
    const db = await createDatabase({ databaseUrl: pg.url, poolSize: 4 });
    await migrate(db.db);
    await seedIfEmpty(db.db);
    const repos = createRepositories(db.db);
    const hash = await hashPassword('Bank!2345');
    const issuance = await repos.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
    const viewers: { id: number; loginId: string }[] = [];
    const casters: { id: number; loginId: string; channelId: number }[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const v = await repos.members.create({ loginId: `bankv${i}`, passwordHash: hash, nickname: `은행시청${i}` });
      await repos.ledger.transfer({ from: issuance, to: await repos.ledger.memberAccount(v.id), amount: 3_000, idempotencyKey: `bank:fund:${v.id}`, kind: 'seed' });
      viewers.push({ id: v.id, loginId: v.loginId });
    }
    for (let i = 0; i < Math.max(2, Math.ceil(CLIENTS / 4)); i++) {
      const c = await repos.members.create({ loginId: `bankc${i}`, passwordHash: hash, nickname: `은행BJ${i}`, role: 'J', identityVerified: true, name: '홍길동' });
      const { channel } = await repos.channels.ensureForOwner(c.id, `bank ${i}`);
      await repos.withdrawals.applyAccount({ memberId: c.id, bankCode: '004', holderName: '홍길동', accountNumber: '123456789012', phone: '', businessNumber: null, bankbookPath: 'bankbooks/none.png', bankbookType: 'image/png' });
      await repos.withdrawals.reviewAccount(c.id, { status: 'approved', reviewedBy: c.id, rejectReason: null });
      await repos.ledger.transfer({ from: issuance, to: await repos.ledger.earningsAccount(c.id), amount: 40_000, idempotencyKey: `bank:earn:${c.id}`, kind: 'seed' });
      casters.push({ id: c.id, loginId: c.loginId, channelId: channel.id });
    }
    for (let i = 0; i < 4; i++) await repos.coupons.create({ code: `BANK${i}`, luv: 500, maxUses: Math.ceil(CLIENTS / 2), expiresAt: new Date(Date.now() + 86_400_000) });
    await db.close();

    // ---- the sandbox gateway (never killed: the outside world) and the API (killed and restarted)
    const gateway = spawn(process.execPath, [path.join(root, 'tools/dev-payment-gateway.mjs'), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(gateway);
    const gatewayUrl = JSON.parse(await new Promise<string>((resolve) => createInterface({ input: gateway.stdout! }).once('line', resolve))).url as string;
    const apiPort = await freePort();
    // the API's errors of the whole run (a crash the test did not cause shows here)
    const apiLog = path.join(root, 'tmp/bank-api.log');
    mkdirSync(path.dirname(apiLog), { recursive: true });
    writeFileSync(apiLog, '');
    const apiBase = `http://127.0.0.1:${apiPort}`;
    let api: ChildProcess | null = null;
    const startApi = async () => {
      // its own process group: tsx runs the server in a child process, and SIGKILL must reach both
      api = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'ignore', openSync(apiLog, 'a')],
        env: { ...process.env, DATABASE_URL: pg.url, API_PORT: String(apiPort), LOG_LEVEL: 'error', SIGNIN_LIMITS: 'off', NODE_ENV: 'development', PAYMENT_GATEWAY_URL: gatewayUrl, PAYMENT_WEBHOOK_URL: `${apiBase}/api/shoppings/payments/webhook`, LEDGER_SEAL_INTERVAL_MS: '500' },
      });
      children.push(api);
      for (let i = 0; i < 480; i++) {
        if (await fetch(`${apiBase}/health`).then((r) => r.ok, () => false)) return;
        await sleep(250);
      }
      throw new Error('the API did not come up');
    };
    /** until nothing answers on the API's port (the killed server is gone) */
    const waitForPortFree = async () => {
      for (let i = 0; i < 100 && (await fetch(`${apiBase}/health`).then(() => true, () => false)); i++) await sleep(50);
    };
    await startApi();

    // ---- clients: every call retried with the same key until it gets a definite answer
    const HOST = `api.luv.localhost:${apiPort}`;
    // generous: a loaded CI machine restarts the API slowly
    const deadline = Date.now() + (SECONDS + 300) * 1000;
    async function call(jar: Map<string, string>, method: string, url: string, body?: unknown, key?: string): Promise<{ status: number; body: Record<string, unknown>; location?: string }> {
      for (;;) {
        if (Date.now() > deadline) throw new Error(`no definite answer to ${method} ${url} before the deadline`);
        try {
          const res = await fetch(`${apiBase}${url}`, {
            method,
            redirect: 'manual',
            signal: AbortSignal.timeout(8000),
            headers: {
              host: HOST,
              'x-luvcast-client': 'bank',
              cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
              'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
              ...(body ? { 'content-type': 'application/json' } : {}),
              ...(key ? { 'idempotency-key': key } : {}),
            },
            body: body ? JSON.stringify(body) : undefined,
          });
          for (const c of res.headers.getSetCookie()) {
            const [pair] = c.split(';');
            jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
          }
          const text = await res.text();
          if (res.status >= 500 || res.status === 401) {
            // down (5xx) or a session check that hit a database going away: the same request again
            if (res.status === 401 && !text.includes('accessToken is not valid')) return { status: 401, body: {} };
            if (res.status === 401) await signIn(jar);
            await sleep(200);
            continue;
          }
          return { status: res.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {}, location: res.headers.get('location') ?? undefined };
        } catch {
          await sleep(200);
        }
      }
    }
    const credentials = new Map<Map<string, string>, string>();
    async function signIn(jar: Map<string, string>) {
      await call(jar, 'GET', '/api/auth/xsrf');
      const r = await call(jar, 'POST', '/v2/api/auth/signin', { loginId: credentials.get(jar), password: 'Bank!2345', loginKeep: true, saveId: false, device: 'PCWEB' });
      if (r.status !== 200) throw new Error(`sign-in ${credentials.get(jar)}: ${r.status}`);
    }
    const outcomes: Outcome[] = [];
    /** deposits made at the sandbox bank: the payment, its webhook event, and whether the amount was wrong */
    const deposits: { paymentId: string; eventId: string; wrong: boolean }[] = [];
    const gatewayCall = async (pathname: string, body: unknown): Promise<Record<string, unknown>> => {
      const res = await fetch(`${gatewayUrl}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await res.json()) as Record<string, unknown>;
    };
    let running = true;
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

    async function viewerLoop(v: { id: number; loginId: string }) {
      const jar = new Map<string, string>();
      credentials.set(jar, v.loginId);
      await signIn(jar);
      const packageId = ((await call(jar, 'GET', '/api/shoppings/luv/payments')).body['packages'] as { id: number; luv: number }[]).find((p) => p.luv === 1000)!.id;
      while (running) {
        const r = Math.random();
        const key = randomUUID();
        if (r < 0.6) {
          const res = await call(jar, 'POST', '/api/lives/gift', { channelId: pick(casters).channelId, amount: 1 + Math.floor(Math.random() * 40), message: '' }, key);
          outcomes.push({ kind: 'gift', key, memberId: v.id, status: res.status, body: res.body });
        } else if (r < 0.66) {
          const res = await call(jar, 'POST', '/api/shoppings/items', { prodName: 'heart', quantity: 1 + Math.floor(Math.random() * 3) }, key);
          outcomes.push({ kind: 'item-buy', key, memberId: v.id, status: res.status, body: res.body });
        } else if (r < 0.72) {
          const res = await call(jar, 'POST', '/api/my/useItems/heart', { channelId: pick(casters).channelId, quantity: 1 }, key);
          outcomes.push({ kind: 'item-use', key, memberId: v.id, status: res.status, body: res.body });
        } else if (r < 0.74) {
          const res = await call(jar, 'POST', '/api/my/subscriptions', { channelId: pick(casters).channelId, itemCode: 700 }, key);
          outcomes.push({ kind: 'subscribe', key, memberId: v.id, status: res.status, body: res.body });
        } else if (r < 0.79) {
          // a virtual account, paid at the sandbox bank a moment later (one in ten with the wrong
          // amount); the bank's webhook may come while the API is down, and sometimes twice
          const res = await call(jar, 'POST', '/api/shoppings/payments', { packageId, method: 'virtualaccount' }, key);
          if (res.status !== 201) continue;
          const paymentId = String(res.body['paymentId']);
          const checkout = await fetch(String(res.body['checkoutUrl']), { method: 'POST', body: new URLSearchParams({ choice: 'pay' }), redirect: 'manual' });
          const back = new URL(checkout.headers.get('location') ?? '');
          let ret = await call(jar, 'GET', back.pathname + back.search);
          while (ret.status === 303 && (await call(jar, 'GET', `/api/shoppings/payments/${paymentId}`)).body['status'] === 2) ret = await call(jar, 'GET', back.pathname + back.search);
          const wrong = Math.random() < 0.1;
          const deposit = await gatewayCall('/v1/sandbox/deposit', { paymentKey: back.searchParams.get('paymentKey'), ...(wrong ? { amount: 1 } : {}), delayMs: Math.floor(Math.random() * 2000) });
          deposits.push({ paymentId, eventId: String(deposit['eventId']), wrong });
          if (Math.random() < 0.3) setTimeout(() => void gatewayCall('/v1/sandbox/webhooks/resend', { eventId: deposit['eventId'] }).catch(() => undefined), Math.random() * 3000).unref();
          outcomes.push({ kind: 'deposit', key, memberId: v.id, status: wrong ? 6 : 9, body: { paymentId } });
        } else if (r < 0.85) {
          const res = await call(jar, 'POST', '/api/shoppings/payments', { packageId, method: 'creditcard', cardCode: 'CARD' }, key);
          if (res.status !== 201) continue;
          const checkout = await fetch(String(res.body['checkoutUrl']), { method: 'POST', body: new URLSearchParams({ choice: 'pay' }), redirect: 'manual' });
          const back = new URL(checkout.headers.get('location') ?? '');
          let ret = await call(jar, 'GET', back.pathname + back.search);
          // the answer may have been lost with the process: the return again finishes what is left
          while (ret.status === 303 && (await call(jar, 'GET', `/api/shoppings/payments/${String(res.body['paymentId'])}`)).body['status'] === 2) ret = await call(jar, 'GET', back.pathname + back.search);
          outcomes.push({ kind: 'purchase', key, memberId: v.id, status: ret.status, body: { paymentId: res.body['paymentId'] } });
          // a third of the purchases are cancelled at once (refused when some of the luv was spent meanwhile)
          if (Math.random() < 0.33) {
            const cancelKey = randomUUID();
            const cancel = await call(jar, 'GET', `/api/shoppings/flax/payments-cancel?paymentId=${String(res.body['paymentId'])}`, undefined, cancelKey);
            outcomes.push({ kind: 'purchase-cancel', key: cancelKey, memberId: v.id, status: cancel.status, body: cancel.body });
          }
        } else {
          const res = await call(jar, 'POST', '/api/shoppings/useCoupon', { couponNumber: `BANK${Math.floor(Math.random() * 4)}` }, key);
          outcomes.push({ kind: 'coupon', key, memberId: v.id, status: res.status, body: res.body });
        }
      }
    }
    async function casterLoop(c: { id: number; loginId: string }) {
      const jar = new Map<string, string>();
      credentials.set(jar, c.loginId);
      await signIn(jar);
      const mine: number[] = [];
      while (running) {
        const key = randomUUID();
        const r = Math.random();
        if (r < 0.15) {
          const res = await call(jar, 'POST', '/api/events/exchange/apply', { amount: 1_000 }, key);
          outcomes.push({ kind: 'exchange', key, memberId: c.id, status: res.status, body: res.body });
        } else if (r < 0.55 || mine.length === 0) {
          const res = await call(jar, 'POST', '/api/luv/withdraw', { amount: 10_000 }, key);
          outcomes.push({ kind: 'withdraw', key, memberId: c.id, status: res.status, body: res.body });
          if (res.status === 201) mine.push(Number(res.body['withdrawId']));
        } else {
          const id = mine.splice(Math.floor(Math.random() * mine.length), 1)[0];
          const res = await call(jar, 'GET', `/api/luv/withdraw-cancel?withdrawId=${id}`, undefined, key);
          outcomes.push({ kind: 'withdraw-cancel', key, memberId: c.id, status: res.status, body: res.body });
        }
        await sleep(300);
      }
    }

    // ---- chaos
    const chaos = { apiKills: 0, pgCrashes: 0 };
    const chaosLoop = (async () => {
      await sleep(1500);
      while (running) {
        await sleep(CHAOS_MS / 2 + Math.random() * CHAOS_MS);
        if (!running) break;
        if (Math.random() < 0.5) {
          chaos.apiKills += 1;
          killGroup(api, 'SIGKILL');
          await waitForPortFree();
          await startApi();
        } else {
          chaos.pgCrashes += 1;
          pg.crash();
          await sleep(300 + Math.random() * 1200);
          pg.start();
        }
      }
    })();

    log(`${CLIENTS} viewers, ${casters.length} broadcasters, ${SECONDS} s of load, a crash every ~${CHAOS_MS} ms`);
    const loops = [...viewers.map(viewerLoop), ...casters.map(casterLoop)];
    await sleep(SECONDS * 1000);
    running = false;
    await chaosLoop;
    await Promise.all(loops);
    // the bank's webhooks that found the API down were retried three times in 7 s: a real gateway
    // keeps trying for days, so every deposit's webhook is sent once more, then every deposit must settle
    for (const d of deposits) await gatewayCall('/v1/sandbox/webhooks/resend', { eventId: d.eventId });
    const settled = async () => {
      const hooks = (await (await fetch(`${gatewayUrl}/v1/sandbox/webhooks`)).json()) as { eventId: string; answers: number[] }[];
      const acknowledged = new Set(hooks.filter((h) => h.answers.includes(200)).map((h) => h.eventId));
      return deposits.every((d) => acknowledged.has(d.eventId));
    };
    for (let i = 0; i < 60 && !(await settled()); i++) await sleep(500);
    killGroup(api, 'SIGTERM');
    await sleep(500);

    // ---- the books
    const problems: string[] = [];
    const check = await createDatabase({ databaseUrl: pg.url, poolSize: 2 });
    const c = createRepositories(check.db);
    await c.ledger.sealAll();
    const report = await c.ledger.verify();
    problems.push(...report.problems);
    const rows = async <T>(q: ReturnType<typeof sql>) => (await check.db.execute(q)) as unknown as { rows: T[] };
    // every gift key: one transfer; an acknowledged gift is there, an unacknowledged one is not
    const giftKeys = (await rows<{ k: string; n: number }>(sql`select t.idempotency_key as k, count(g.id)::int as n from ledger_transfers t left join gifts g on g.transfer_id = t.id where t.kind = 'gift' group by t.idempotency_key`)).rows;
    const inDb = new Map(giftKeys.map((r) => [r.k, r.n]));
    for (const o of outcomes.filter((x) => x.kind === 'gift')) {
      const k = `gift:${o.memberId}:${o.key}`;
      if (o.status === 200 && inDb.get(k) !== 1) problems.push(`gift ${k} was acknowledged but has ${inDb.get(k) ?? 0} gift rows`);
      if (o.status !== 200 && inDb.has(k)) problems.push(`gift ${k} was refused (${o.status}) but moved luv`);
      inDb.delete(k);
    }
    for (const k of inDb.keys()) problems.push(`gift transfer ${k} belongs to no request`);
    // the system accounts against the rows that issued or hold their luv
    const balance = async (code: string) => c.ledger.balanceOfAccount(await c.ledger.systemAccount(code));
    const [{ sold }] = (await rows<{ sold: string }>(sql`select coalesce(sum(luv + bonus), 0)::text as sold from payments where status = 9`)).rows;
    if (-(await balance(SYSTEM_ACCOUNTS.paymentClearing)) !== Number(sold)) problems.push(`payment clearing ${await balance(SYSTEM_ACCOUNTS.paymentClearing)} but approved payments sold ${sold}`);
    const [{ used }] = (await rows<{ used: string }>(sql`select coalesce(sum(c.luv), 0)::text as used from coupon_uses u join coupons c on c.id = u.coupon_id`)).rows;
    if (-(await balance(SYSTEM_ACCOUNTS.couponFunding)) !== Number(used)) problems.push(`coupon funding ${await balance(SYSTEM_ACCOUNTS.couponFunding)} but coupon uses gave ${used}`);
    const [{ held }] = (await rows<{ held: string }>(sql`select coalesce(sum(amount), 0)::text as held from withdrawals where status in (1, 2)`)).rows;
    if ((await balance(SYSTEM_ACCOUNTS.withdrawalsPending)) !== Number(held)) problems.push(`withdrawals pending ${await balance(SYSTEM_ACCOUNTS.withdrawalsPending)} but open withdrawals hold ${held}`);
    // a cancelled purchase gave its luv back once: cancelled payments have their cancel transfer, approved ones none
    const [{ badCancels }] = (await rows<{ badCancels: number }>(
      sql`select count(*)::int as "badCancels" from payments where (status = 7 and approved_at is not null and cancel_transfer_id is null) or (status = 9 and cancel_transfer_id is not null)`,
    )).rows;
    if (badCancels) problems.push(`${badCancels} payments whose cancel transfer does not match their status`);
    // a deposit of the right amount approved its payment once (9, with its purchase transfer), a wrong one marked it 6 with none
    const paid = new Map((await rows<{ id: string; status: number; t: number | null }>(sql`select id, status, purchase_transfer_id as t from payments where method = 'virtualaccount'`)).rows.map((p) => [p.id, p]));
    for (const d of deposits) {
      const p = paid.get(d.paymentId);
      if (!p) problems.push(`virtual account payment ${d.paymentId} is missing`);
      else if (d.wrong ? p.status !== 6 || p.t !== null : p.status !== 9 || p.t === null) problems.push(`virtual account payment ${d.paymentId} is ${p.status} after a ${d.wrong ? 'wrong' : 'right'} deposit`);
    }
    const [{ stuck }] = (await rows<{ stuck: number }>(sql`select count(*)::int as stuck from payments where status = 9 and purchase_transfer_id is null`)).rows;
    if (stuck) problems.push(`${stuck} approved payments without their purchase transfer`);
    // the items accounts hold the value of the units held; a subscription row per subscription transfer; the exchange bonus paid
    const [{ itemsLedger, itemsHeld }] = (await rows<{ itemsLedger: string; itemsHeld: string }>(
      sql`select (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'items')::text as "itemsLedger", (select coalesce(sum(quantity * unit_price), 0) from member_items)::text as "itemsHeld"`,
    )).rows;
    if (itemsLedger !== itemsHeld) problems.push(`items accounts hold ${itemsLedger} luv but the items held are worth ${itemsHeld}`);
    const [{ subs, subTransfers }] = (await rows<{ subs: number; subTransfers: number }>(sql`select (select count(*)::int from subscriptions) as subs, (select count(*)::int from ledger_transfers where kind = 'subscription') as "subTransfers"`)).rows;
    if (subs !== subTransfers) problems.push(`${subs} subscriptions but ${subTransfers} subscription transfers`);
    const [{ bonus }] = (await rows<{ bonus: string }>(sql`select coalesce(sum(bonus), 0)::text as bonus from exchange_applications`)).rows;
    if (-(await balance(SYSTEM_ACCOUNTS.exchangeFunding)) !== Number(bonus)) problems.push(`exchange funding ${await balance(SYSTEM_ACCOUNTS.exchangeFunding)} but exchanges got ${bonus} bonus`);
    const [{ keysTwice }] = (await rows<{ keysTwice: number }>(sql`select count(*)::int as "keysTwice" from (select idempotency_key from ledger_transfers group by idempotency_key having count(*) > 1) d`)).rows;
    if (keysTwice) problems.push(`${keysTwice} idempotency keys with more than one transfer`);
    await check.close();

    const count = (kind: Outcome['kind'], ok: (s: number) => boolean) => outcomes.filter((o) => o.kind === kind && ok(o.status)).length;
    log(
      `done: gifts ${count('gift', (s) => s === 200)} sent / ${count('gift', (s) => s !== 200)} refused, purchases ${count('purchase', (s) => s === 303)} by card, ${count('deposit', (s) => s === 9)} + ${count('deposit', (s) => s === 6)} wrong by virtual account / cancelled ${count('purchase-cancel', (s) => s === 200)}, coupons ${count('coupon', (s) => s === 200)} used / ${count('coupon', (s) => s !== 200)} refused, withdrawals ${count('withdraw', (s) => s === 201)} / cancels ${count('withdraw-cancel', (s) => s === 200)}, ` +
        `items ${count('item-buy', (s) => s === 200)} bought / ${count('item-use', (s) => s === 200)} used, subscriptions ${count('subscribe', (s) => s === 200)}, exchanges ${count('exchange', (s) => s === 200)}; ` +
        `API killed ${chaos.apiKills}x, PostgreSQL crashed ${chaos.pgCrashes}x; ledger: ${report.transfers} transfers, ${report.entries} entries`,
    );
    for (const p of problems) log(`PROBLEM ${p}`);
    log(problems.length === 0 ? 'the books are right' : `${problems.length} problem(s)`);
    return problems.length === 0 ? 0 : 1;
  } finally {
    for (const child of children) killGroup(child, 'SIGKILL');
    await sleep(300);
    pg.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
