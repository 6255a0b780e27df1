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

const duration = Number(process.env['BENCH_DURATION_S'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);

function ask<T>(child: ChildProcess, message: object, answer: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== answer) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    if (Object.keys(message).length) child.send(message);
  });
}

async function main(): Promise<void> {
  // the server runs in its own process so the load generator does not share its event loop
  const child = fork(path.join(__dirname, 'signin-server.ts'), [], {
    cwd: path.resolve(__dirname, '../..'),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  const { port } = await ask<{ port: number }>(child, {}, 'ready');

  const threads = process.env['UV_THREADPOOL_SIZE'] ?? '4 (default)';
  console.log(`Argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}; ${os.cpus().length} CPUs, libuv pool ${threads}`);
  console.log(`${connections} concurrent, ${duration} s each, loopback, sign-in limits off`);

  const argon = await ask<{ perSecond: number }>(child, { type: 'argon', seconds: duration, concurrency: connections }, 'argon');

  const body = JSON.stringify({ loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password, device: 'PCWEB' });
  const headers = {
    [CLIENT_HEADER]: 'bench',
    host: `api.luv.localhost:${ports.api}`,
    'content-type': 'application/json',
    cookie: `${XSRF_COOKIE}=bench`,
    [XSRF_HEADER]: 'bench',
  };
  const url = `http://127.0.0.1:${port}/v2/api/auth/signin`;
  await autocannon({ url, method: 'POST', body, headers, connections, duration: 2 }); // warm-up
  await ask(child, { type: 'lag-start' }, 'lag-started');
  const result = await autocannon({ url, method: 'POST', body, headers, connections, duration });
  const lag = await ask<{ p50: number; p99: number; max: number }>(child, { type: 'lag-stop' }, 'lag');
  stop();

  const signInRps = result.requests.total / result.duration;
  const pad = (s: string, n: number) => s.padEnd(n);
  const db = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
  console.log(`${pad('measure', 46)} value`);
  console.log(`${pad('raw Argon2id verifies/s (API process, idle)', 46)} ${argon.perSecond.toFixed(1)}`);
  console.log(`${pad(`POST /v2/api/auth/signin req/s (${db})`, 46)} ${signInRps.toFixed(1)}  (p99 ${result.latency.p99} ms, non-2xx ${result.non2xx + result.errors + result.timeouts})`);
  console.log(`${pad('sign-in / raw Argon2id', 46)} ${(signInRps / argon.perSecond).toFixed(3)}`);
  console.log(`${pad('event-loop delay during sign-in load (ms)', 46)} p50 ${lag.p50.toFixed(1)}, p99 ${lag.p99.toFixed(1)}, max ${lag.max.toFixed(1)}`);
  if (result.non2xx + result.errors + result.timeouts > 0) {
    console.error('the API answered non-2xx or failed requests: the figures above are not valid');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
