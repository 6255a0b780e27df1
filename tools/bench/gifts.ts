// npm run bench:gifts: gifts per second through the API (POST /api/lives/gift, the real app on
// PostgreSQL, as `npm start` runs it with DATABASE_URL) against the same gift as one raw SQL
// transaction (the ledger transfer with its locks and triggers, the gift row, the chat NOTIFY) on
// the same server in the same run; each with random recipients and with one hot broadcaster who
// receives every gift. Figures and ratios, never pass/fail (tools/bench/README.md).
//   --senders 100  --broadcasters 50  --concurrency 32  --seconds 10  --rounds 3  --pool 10  (DATABASE_URL: use that server)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Pool } from 'pg';
import { createDatabase, createRepositories, migrate, seedIfEmpty, SYSTEM_ACCOUNTS } from '@luvcast/db';
import { hashPassword } from '@luvcast/server-auth';
import { freePort, startPrivatePostgres } from './private-postgres.mjs';
import { median } from './rounds';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SENDERS = arg('senders', 100);
const BROADCASTERS = arg('broadcasters', 50);
const CONCURRENCY = arg('concurrency', 32);
const SECONDS = arg('seconds', 10);
const ROUNDS = arg('rounds', 3);
/** connections to PostgreSQL, the API's (DATABASE_POOL_SIZE) and the raw SQL workers' alike */
const POOL = arg('pool', 10);
const root = new URL('../..', import.meta.url).pathname;

interface Party {
  memberId: number;
  loginId: string;
  wallet: number;
}
interface Caster extends Party {
  channelId: number;
  earnings: number;
}

async function setUp(url: string) {
  const database = await createDatabase({ databaseUrl: url, poolSize: 4 });
  await migrate(database.db);
  await seedIfEmpty(database.db);
  const repos = createRepositories(database.db);
  const hash = await hashPassword('Bench!234');
  const issuance = await repos.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
  const run = Date.now().toString(36).slice(-5);
  const senders: Party[] = [];
  for (let i = 0; i < SENDERS; i++) {
    const m = await repos.members.create({ loginId: `gs${run}${i}`, passwordHash: hash, nickname: `보낸${run}${i}`.slice(0, 10) });
    const wallet = await repos.ledger.memberAccount(m.id);
    await repos.ledger.transfer({ from: issuance, to: wallet, amount: 1_000_000_000, idempotencyKey: `bench:fund:${m.id}` });
    senders.push({ memberId: m.id, loginId: m.loginId, wallet });
  }
  const casters: Caster[] = [];
  for (let i = 0; i < BROADCASTERS; i++) {
    const m = await repos.members.create({ loginId: `gb${run}${i}`, passwordHash: hash, nickname: `받는${run}${i}`.slice(0, 10), role: 'J' });
    const { channel } = await repos.channels.ensureForOwner(m.id, `bench ${i}`);
    casters.push({ memberId: m.id, loginId: m.loginId, wallet: await repos.ledger.memberAccount(m.id), channelId: channel.id, earnings: await repos.ledger.earningsAccount(m.id) });
  }
  await database.close();
  return { senders, casters };
}

async function startApi(url: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ...((process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean)), 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DATABASE_URL: url, DATABASE_POOL_SIZE: String(POOL), API_PORT: String(port), LOG_LEVEL: 'silent', SIGNIN_LIMITS: 'off', NODE_ENV: 'development', PAYMENT_PROVIDER: 'off' },
  });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${err}`);
    if (await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false)) return { child, port };
    await sleep(250);
  }
  throw new Error(`the API did not answer: ${err}`);
}

/** Signs a sender in through the API: the cookies and XSRF header every gift carries. */
async function session(port: number, loginId: string): Promise<Record<string, string>> {
  const base = { 'x-luvcast-client': 'bench', host: `api.luv.localhost:${port}` };
  const jar = new Map<string, string>();
  const absorb = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  absorb(await fetch(`http://127.0.0.1:${port}/api/auth/xsrf`, { headers: base }));
  const headers = () => ({ ...base, cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '', 'content-type': 'application/json' });
  const res = await fetch(`http://127.0.0.1:${port}/v2/api/auth/signin`, { method: 'POST', headers: headers(), body: JSON.stringify({ loginId, password: 'Bench!234', loginKeep: false, saveId: false, device: 'PCWEB' }) });
  if (res.status !== 200) throw new Error(`sign-in ${loginId}: ${res.status} ${await res.text()}`);
  absorb(res);
  return headers();
}

