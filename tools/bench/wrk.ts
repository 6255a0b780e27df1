// wrk (Debian's package), the load generator of bench:api's public read: written in C, it spends a few µs
// per answer whatever the answer holds, so the figures are the servers'. autocannon parses each
// answer in JavaScript (http-parser-js, a regular expression per header line, the body decoded as
// UTF-8): at 100 connections it filled a core at ~33 µs per public read against ~22 µs per
// hello-world, and so capped the API's ratio near 0.7 whatever the API did (tools/bench/README.md).
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { aptInstall } from '../apt.mjs';

const run = promisify(execFile);

/** What bench:api reads of a run, in autocannon's shape (`requests.total`, `duration` in s, `latency.p99` in ms). */
export interface LoadResult {
  requests: { total: number };
  duration: number;
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const has = () => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

/** wrk is on the PATH, or installed now with apt-get (tools/apt.mjs); false when it cannot be. */
export function ensureWrk(): boolean {
  if (!has()) aptInstall(['wrk'], 'bench:api');
  return has();
}

/** `1.23ms`, `850.00us`, `1.02s`, `2.00m` -> ms */
function ms(value: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!m) throw new Error(`wrk: unreadable time ${value}`);
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
}

/** Reads wrk's report (with --latency). */
export function parseWrk(out: string): LoadResult {
  const total = /(\d+) requests in ([\d.]+\w+),/.exec(out);
  const p99 = /^\s*99%\s+(\S+)$/m.exec(out);
  if (!total || !p99) throw new Error(`wrk: unreadable report\n${out}`);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requests: { total: Number(total[1]) },
    duration: ms(total[2]!) / 1000,
    latency: { p99: Math.round(ms(p99[1]!)) },
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: errors ? Number(errors[1]) + Number(errors[2]) + Number(errors[3]) : 0,
    timeouts: errors ? Number(errors[4]) : 0,
  };
}

/** `connections` keep-alive connections on one wrk thread for `seconds`, the given request headers on each request. */
export async function wrk(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  // wrk sends its own `Host` unless given one spelt so (a `host` would be a second Host header)
  const given = Object.entries(headers).map(([name, value]) => `${name.toLowerCase() === 'host' ? 'Host' : name}: ${value}`);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...given.flatMap((header) => ['-H', header]), url];
  const { stdout } = await run('wrk', args, { maxBuffer: 1 << 20 });
  return parseWrk(stdout);
}
