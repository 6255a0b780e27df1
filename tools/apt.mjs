// The one installer of the Debian packages the project's own scripts need when they are missing:
// npm test (chromium and fonts for the e2e suite; ffmpeg and redis-server for the API suites), the
// cluster (nginx and its modules, redis-server, postgresql, ffmpeg), bench:api (wrk), bench:live
// (ffmpeg), and `.ci/run` before anything else (`node tools/apt.mjs <package ...>`). Callers name the
// packages they need (`ensureDebian`); `INSTALLED` tells how to see each one is there. Plain
// JavaScript (types in apt.d.mts), so the .mjs scripts and the tsx ones share it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { NGINX_MODULES } from './cluster/nginx-config.mjs';

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

/** How to tell each Debian package the scripts install is there. */
export const INSTALLED = {
  chromium: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  'fonts-noto-cjk': () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  'fonts-noto-color-emoji': () => existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'),
  ffmpeg: () => hasCommand('ffmpeg'),
  'redis-server': () => hasCommand('redis-server'),
  postgresql: () => existsSync('/usr/lib/postgresql/15/bin/initdb'),
  nginx: () => existsSync('/usr/sbin/nginx'),
  'libnginx-mod-http-brotli-static': () => existsSync(`${NGINX_MODULES}/ngx_http_brotli_static_module.so`),
  'libnginx-mod-stream': () => existsSync(`${NGINX_MODULES}/ngx_stream_module.so`),
  wrk: () => hasCommand('wrk'),
};

/** Installs those of `packages` (names in INSTALLED) that are missing; the ones still missing after (none: all there). */
export function ensureDebian(packages, label = 'apt') {
  const unknown = packages.filter((name) => !INSTALLED[name]);
  if (unknown.length) throw new Error(`tools/apt.mjs has no presence check for ${unknown.join(', ')} (add it to INSTALLED)`);
  const missing = () => packages.filter((name) => !INSTALLED[name]());
  if (missing().length) aptInstall(missing(), label);
  return missing();
}

// node tools/apt.mjs <package ...>: installs those missing; exits 1 naming any still missing
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const missing = ensureDebian(process.argv.slice(2), 'apt');
  if (missing.length) console.error(`[apt] still missing: ${missing.join(' ')}`);
  process.exit(missing.length ? 1 : 0);
}
