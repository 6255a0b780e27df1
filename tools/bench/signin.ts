// npm run bench:signin — sign-in req/s (POST /v2/api/auth/signin through the full API, limits off)
// against raw Argon2id verifies/s measured in the same run and process, plus the API process's
// event-loop delay p99 during the sign-in load. A benchmark, not a test.
// BENCH_DURATION_S (default 10), BENCH_CONNECTIONS (default 10), DATABASE_URL (default PGlite).
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CLIENT_HEADER, ports, XSRF_COOKIE, XSRF_HEADER } from '@luvcast/contracts';
import { DEMO_ACCOUNTS } from '@luvcast/db';
import { ARGON2_OPTIONS } from '@luvcast/server-auth';
import { formatRatios, type RoundRatios, roundRatios } from './rounds';
import { type Loadgen, loadgenOf, wrk } from './wrk';

const duration = Number(process.env['BENCH_DURATION_S'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
/** raw Argon2id and sign-in take turns in this many rounds; the goal is read on the median of the rounds' ratios (rounds.ts) */
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
/**
 * Seconds of sign-in load before the measured rounds: at ~150 sign-ins/s the JIT needs about 10 s to
 * tier up the request path (with 2 s, V8's compiler threads still ran beside the hashes and the main
 * thread spent 1.1–1.3 ms per sign-in in the rounds instead of 0.75–0.80), as for bench:api's reads.
 */
const warmupS = Number(process.env['BENCH_WARMUP_S'] ?? 10);
/** BENCH_SIGNIN_LIMITS=on: the sign-in limits of production, each connection signing in as a member of its own (signin-server.ts creates them) */
export const signinLimits = process.env['BENCH_SIGNIN_LIMITS'] === 'on';
export const BENCH_SIGNIN_MEMBERS = 100;
export const benchMember = (i: number) => `benchsignin${String(i).padStart(3, '0')}`;

function ask<T>(child: ChildProcess, message: object, answer: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
    const onMessage = (m: { type: string }) => {
      if (m.type !== answer) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (Object.keys(message).length) child.send(message);
  });
}

export interface SigninFigures {
  /** raw Argon2id verifies/s in the API process while it is idle */
  argonPerSecond: number;
  rps: number;
  /** sign-ins/s over raw verifies/s, round by round */
  byRound: RoundRatios;
  p99: number;
  failed: number;
  /** event-loop delay of the API process during the sign-in load, ms (how late a 10 ms timer fires) */
  lag: { p50: number; p99: number; max: number };
  /** libuv pool size the API process ran with */
  threads: string;
  /** CPU ms per sign-in by where it ran (Linux /proc; zeros elsewhere), and per raw verify */
  cpu: { pool: number; main: number; postgres: number; loadGenerator: number; rawPool: number; rawMain: number };
}

interface CpuReading {
  main: number;
  threads: number;
  postgres: Record<string, number>;
}
/** CPU ms between two readings: the API's main thread, its other threads, and the PostgreSQL backends (each counted while it existed in both) */
function cpuBetween(a: CpuReading, b: CpuReading) {
  let postgres = 0;
  for (const [pid, ms] of Object.entries(b.postgres)) if (a.postgres[pid] !== undefined) postgres += ms - a.postgres[pid];
  return { main: b.main - a.main, threads: b.threads - a.threads, postgres };
}

/**
 * Runs the sign-in bench once: the API in a child process (UV_THREADPOOL_SIZE = `threads` when
 * given, else that of the environment, else that of `npm start`); raw Argon2id verifies (the server idle) and the sign-in load
 * take turns in BENCH_ROUNDS rounds; the event-loop delay is recorded during the sign-in load only.
 * `loadgen`: wrk (a C client, ~0.04 ms of CPU per sign-in) or autocannon (0.18–0.58 ms per sign-in of
 * JavaScript on the same two cores, taken from the hashing: 2–5 % of the ratio); BENCH_SIGNIN_LOADGEN.
 */
export async function runSignin({ seconds = duration, concurrency = connections, threads, loadgen }: { seconds?: number; concurrency?: number; threads?: number; loadgen: Loadgen }): Promise<SigninFigures> {
  // the server runs in its own process so the load generator does not share its event loop
  // the pool size of `npm start` (tools/start.mjs: one thread per core, at least 2) unless told otherwise
  const env = { UV_THREADPOOL_SIZE: String(Math.max(2, os.availableParallelism())), ...process.env };
  if (threads !== undefined) env['UV_THREADPOOL_SIZE'] = String(threads);
  const child = fork(path.join(__dirname, 'signin-server.ts'), [], {
    cwd: path.resolve(__dirname, '../..'),
    execArgv: ['--import', 'tsx', ...(process.env['BENCH_API_NODE_ARGS']?.split(' ').filter(Boolean) ?? [])],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  try {
    const { port, threads: used } = await ask<{ port: number; threads: string }>(child, {}, 'ready');
    const body = JSON.stringify({ loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password, device: 'PCWEB' });
    const headers = {
      [CLIENT_HEADER]: 'bench',
      host: `api.luv.localhost:${ports.api}`,
      'content-type': 'application/json',
      cookie: `${XSRF_COOKIE}=bench`,
      [XSRF_HEADER]: 'bench',
    };
    const url = `http://127.0.0.1:${port}/v2/api/auth/signin`;
    // with the limits on, the sign-ins spread over members of their own (one per connection's worth)
    const bodyOf = (i: number) => JSON.stringify({ loginId: benchMember(i % BENCH_SIGNIN_MEMBERS), password: DEMO_ACCOUNTS.member.password, device: 'PCWEB' });
    let member = 0;
    const setupClient = (client: { setBody(body: string): void }) => client.setBody(bodyOf(member++));
    const bodies = signinLimits ? Array.from({ length: concurrency }, (_, i) => bodyOf(i)) : [body];
    /** the load and the CPU ms its generator spent (wrk's own, or this process's for autocannon) */
    const load = async (seconds: number) => {
      if (loadgen === 'wrk') return wrk(url, headers, concurrency, seconds, { method: 'POST', bodies });
      const before = process.cpuUsage();
      const result = await autocannon({ url, method: 'POST', body, headers, connections: concurrency, duration: seconds, ...(signinLimits ? { setupClient } : {}) } as autocannon.Options);
      const own = process.cpuUsage(before);
      return { ...result, cpuMs: (own.user + own.system) / 1000 };
    };
    await load(warmupS); // warm-up: the JIT, the pools
    // raw Argon2id and sign-in take turns in rounds, so a burst of other load hits both alike
    const slice = Math.max(1, Math.round(seconds / rounds));
    const argonRates: number[] = [];
    const signinRates: number[] = [];
    let argonDone = 0;
    let argonSeconds = 0;
    let requests = 0;
    let signinSeconds = 0;
    let p99 = 0;
    let failed = 0;
    const spent = { pool: 0, main: 0, postgres: 0, loadGenerator: 0, rawPool: 0, rawMain: 0 };
    const cpu = () => ask<CpuReading>(child, { type: 'cpu' }, 'cpu');
    for (let i = 0; i < rounds; i++) {
      // the child reads its CPU around the verifies alone (not the IPC of this request)
      const argon = await ask<{ done: number; seconds: number; main: number; threads: number }>(child, { type: 'argon', seconds: slice, concurrency }, 'argon');
      spent.rawPool += argon.threads;
      spent.rawMain += argon.main;
      argonRates.push(argon.done / argon.seconds);
      argonDone += argon.done;
      argonSeconds += argon.seconds;
      await ask(child, { type: 'lag-start', reset: i === 0 }, 'lag-started');
      const before = await cpu();
      const result = await load(slice);
      const signinCpu = cpuBetween(before, await cpu());
      spent.pool += signinCpu.threads;
      spent.main += signinCpu.main;
      spent.postgres += signinCpu.postgres;
      spent.loadGenerator += result.cpuMs;
      await ask(child, { type: 'lag-pause' }, 'lag-paused');
      signinRates.push(result.requests.total / result.duration);
      requests += result.requests.total;
      signinSeconds += result.duration;
      p99 = Math.max(p99, result.latency.p99);
      failed += result.non2xx + result.errors + result.timeouts;
    }
    const lag = await ask<{ p50: number; p99: number; max: number }>(child, { type: 'lag-stop' }, 'lag');
    return {
      argonPerSecond: argonDone / argonSeconds,
      rps: requests / signinSeconds,
      byRound: roundRatios(signinRates, argonRates)!,
      p99,
      failed,
      lag,
      threads: used,
      cpu: {
        pool: spent.pool / requests,
        main: spent.main / requests,
        postgres: spent.postgres / requests,
        loadGenerator: spent.loadGenerator / requests,
        rawPool: spent.rawPool / argonDone,
        rawMain: spent.rawMain / argonDone,
      },
    };
  } finally {
    stop();
    process.off('exit', stop);
  }
}

export function printSignin(f: SigninFigures, db: string): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`${pad(`raw Argon2id verifies/s (API process, pool ${f.threads})`, 52)} ${f.argonPerSecond.toFixed(1)}`);
  console.log(`${pad(`POST /v2/api/auth/signin req/s (${db})`, 52)} ${f.rps.toFixed(1)}  (p99 ${f.p99} ms, non-2xx ${f.failed})`);
  console.log(`${pad('ratio sign-in / raw Argon2id', 52)} ${formatRatios(f.byRound)}   (goal >= 0.85); all rounds' ${(f.rps / f.argonPerSecond).toFixed(3)}`);
  console.log(`${pad('event-loop delay during sign-in load (ms)', 52)} p50 ${f.lag.p50.toFixed(1)}, p99 ${f.lag.p99.toFixed(1)}, max ${f.lag.max.toFixed(1)}   (goal p99 < 20)`);
  const c = f.cpu;
  if (c.pool + c.main > 0) {
    // on cores the hashing shares with everything else, sign-ins/s can reach raw verifies/s times
    // (CPU of a raw verify) / (all CPU of a sign-in) at most
    const all = c.pool + c.main + c.postgres + c.loadGenerator;
    const raw = c.rawPool + c.rawMain;
    console.log(`${pad('CPU ms per sign-in', 52)} API pool threads ${c.pool.toFixed(2)}, API main thread ${c.main.toFixed(2)}, PostgreSQL ${c.postgres.toFixed(2)}, load generator ${c.loadGenerator.toFixed(2)}; all ${all.toFixed(2)}`);
    console.log(`${pad('CPU ms per raw verify', 52)} ${raw.toFixed(2)} (pool ${c.rawPool.toFixed(2)}, main ${c.rawMain.toFixed(2)}): the ratio's ceiling when the cores are shared ${(raw / all).toFixed(3)}`);
  }
}

async function main(): Promise<void> {
  console.log(`Argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}; ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const loadgen = loadgenOf('BENCH_SIGNIN_LOADGEN', 'the sign-in load');
  console.log(`${connections} concurrent (${loadgen}), ${duration} s each after ${warmupS} s warm-up, loopback, sign-in limits ${signinLimits ? 'on (a member per connection)' : 'off'}`);
  const db = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
  // BENCH_THREADPOOL=2,4 compares pool sizes in one run
  const sizes = (process.env['BENCH_THREADPOOL'] ?? '').split(',').filter(Boolean).map(Number);
  let failed = 0;
  for (const threads of sizes.length ? sizes : [undefined]) {
    const f = await runSignin({ threads, loadgen });
    printSignin(f, db);
    failed += f.failed;
  }
  if (failed > 0) {
    console.error('the API answered non-2xx or failed requests: the figures above are not valid');
    process.exitCode = 1;
  }
}

if (require.main === module) main().catch((err) => {
  console.error(err);
  process.exit(1);
});
