// What `npm run bench:web` (web.mjs) and `npm run bench:web-tasks` (web-tasks.mjs) share: the
// workspace root, their command-line options and the child process of web-servers.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

/** `--name value` of this process's arguments, else `fallback`. */
export function option(name, fallback) {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
}

/** Starts tools/bench/web-servers.ts and resolves with it and its ports once it is listening. */
export function startServers() {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['tools/bench/web-servers.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  return new Promise((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (d) => {
      buf += d;
      for (const line of buf.split('\n')) {
        if (line.startsWith('{"ready"')) resolve({ child, ports: JSON.parse(line) });
      }
    });
    child.on('exit', (code) => reject(new Error(`web-servers exited (${code})`)));
  });
}
