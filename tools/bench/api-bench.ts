// npm run bench:api — the API against three peers measured in the same run, each figure printed as
// a ratio to its peer (tools/bench/README.md):
// - public read: GET /api/guest/banners (full API, public-read cache) vs a bare Fastify hello-world;
// - authenticated read: GET /api/my/profile with a signed-in member's cookies vs a bare Fastify route
//   that verifies the HS256 token with node:crypto and makes one indexed lookup with the driver;
// - sign-in: POST /v2/api/auth/signin vs raw Argon2id verifies/s in the same process, with the
//   event-loop delay under that load (signin.ts).
// PGlite in memory by default, PostgreSQL with DATABASE_URL. A benchmark, not a test.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { CLIENT_HEADER } from '@luvcast/contracts';
import { formatRatios, median, roundRatios } from './rounds';
import { printSignin, runSignin, signinLimits } from './signin';
import { type LoadResult, loadgenOf, wrk } from './wrk';

const duration = Number(process.env['BENCH_DURATION_S'] ?? 10);
/**
 * Targets of a pair alternate in rounds of duration/rounds seconds, so background load hits both
 * alike; the goal is read on the median of the rounds' ratios (rounds.ts).
 */
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
/**
 * Seconds each read target runs before its measured rounds: until the JIT has tiered up the API's
 * request path (a cold API process serves ~60 % of its steady req/s over its first 10 s of load at
 * 100 connections, and that first round had the worst p99), pools and caches.
 */
const warmupS = Number(process.env['BENCH_WARMUP_S'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 100);
const signinConnections = Number(process.env['BENCH_SIGNIN_CONNECTIONS'] ?? 10);
/** BENCH_ONLY=public,auth,signin (default all three) */
const only = new Set((process.env['BENCH_ONLY'] ?? 'public,auth,signin').split(','));
/** BENCH_THREADPOOL=2,4: the sign-in phase once per libuv pool size (default: UV_THREADPOOL_SIZE, else that of `npm start`) */
const poolSizes = (process.env['BENCH_THREADPOOL'] ?? '').split(',').filter(Boolean).map(Number);
const API_HOST = 'api.luv.localhost:4000';

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  runs: LoadResult[];
  /** loaded with wrk rather than autocannon */
  wrk?: boolean;
  /** CPU ms the servers' process spent during the runs (Linux /proc; 0 elsewhere) */
  cpuMs?: number;
}

interface Row {
  name: string;
  rps: number;
  /** the median of the rounds' p99, ms */
  p99: number;
  /** the worst round's p99, ms */
  p99Worst: number;
  failed: number;
  /** the servers' CPU per answer, µs (null without /proc) */
  cpuUs: number | null;
}

/** the process whose CPU is read (the servers' child), set in main */
let serversPid: number | undefined;
/** CPU ms (user + system) of a process so far, from /proc (clock ticks of 10 ms); undefined without /proc */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function run(t: Target, seconds: number, measured = true) {
  const before = cpuMsOf(serversPid);
  const result = t.wrk ? await wrk(t.url, t.headers, connections, seconds) : await autocannon({ url: t.url, connections, duration: seconds, headers: t.headers });
  const after = cpuMsOf(serversPid);
  if (measured && before !== undefined && after !== undefined) t.cpuMs = (t.cpuMs ?? 0) + after - before;
  return result;
}

const rpsOf = (r: LoadResult) => r.requests.total / r.duration;

/**
 * req/s over all rounds (total requests / total time); p99 the median of the rounds' (a burst of
 * other load in one round sets that round's p99 alone), and the worst round's.
 */
function summarise(t: Target): Row {
  const requests = t.runs.reduce((n, r) => n + r.requests.total, 0);
  const seconds = t.runs.reduce((n, r) => n + r.duration, 0);
  return {
    name: t.name,
    rps: requests / seconds,
    p99: median(t.runs.map((r) => r.latency.p99)),
    p99Worst: Math.max(...t.runs.map((r) => r.latency.p99)),
    failed: t.runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
    cpuUs: t.cpuMs === undefined ? null : (t.cpuMs * 1000) / requests,
  };
}

const pad = (s: string, n: number) => s.padEnd(n);
const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/**
 * The targets warm up, then alternate; prints their rows and the API's ratio to the peer (and to
 * the context target, when there is one: a figure to read the ratio by, not a goal).
 */
async function pair(api: Target, peer: Target, goal: { ratio: number; p99?: number }, context?: Target): Promise<number> {
  const targets = context ? [api, peer, context] : [api, peer];
  for (const t of targets) await run(t, warmupS, false); // warm-up: JIT, pools, caches
  for (let i = 0; i < rounds; i++) {
    for (const t of targets) t.runs.push(await run(t, Math.max(1, Math.round(duration / rounds))));
  }
  const [a, p, c] = targets.map(summarise);
  for (const r of [a, p, c]) if (r) console.log(`${pad(r.name, 60)} ${pad(r.rps.toFixed(0), 9)} ${pad(String(r.p99), 8)} ${pad(String(r.failed), 7)} ${r.cpuUs === null ? '' : r.cpuUs.toFixed(0)}`);
  const p99Goal = goal.p99 === undefined ? '' : `; p99 ${a.p99} ms, median of the rounds (goal < ${goal.p99}; worst round ${a.p99Worst})`;
  const byRound = roundRatios(api.runs.map(rpsOf), peer.runs.map(rpsOf))!;
  console.log(`  ratio API / peer of the req/s: ${formatRatios(byRound)} (goal >= ${goal.ratio.toFixed(2)}); all rounds' requests ${(a.rps / p.rps).toFixed(3)}; p99 x${(a.p99 / Math.max(p.p99, 1)).toFixed(1)}${p99Goal}   [load average ${loadavg()}]`);
  if (a.cpuUs !== null && p.cpuUs !== null) console.log(`  server CPU per answer: API ${a.cpuUs.toFixed(0)} µs, peer ${p.cpuUs.toFixed(0)} µs (API / peer ${(a.cpuUs / p.cpuUs).toFixed(2)}; the load generator's share is the same for both)`);
  if (c) console.log(`  context: API / "${c.name}" ${(a.rps / c.rps).toFixed(3)}; that route / peer ${(c.rps / p.rps).toFixed(3)}`);
  return a.failed;
}

