// wrk (Debian's package), the load generator of bench:api's public read and of the sign-in load: written in C, it spends a few µs
// per answer whatever the answer holds, so the figures are the servers'. autocannon parses each
// answer in JavaScript (http-parser-js, a regular expression per header line, the body decoded as
// UTF-8): at 100 connections it filled a core at ~33 µs per public read against ~22 µs per
// hello-world, and so capped the API's ratio near 0.7 whatever the API did (tools/bench/README.md).
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureDebian } from '../apt.mjs';

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

export type Loadgen = 'wrk' | 'autocannon';
/**
 * The load generator the environment `variable` asks for: wrk unless it says `autocannon`; when wrk
 * is missing and cannot be installed, autocannon, and the run says so (`what` is loaded by it).
 */
export function loadgenOf(variable: string, what: string): Loadgen {
  if (process.env[variable] === 'autocannon') return 'autocannon';
  if (!ensureDebian(['wrk'], 'bench').length) return 'wrk'; // installed now with apt-get when missing
  console.log(`wrk is missing and cannot be installed here (apt-get install -y wrk): ${what} runs with autocannon, whose own CPU bounds the figures`);
  return 'autocannon';
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

/** What wrk sends besides a GET: the method, and the bodies it sends in turn (one: the same on every request). */
export interface WrkRequest {
  method: string;
  bodies: readonly string[];
}

/** A Lua string literal of `text`'s UTF-8 bytes (printable ASCII as is, every other byte as a 3-digit escape). */
function luaString(text: string): string {
  const bytes = [...Buffer.from(text, 'utf8')];
  return `"${bytes.map((b) => (b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c ? String.fromCharCode(b) : `\\${String(b).padStart(3, '0')}`)).join('')}"`;
}

/** The wrk script that sends `request` (wrk adds Content-Length; the -H headers go on every request). */
export function wrkScript(request: WrkRequest): string {
  const lines = [`wrk.method = ${luaString(request.method)}`];
  if (request.bodies.length === 1) lines.push(`wrk.body = ${luaString(request.bodies[0]!)}`);
  else {
    lines.push(`local bodies = { ${request.bodies.map(luaString).join(', ')} }`, 'local i = 0');
    lines.push('request = function()', '  i = i % #bodies + 1', '  return wrk.format(nil, nil, nil, bodies[i])', 'end');
  }
  return `${lines.join('\n')}\n`;
}

const ticksPerS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
/** CPU ms of this process's children that have ended (Linux /proc; 0 elsewhere). */
function endedChildrenCpuMs(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // after the state (field 3): cutime and cstime are fields 16 and 17
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / ticksPerS;
  } catch {
    return 0;
  }
}

/**
 * `connections` keep-alive connections on one wrk thread for `seconds`, the given request headers
 * on each request; a GET unless `request` says otherwise. `cpuMs`: the CPU wrk spent.
 */
export async function wrk(url: string, headers: Record<string, string>, connections: number, seconds: number, request?: WrkRequest): Promise<LoadResult & { cpuMs: number }> {
  // wrk sends its own `Host` unless given one spelt so (a `host` would be a second Host header)
  const given = Object.entries(headers).map(([name, value]) => `${name.toLowerCase() === 'host' ? 'Host' : name}: ${value}`);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...given.flatMap((header) => ['-H', header]), url];
  const dir = request ? mkdtempSync(path.join(os.tmpdir(), 'luvcast-wrk-')) : undefined;
  if (dir) {
    writeFileSync(path.join(dir, 'request.lua'), wrkScript(request!));
    args.unshift('-s', path.join(dir, 'request.lua'));
  }
  try {
    const before = endedChildrenCpuMs();
    const { stdout } = await run('wrk', args, { maxBuffer: 1 << 20 });
    return { ...parseWrk(stdout), cpuMs: endedChildrenCpuMs() - before };
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
