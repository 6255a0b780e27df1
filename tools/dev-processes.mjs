// What the scripts that serve the workspace share (tools/start.mjs, tools/cluster, tools/test.mjs,
// tools/bench/web.mjs): the production build of the shell and the remotes, and waiting for a
// started process to answer.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npx` arguments of the web build (nx: cached after the first time): the shell and the remotes,
 * and the shell's server render bundle built from them (build-render, docs/adr/0025).
 */
export const WEB_BUILD_ARGS = ['nx', 'run-many', '-t', 'build', 'build-render', '--projects=shell,*-mfe', '--outputStyle=static'];

/** Builds the shell, the remotes and the render bundle into dist/apps, the output on this terminal; the exit status (0: built). */
export function buildWebApps() {
  const r = spawnSync('npx', WEB_BUILD_ARGS, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  return r.status ?? 1;
}

/** Polls a URL until it answers 2xx (false after timeoutMs, or as soon as giveUp() says so). */
export async function waitFor(url, timeoutMs = 60_000, giveUp = () => false) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !giveUp()) {
    try {
      const r = await fetch(url);
      if (r.ok) return true;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  return false;
}
