// npm run bench:api — req/s and p99 of GET /api/guest/banners through the full API plugin stack
// (PGlite, seeded) against a bare Fastify hello-world measured in the same run, and their ratio.
// A benchmark, not a test. BENCH_DURATION_S (default 10) and BENCH_CONNECTIONS (default 10).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { CLIENT_HEADER, ports as portTable } from '@luvcast/contracts';

const duration = Number(process.env['BENCH_DURATION_S'] ?? 10);
/** targets alternate in rounds of duration/rounds seconds, so background load hits both alike */
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 2);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);

interface Row {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  runs: autocannon.Result[];
}

const run = (t: Target, seconds: number) => autocannon({ url: t.url, connections, duration: seconds, headers: t.headers });

/** req/s over all rounds (total requests / total time); p99 = the worst round's p99. */
function summarise(t: Target): Row {
  const requests = t.runs.reduce((n, r) => n + r.requests.total, 0);
  const seconds = t.runs.reduce((n, r) => n + r.duration, 0);
  return {
    name: t.name,
    rps: requests / seconds,
    p99: Math.max(...t.runs.map((r) => r.latency.p99)),
    non2xx: t.runs.reduce((n, r) => n + r.non2xx, 0),
    errors: t.runs.reduce((n, r) => n + r.errors + r.timeouts, 0),
  };
}

async function main(): Promise<void> {
  // the servers run in their own process so the load generator does not share their event loop
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'servers.ts')], {
    cwd: path.resolve(__dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const ports = JSON.parse(first) as { api: number; bare: number };

  console.log(`autocannon: ${connections} connections, ${duration} s per target in ${rounds} alternating rounds (after 2 s warm-up each), loopback`);
  const dbName = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
  const targets: Target[] = [
    {
      name: `GET /api/guest/banners (full API, ${dbName})`,
      url: `http://127.0.0.1:${ports.api}/api/guest/banners`,
      headers: { [CLIENT_HEADER]: 'bench', host: `api.luv.localhost:${portTable.api}` },
      runs: [],
    },
    { name: 'GET / (bare Fastify hello-world)', url: `http://127.0.0.1:${ports.bare}/`, headers: {}, runs: [] },
  ];
  for (const t of targets) await run(t, 2); // warm-up: JIT, pools
  for (let i = 0; i < rounds; i++) {
    for (const t of targets) t.runs.push(await run(t, Math.max(1, Math.round(duration / rounds))));
  }
  stop();
  const [api, bare] = targets.map(summarise);

  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`${pad('target', 44)} ${pad('req/s', 10)} ${pad('p99 ms', 8)} non-2xx`);
  for (const r of [api, bare]) {
    console.log(`${pad(r.name, 44)} ${pad(r.rps.toFixed(0), 10)} ${pad(String(r.p99), 8)} ${r.non2xx + r.errors}`);
  }
  console.log(`ratio full API / bare: ${(api.rps / bare.rps).toFixed(3)} of the throughput, p99 x${(api.p99 / Math.max(bare.p99, 1)).toFixed(1)}`);
  if (api.non2xx + api.errors > 0) {
    console.error('the API answered non-2xx or failed requests: the figures above are not valid');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
