// The one installer of the Debian packages the project's own scripts need when they are missing:
// npm test (chromium and fonts for the e2e suite; ffmpeg and redis-server for the API suites), the
// cluster (nginx and its modules, redis-server, postgresql, ffmpeg), bench:api (wrk), bench:live
// (ffmpeg). Each caller checks what it needs its own way and names the packages that are missing.
// Plain JavaScript (types in apt.d.mts), so the .mjs scripts and the tsx ones share it.
import { spawnSync } from 'node:child_process';

/** Whether `name` is a command on the PATH. */
export function hasCommand(name) {
  return spawnSync('sh', ['-c', 'command -v "$1"', 'sh', name], { stdio: 'ignore' }).status === 0;
}

/**
 * Installs `packages` with apt-get, as root or with passwordless sudo: `install` first, and when that
 * fails (a fresh machine's package lists are empty) `update` and `install` once more. Prints what it
 * runs, prefixed with `[label]`. True when apt-get succeeded (or there was nothing to install); false
 * when it failed or cannot run here (then it prints the command to run).
 */
export function aptInstall(packages, label = 'apt') {
  if (!packages.length) return true;
  const root = process.getuid?.() === 0;
  const sudo = !root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (!root && !sudo) {
    console.error(`[${label}] missing Debian packages; as root: ${command}`);
    return false;
  }
  console.log(`[${label}] ${command}`);
  const apt = (args) =>
    root
      ? spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0
      : spawnSync('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], { stdio: 'inherit' }).status === 0;
  const install = () => apt(['install', '-y', '-qq', ...packages]);
  if (install() || (apt(['update', '-qq']) && install())) return true;
  console.error(`[${label}] apt-get could not install: ${packages.join(' ')}`);
  return false;
}
