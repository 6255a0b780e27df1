// Child process of signin.ts: the full API (in-memory PGlite, or DATABASE_URL; migrated + seeded)
// with the sign-in abuse limits off, on a loopback ephemeral port. Over IPC it answers:
// `argon` -> raw Argon2id verifies done in the given seconds at the given concurrency (server idle) and the CPU they took, and
// `lag-start` / `lag-pause` / `lag-stop` -> the event-loop delay histogram of this process during the
// parent's rounds of load, and `cpu` -> the CPU time used so far by this process's main thread, by
// its other threads (libuv's pool, which hashes, and V8's helpers) and by the PostgreSQL backends
// serving this database (Linux /proc; none on PGlite, which runs on the main thread).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createHistogram } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { DEMO_ACCOUNTS } from '@luvcast/db';
import { hashPassword } from '@luvcast/server-auth';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { BENCH_SIGNIN_MEMBERS, benchMember } from './signin';

const LAG_INTERVAL_MS = 10;

type Message = { type: 'argon'; seconds: number; concurrency: number } | { type: 'lag-start'; reset: boolean } | { type: 'lag-pause' } | { type: 'lag-stop' } | { type: 'cpu' };

/** clock ticks per second of /proc's utime and stime */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();
/** CPU ms (user + system) of a /proc stat line: fields 14 and 15, counted after the command name's closing parenthesis */
function cpuMsOf(statPath: string): number {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0; // a thread or backend that just ended
  }
}

/** CPU ms used so far by this process's main thread and by its other threads (0 without /proc) */
function ownCpu(): { main: number; threads: number } {
  let main = 0;
  let threads = 0;
  let tids: string[] = [];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    // no /proc (not Linux): no CPU figures
  }
  for (const tid of tids) {
    const ms = cpuMsOf(`/proc/self/task/${tid}/stat`);
    if (Number(tid) === process.pid) main += ms;
    else threads += ms;
  }
  return { main, threads };
}

/** the demo member's password hashed once, with the sign-in parameters (verify costs what hash costs) */
let stored: Promise<string> | undefined;

/**
 * Raw Argon2id verifies for `seconds` at `concurrency`, and the CPU this process spent on them
 * (read around the loop alone: neither the first round's hash nor the IPC counts).
 */
async function argonVerifies(seconds: number, concurrency: number) {
  stored ??= hashPassword(DEMO_ACCOUNTS.member.password);
  const hashed = await stored;
  let done = 0;
  const worker = async (until: number) => {
    while (performance.now() < until) {
      await verify(hashed, DEMO_ACCOUNTS.member.password);
      done++;
    }
  };
  const before = ownCpu();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => worker(started + seconds * 1000)));
  const elapsed = (performance.now() - started) / 1000;
  const after = ownCpu();
  return { done, seconds: elapsed, main: after.main - before.main, threads: after.threads - before.threads };
}

const limitsOn = process.env['BENCH_SIGNIN_LIMITS'] === 'on';

async function main(): Promise<void> {
  const defaults = loadConfig({});
  const api = await buildApp({
    config: {
      pgliteDir: 'memory://',
      logLevel: 'silent',
      seedDemo: true,
      databaseUrl: process.env['DATABASE_URL'] || undefined,
      // BENCH_SIGNIN_LIMITS=on: the limits of production (each connection signs in as a member of
      // its own, whom the right password forgives every time); off (default): no limits, one member
      signIn: { ...defaults.signIn, limits: limitsOn },
    },
  });
  if (limitsOn) {
    const passwordHash = await hashPassword(DEMO_ACCOUNTS.member.password);
    for (let i = 0; i < BENCH_SIGNIN_MEMBERS; i++) {
      if (!(await api.members.findByLoginId(benchMember(i)))) await api.members.create({ loginId: benchMember(i), passwordHash, nickname: `벤치${i}` });
    }
  }
  await api.listen({ port: 0, host: '127.0.0.1' });
  // the event-loop delay: a timer every LAG_INTERVAL_MS records how late it fires, in µs (perf_hooks'
  // monitorEventLoopDelay counts its interval in each sample and a pause between rounds as one delay)
  let lag = createHistogram();
  let timer: NodeJS.Timeout | undefined;
  const watch = (expected: number) => {
    timer = setTimeout(() => {
      const now = performance.now();
      lag.record(Math.max(1, Math.round((now - expected) * 1000)));
      watch(now + LAG_INTERVAL_MS);
    }, LAG_INTERVAL_MS);
  };
  const postgresPids = async (): Promise<number[]> => {
    if (!process.env['DATABASE_URL']) return [];
    const result = (await api.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as { rows: { pid: number }[] };
    return result.rows.map((r) => Number(r.pid));
  };
  const cpu = async () => {
    // the backends come and go with the pool: the parent counts each one's growth between two readings
    const postgres = Object.fromEntries((await postgresPids()).map((pid) => [pid, cpuMsOf(`/proc/${pid}/stat`)]));
    return { ...ownCpu(), postgres };
  };
  process.on('message', async (m: Message) => {
    if (m.type === 'cpu') process.send!({ type: 'cpu', ...(await cpu()) });
    if (m.type === 'argon') process.send!({ type: 'argon', ...(await argonVerifies(m.seconds, m.concurrency)) });
    if (m.type === 'lag-start') {
      if (m.reset) lag = createHistogram();
      watch(performance.now() + LAG_INTERVAL_MS);
      process.send!({ type: 'lag-started' });
    }
    if (m.type === 'lag-pause' || m.type === 'lag-stop') clearTimeout(timer);
    if (m.type === 'lag-pause') process.send!({ type: 'lag-paused' });
    if (m.type === 'lag-stop') {
      process.send!({ type: 'lag', p50: lag.percentile(50) / 1e3, p99: lag.percentile(99) / 1e3, max: lag.max / 1e3 });
    }
  });
  process.send!({ type: 'ready', port: (api.server.address() as { port: number }).port, threads: process.env['UV_THREADPOOL_SIZE'] ?? '4 (libuv default)' });
  process.on('SIGTERM', async () => {
    await api.close();
    process.exit(0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