interface Result {
  ok: number;
  failed: number;
  latencies: number[];
}

/** `CONCURRENCY` loops sending gifts for `SECONDS`. */
async function drive(send: (worker: number) => Promise<boolean>): Promise<Result> {
  const until = performance.now() + SECONDS * 1000;
  const r: Result = { ok: 0, failed: 0, latencies: [] };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const ok = await send(w).catch(() => false);
        r.latencies.push(performance.now() - t0);
        if (ok) r.ok += 1;
        else r.failed += 1;
      }
    }),
  );
  r.latencies.sort((a, b) => a - b);
  return r;
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
const q = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN);

async function main() {
  const pg = process.env['DATABASE_URL'] ? { url: process.env['DATABASE_URL'], note: 'DATABASE_URL', stop: () => undefined } : await startPrivatePostgres('luvcast-bench-gifts-pg-');
  let api: { child: ChildProcess; port: number } | undefined;
  const pool = new Pool({ connectionString: pg.url, max: POOL });
  try {
    const { senders, casters } = await setUp(pg.url);
    api = await startApi(pg.url);
    const { port } = api;
    const headers = await Promise.all(senders.map((s) => session(port, s.loginId)));
    const hot = casters[0];

    // autocannon on kept-alive connections: the load generator's own cost per request stays small
    // (a fetch per gift cost it about as much CPU as the API's handling on these two cores). Each
    // connection sends as one sender, like the raw SQL workers: no two in-flight gifts share a
    // wallet (whose row lock would make them wait for each other).
    const viaApi = (target: () => Caster) => (): Promise<Result> =>
      new Promise((resolve, reject) => {
        const r: Result = { ok: 0, failed: 0, latencies: [] };
        const senderOf = new Map<unknown, number>();
        const next = (client: autocannon.Client) => {
          const s = senderOf.get(client)!;
          client.setHeadersAndBody({ ...headers[s], 'idempotency-key': randomUUID() }, JSON.stringify({ channelId: target().channelId, amount: 1 + Math.floor(Math.random() * 100), message: '' }));
        };
        const instance = autocannon(
          {
            url: `http://127.0.0.1:${port}/api/lives/gift`,
            method: 'POST',
            connections: CONCURRENCY,
            duration: SECONDS,
            setupClient: (client) => {
              senderOf.set(client, senderOf.size % senders.length);
              next(client);
            },
          },
          (err) => {
            if (err) return reject(err);
            r.latencies.sort((a, b) => a - b);
            resolve(r);
          },
        );
        instance.on('response', (client, status, _body, ms) => {
          r.latencies.push(ms);
          if (status === 200) r.ok += 1;
          else r.failed += 1;
          next(client);
        });
      });
    // the same gift as one transaction of plain SQL: lock the wallet, the transfer and its entries
    // (the ledger's triggers move the wallet's balance and check it), the gift row, the room's event
    const viaSql = (target: () => Caster) => async (w: number) => {
      const s = senders[w % senders.length];
      const c = target();
      const amount = 1 + Math.floor(Math.random() * 100);
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select balance from ledger_accounts where id = $1 for update', [s.wallet]);
        const { rows } = await client.query<{ id: number }>("insert into ledger_transfers (idempotency_key, kind, member_id, memo) values ($1, 'gift', $2, '') returning id", [`bench:sql:${randomUUID()}`, s.memberId]);
        await client.query('insert into ledger_entries (transfer_id, account_id, amount) values ($1, $2, $3), ($1, $4, $5)', [rows[0].id, s.wallet, -amount, c.earnings, amount]);
        await client.query('insert into gifts (sender_id, broadcaster_id, channel_id, amount, transfer_id) values ($1, $2, $3, $4, $5)', [s.memberId, c.memberId, c.channelId, amount, rows[0].id]);
        await client.query('select pg_notify($1, $2)', ['chat_messages', JSON.stringify({ type: 'gift', room: String(c.channelId), gift: { itemCode: 0, amount, sender: { loginId: s.loginId, nickname: s.loginId, badges: [] } }, at: new Date().toISOString() })]);
        await client.query('commit');
        return true;
      } catch {
        await client.query('rollback').catch(() => undefined);
        return false;
      } finally {
        client.release();
      }
    };

    const runs: [string, () => Promise<Result>][] = [
      ['API, random recipients', viaApi(() => pick(casters))],
      ['API, one hot broadcaster', viaApi(() => hot)],
      ['raw SQL, random recipients', () => drive(viaSql(() => pick(casters)))],
      ['raw SQL, one hot broadcaster', () => drive(viaSql(() => hot))],
    ];
    console.log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; ${pg.note}; ${SENDERS} senders, ${BROADCASTERS} broadcasters, ${CONCURRENCY} concurrent, pools of ${POOL}, ${SECONDS} s each, ${ROUNDS} rounds`);
    // every run once to warm up, then the four in turn for ROUNDS rounds: a burst of other load on
    // this shared machine hits one round of each, not one whole run; medians over the rounds
    // the API's sealer seals every entry, the raw SQL runs' too: each run starts with nothing left to
    // seal, so it pays the sealing of its own gifts only (not the run before it)
    const sealing = await createDatabase({ databaseUrl: pg.url, poolSize: 1 });
    const drain = async () => {
      for (;;) {
        const [{ n }] = (await pool.query<{ n: number }>('select count(*)::int as n from ledger_entries where seal_seq is null')).rows;
        if (n < 100) return;
        await createRepositories(sealing.db).ledger.sealAll();
        await sleep(50);
      }
    };
    for (const [, run] of runs) {
      await drain();
      await run();
    }
    const rates: Record<string, number[]> = {};
    const results: Record<string, Result[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, run] of runs) {
        await drain();
        const r = await run();
        (rates[name] ??= []).push(r.ok / SECONDS);
        (results[name] ??= []).push(r);
      }
    }
    console.log(`${'run (median of the rounds)'.padEnd(30)}${'gifts/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'failed'.padStart(8)}   rounds`);
    for (const [name] of runs) {
      const all = results[name].flatMap((r) => r.latencies).sort((a, b) => a - b);
      const failed = results[name].reduce((n, r) => n + r.failed, 0);
      console.log(`${name.padEnd(30)}${median(rates[name]).toFixed(0).padStart(10)}${q(all, 0.5).toFixed(1).padStart(9)}${q(all, 0.95).toFixed(1).padStart(9)}${q(all, 0.99).toFixed(1).padStart(9)}${String(failed).padStart(8)}   ${rates[name].map((x) => x.toFixed(0)).join(' ')}`);
    }
    // a ratio per round (both sides measured minutes apart at most), then their median
    const ratio = (a: string, b: string) => {
      const per = rates[a].map((x, i) => x / rates[b][i]);
      return `${median(per).toFixed(2)}  (rounds ${per.map((x) => x.toFixed(2)).join(' ')})`;
    };
    console.log(`ratio API / raw SQL, random recipients: ${ratio('API, random recipients', 'raw SQL, random recipients')}   goal >= 0.50`);
    console.log(`ratio API / raw SQL, one hot broadcaster: ${ratio('API, one hot broadcaster', 'raw SQL, one hot broadcaster')}   goal >= 0.50`);
    console.log(`ratio hot / random, API: ${ratio('API, one hot broadcaster', 'API, random recipients')}   goal >= 0.80`);
    console.log(`ratio hot / random, raw SQL: ${ratio('raw SQL, one hot broadcaster', 'raw SQL, random recipients')}`);
    await sealing.close();
    // the books after every gift of the run
    const check = await createDatabase({ databaseUrl: pg.url, poolSize: 2 });
    const ledger = createRepositories(check.db).ledger;
    await ledger.sealAll();
    const report = await ledger.verify();
    await check.close();
    console.log(`ledger verify after the run: ${report.problems.length === 0 ? 'clean' : report.problems.join('; ')} (${report.transfers} transfers)`);
  } finally {
    api?.child.kill('SIGTERM');
    await pool.end();
    await sleep(500);
    pg.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