async function main(): Promise<void> {
  const db = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
  console.log(`${os.cpus().length} CPUs, load average ${loadavg()}; database ${db}; ${duration} s per target in ${rounds} alternating rounds (after ${warmupS} s warm-up each), loopback`);
  let failed = 0;

  if (only.has('public') || only.has('auth')) {
    // the servers run in their own process so the load generator does not share their event loop
    const nodeArgs = process.env['BENCH_API_NODE_ARGS']?.split(' ').filter(Boolean) ?? [];
    const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, path.join(__dirname, 'servers.ts')], {
      cwd: path.resolve(__dirname, '../..'),
      env: { UV_THREADPOOL_SIZE: String(Math.max(2, os.availableParallelism())), ...process.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stop = () => child.kill('SIGTERM');
    process.on('exit', stop);
    // the API's own log lines (info: start-up only) are read and dropped
    const ready = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => line.startsWith('{"bench":"ready"') && resolve(line));
      child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
    });
    const ports = JSON.parse(ready) as { api: number; bare: number; echo: number; peer: number; cookie: string };
    // BENCH_PUBLIC_LOADGEN=wrk|autocannon: autocannon's JavaScript parser filled its core before the
    // servers did (wrk.ts). The authenticated read (~7k req/s, a quarter of a core of autocannon)
    // keeps autocannon, whose p99 the earlier figures and the goal were measured with.
    const wrkPublic = only.has('public') && loadgenOf('BENCH_PUBLIC_LOADGEN', 'the public read') === 'wrk';
    console.log(`reads: ${connections} connections; public read loaded by ${wrkPublic ? 'wrk (one thread)' : 'autocannon'}, authenticated read by autocannon`);
    serversPid = child.pid;
    console.log(`${pad('target', 60)} ${pad('req/s', 9)} ${pad('p99 ms', 8)} ${pad('failed', 7)} server CPU µs/answer`);

    if (only.has('public')) {
      // a first visit (no cookies) as a script or a CDN sends it: the answer comes from the public-read cache
      failed += await pair(
        { name: `GET /api/guest/banners (full API, ${db})`, url: `http://127.0.0.1:${ports.api}/api/guest/banners`, headers: { [CLIENT_HEADER]: 'bench', host: API_HOST }, runs: [], wrk: wrkPublic },
        { name: 'GET / (bare Fastify hello-world)', url: `http://127.0.0.1:${ports.bare}/`, headers: {}, runs: [], wrk: wrkPublic },
        { ratio: 0.85 },
        { name: "bare Fastify sending the API's answer (headers, body)", url: `http://127.0.0.1:${ports.echo}/api/guest/banners`, headers: { [CLIENT_HEADER]: 'bench', host: API_HOST }, runs: [], wrk: wrkPublic },
      );
    }
    if (only.has('auth')) {
      // what the brand site's page sends: its session and XSRF cookies, the client header, CORS origin, Sec-Fetch-Site
      const headers = { [CLIENT_HEADER]: 'bench', host: API_HOST, cookie: ports.cookie, origin: 'http://luv.localhost:4200', 'sec-fetch-site': 'same-site' };
      failed += await pair(
        { name: `GET /api/my/profile (full API, ${db})`, url: `http://127.0.0.1:${ports.api}/api/my/profile`, headers, runs: [] },
        { name: `GET /api/my/profile (bare Fastify: HS256 + 1 query, ${db})`, url: `http://127.0.0.1:${ports.peer}/api/my/profile`, headers, runs: [] },
        { ratio: 0.7, p99: 50 },
      );
    }
    stop();
    await new Promise((resolve) => child.once('exit', resolve));
  }

  if (only.has('signin')) {
    const loadgen = loadgenOf('BENCH_SIGNIN_LOADGEN', 'the sign-in load');
    console.log(`sign-in: ${signinConnections} concurrent (${loadgen}), ${duration} s of raw Argon2id and ${duration} s of sign-in in ${rounds} alternating rounds after ${warmupS} s of sign-in warm-up, sign-in limits ${signinLimits ? 'on (a member per connection)' : 'off'}   [load average ${loadavg()}]`);
    for (const threads of poolSizes.length ? poolSizes : [undefined]) {
      const f = await runSignin({ seconds: duration, concurrency: signinConnections, threads, loadgen });
      printSignin(f, db);
      failed += f.failed;
    }
  }

  if (failed > 0) {
    console.error('the API answered non-2xx or failed requests: the figures above are not valid');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
