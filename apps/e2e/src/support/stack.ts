// Where the stack under test listens. Two modes (docs/adr/0009-parallel-e2e.md):
//   shared (default)      one stack for every worker (`tools/start.mjs` started by Playwright's
//                         webServer on the port table of tools/federation/ports.cjs); tests make
//                         their own data, and tests that flip platform-wide state are tagged
//                         @global-state and run alone in the `global-state` project
//   E2E_STACK=per-worker  each worker starts its own API + chat + web server (+ local OAuth
//                         provider) with its own PGlite folder on its own ports (fixtures.ts);
//                         the remotes' static builds stay shared
// Each worker also owns a block of spare ports for specs that start servers of their own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Brand = 'luv' | 'lex' | 'bell';

/** tools/federation/ports.cjs, the port table shared with the start script and the web server */
export const ports: { api: number; chat: number; web: number; oauth: number; pg: number; remotes: Record<string, { port: number }> } = createRequire(__filename)(
  '../../../../tools/federation/ports.cjs',
);

export const repoRoot = path.resolve(__dirname, '../../../..');
export const stackMode: 'shared' | 'per-worker' = process.env.E2E_STACK === 'per-worker' ? 'per-worker' : 'shared';

/** Playwright's worker index (unique per worker process, restarts included); 0 outside a worker. */
export const workerIndex = Number(process.env.TEST_WORKER_INDEX ?? 0);
/** This worker's block of 20 ports from 5000 (below the ephemeral range, clear of the port table). */
const blockBase = 5000 + 20 * (workerIndex % 100);

/** The stack this worker talks to. */
export const stack = {
  mode: stackMode,
  api: stackMode === 'per-worker' ? blockBase : ports.api,
  chat: stackMode === 'per-worker' ? blockBase + 1 : ports.chat,
  web: stackMode === 'per-worker' ? blockBase + 2 : ports.web,
  oauth: stackMode === 'per-worker' ? blockBase + 3 : ports.oauth,
  /** the sandbox payment gateway */
  pg: stackMode === 'per-worker' ? blockBase + 4 : ports.pg,
  /** where a per-worker stack keeps its database */
  pgliteDir: stackMode === 'per-worker' ? `tmp/e2e/worker-${workerIndex}/pglite` : 'tmp/e2e/pglite',
};

/** A spare port of this worker (0-9) for a spec's own servers: never shared with another worker. */
export const privatePort = (n: number) => {
  if (n < 0 || n > 9) throw new Error(`privatePort(${n}): 0-9`);
  return blockBase + 10 + n;
};

/** The API from Node (Node does not resolve *.localhost; the default brand is luv). */
export const apiOrigin = () => `http://127.0.0.1:${stack.api}`;

/** A page URL on a brand host (Chromium resolves *.localhost to loopback by itself). */
export function brandUrl(brand: Brand | null, pathname = '/'): string {
  const host = brand ? `${brand}.localhost` : 'localhost';
  return `http://${host}:${stack.web}${pathname}`;
}

/** A URL on a brand's API host, for the browser (`api.<brand>.localhost`). */
export const brandApiUrl = (brand: Brand, pathname: string) => `http://api.${brand}.localhost:${stack.api}${pathname}`;

/** The environment a stack's processes get in the tests (every visitor is 127.0.0.1). */
export const stackEnv = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  // the per-IP SMS cap (20 an hour by default) would count the whole suite as one visitor; the
  // per-number lock and daily cap stay as in production (fresh numbers per test)
  SMS_IP_CAP: '1000',
  // the captcha's proof of work (100000 by default) is solved by the browser's Verify dialog: the
  // flow is the same with an easier puzzle, which two browsers on a busy 2-core machine still solve
  // well inside the tests' timeouts (at 100000 four phone steps timed out at 45 s, ADR 0009)
  CAPTCHA_MAX_NUMBER: '5000',
};

/** Starts a project server script with tsx as its own process; resolves when `readyUrl` answers. */
export async function startProcess(argv: string[], env: Record<string, string>, readyUrl: string, timeoutMs = 90_000): Promise<ChildProcess> {
  return startCommand(path.join(repoRoot, 'node_modules/.bin/tsx'), argv, env, [readyUrl], timeoutMs);
}

/** Starts any command from the repository root; resolves when every `readyUrls` answers 2xx. */
export async function startCommand(cmd: string, argv: string[], env: Record<string, string>, readyUrls: string[], timeoutMs = 90_000): Promise<ChildProcess> {
  // its own process group: tsx runs the script in a child process, and stopProcess must reach it too
  const child = spawn(cmd, argv, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  try {
    await waitForUrls(readyUrls, timeoutMs, () => {
      if (child.exitCode !== null) throw new Error(`${[cmd, ...argv].join(' ')} exited with ${child.exitCode}`);
    });
    return child;
  } catch (error) {
    signalGroup(child, 'SIGKILL');
    throw error;
  }
}

/** Resolves when every URL answers 2xx (in order); `check` runs between tries and may throw. */
export async function waitForUrls(urls: string[], timeoutMs: number, check: () => void = () => undefined): Promise<void> {
  const until = Date.now() + timeoutMs;
  const pending = [...urls];
  while (pending.length && Date.now() < until) {
    check();
    try {
      if ((await fetch(pending[0], { headers: { 'X-Luvcast-Client': 'web' } })).ok) {
        pending.shift();
        continue;
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (pending.length) throw new Error(`${pending[0]} did not answer within ${timeoutMs} ms`);
}

/** A signal to the process and everything it started (its process group). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    /* the group is gone */
  }
}

/**
 * Stops a process started by startProcess/startCommand and everything it started: SIGTERM to the
 * group, up to 20 s to exit, then SIGKILL to whatever is left (a server that outlived its tsx
 * parent would keep its port, and a PGlite folder, from the next start).
 */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    signalGroup(child, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  }
  signalGroup(child, 'SIGKILL');
}
