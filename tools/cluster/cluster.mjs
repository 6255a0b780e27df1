// The production topology on one machine, with the real servers (docs/adr/0018-cluster.md):
//   nginx (Debian) ── brand hosts -> web server (first render) + remotes' files (gzip_static/brotli_static)
//                 ── api.<brand host> -> 2 API instances (least_conn, retry of idempotent requests)
//                 ── api.<brand host>/socket.io/ -> 2 chat instances (websocket upgrade, Redis streams adapter)
//                 ── media.localhost -> the ingest's media server (HLS, HTTP-FLV, VOD)
//                 ── 127.0.0.1:<internal> -> the 2 API instances (server-to-server: web server, ingest)
//   PostgreSQL 15 (a private cluster in a temporary directory), Redis 7, the RTMP ingest.
// startCluster() is used by `npm run start:cluster` (start.mjs), the cluster e2e (e2e.mjs) and
// `npm run bench:cluster` (tools/bench/cluster.mjs). Every process is a child of this one; stop()
// ends them in order (the ingest and the web server, which call the API through nginx; then nginx
// stops taking requests while the API and chat instances drain; then Redis and PostgreSQL).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { startPrivatePostgres } from '../bench/private-postgres.mjs';
import { ensureDebian } from '../apt.mjs';
import { waitFor } from '../dev-processes.mjs';
import { nginxConfig, streamModule } from './nginx-config.mjs';

export { nginxConfig, streamModule };

const require = createRequire(import.meta.url);
const ports = require('../federation/ports.cjs');
export const root = fileURLToPath(new URL('../..', import.meta.url));
/** the brands' dev host names (libs/brand-config): each site host and its api. host */
export const BRAND_HOSTS = ['luv.localhost', 'lex.localhost', 'bell.localhost'];

/** The Debian packages the cluster needs (tools/apt.mjs), and those whose absence only degrades it. */
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-stream', 'redis-server', 'postgresql', 'ffmpeg'];
// without brotli gzip_static still serves the pre-compressed files; without the stream module
// encoders reach the ingest directly instead of through nginx's public RTMP port
const OPTIONAL = new Set(['libnginx-mod-http-brotli-static', 'libnginx-mod-stream']);

/** Installs the Debian packages the cluster needs when one is missing; throws when a required one still is. */
export function ensurePackages() {
  const required = ensureDebian(PACKAGES, 'cluster').filter((name) => !OPTIONAL.has(name));
  if (required.length) throw new Error(`missing Debian packages: apt-get install -y ${required.join(' ')}`);
}

/**
 * Starts the whole cluster. Options: port (nginx's public port; default a free one), rtmpPort (the
 * RTMP port encoders are given; default a free one: start.mjs passes 1935 when it is free), apis / chats
 * (instances, default 2 each), log (line printer), quiet (drop the apps' log lines), jobs, signal
 * (an AbortSignal: aborting it during start-up stops whatever was started and rejects; after
 * start-up it is stop()).
 * Resolves with { urls, ports, db, names, kill(name, signal), restart(name), restartInstance(name),
 * route(apis, chats), stop() }.
 */
export async function startCluster(options = {}) {
  const log = options.log ?? ((l) => console.log(l));
  const apis = options.apis ?? 2;
  const chats = options.chats ?? 2;
  if (options.signal?.aborted) throw new Error('the cluster was stopped during start-up');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'luvcast-cluster-'));
  const prefix = path.join(tmp, 'nginx');
  mkdirSync(prefix);
  const children = new Map(); // name -> { child, spec }
  let stopping = false;
  let stopped; // the promise of the one stop
  let cleanupsDone = false;
  const cleanups = [];
  // a cleanup registered after stop() ran them (a server that came up while stopping) runs at once
  const addCleanup = (fn) => (cleanupsDone ? fn() : cleanups.push(fn));
  const stoppedDuringStartUp = () => new Error('the cluster was stopped during start-up');
  options.signal?.addEventListener('abort', () => void stop(), { once: true });

  // every step of stop() is safe with only part of the cluster started (an interrupted start-up)
  const stop = () => (stopped ??= stopAll());
  const stopAll = async () => {
    stopping = true;
    const wait = (name, ms) =>
      new Promise((resolve) => {
        const e = children.get(name);
        if (!e || e.exited || e.child.exitCode !== null || e.child.signalCode !== null) return resolve(true);
        const t = setTimeout(() => resolve(false), ms);
        e.child.once('exit', () => {
          clearTimeout(t);
          resolve(true);
        });
      });
    const signal = (name, sig) => {
      const e = children.get(name);
      if (e && e.child.exitCode === null && e.child.signalCode === null) e.child.kill(sig);
    };
    /** signals each [name, signal] and waits up to `ms` for them to exit; SIGKILL for those that did not */
    const stopAndWait = async (list, ms) => {
      for (const [n, sig] of list) signal(n, sig);
      const names = list.map(([n]) => n);
      const ended = await Promise.all(names.map(async (n) => [n, await wait(n, ms)]));
      for (const [n, ok] of ended) if (!ok) {
        log(`[cluster] ${n} did not stop in ${ms / 1000} s: SIGKILL`);
        signal(n, 'SIGKILL');
      }
    };
    // 1. the processes that call the API through nginx: the ingest ends its lives (recordings,
    //    unpublish hooks through nginx's internal listener), the web server finishes its pages
    await stopAndWait(['ingest', 'web'].map((n) => [n, 'SIGTERM']), 30_000);
    // 2. nginx stops accepting and finishes what it proxies (SIGQUIT: graceful); the API and chat
    //    instances drain (readiness 503, in-flight requests answered, sockets told to reconnect)
    const apps = [...children.keys()].filter((n) => !['nginx', 'redis', 'ingest', 'web'].includes(n));
    await stopAndWait([['nginx', 'SIGQUIT'], ...apps.map((n) => [n, 'SIGTERM'])], 15_000);
    // 3. Redis and PostgreSQL last
    signal('redis', 'SIGTERM');
    await wait('redis', 5000);
    cleanupsDone = true;
    for (const c of cleanups.reverse()) {
      try {
        c();
      } catch (err) {
        log(`[cluster] cleanup: ${err.message}`);
      }
    }
    rmSync(tmp, { recursive: true, force: true });
  };

  const stream = streamModule();
  // distinct free ports, all held open at once while they are picked (one at a time, the kernel may hand out a port twice)
  const free = await freePorts(apis + chats + 8);
  const port = options.port ?? free.pop();
  const p = {
    nginx: port,
    internal: free.pop(),
    apis: free.splice(0, apis),
    chats: free.splice(0, chats),
    redis: free.pop(),
    web: free.pop(),
    // the RTMP port encoders use: nginx's (stream module) in front of the ingest's, else the ingest's own
    rtmp: options.rtmpPort ?? free.pop(),
    media: free.pop(),
  };
  p.ingestRtmp = stream ? free.pop() : p.rtmp;
  if (stopping) throw stoppedDuringStartUp();

  const pg = await startPrivatePostgres('luvcast-cluster-pg-');
  addCleanup(() => pg.stop());
  if (stopping) throw stoppedDuringStartUp();
  log(`[cluster] ${pg.note}`);

  const run = (name, cmd, argv, env = {}) => {
    if (stopping) throw stoppedDuringStartUp(); // nothing new once stop() has begun
    const spec = { name, cmd, argv, env };
    const child = spawn(cmd, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    // read whether shown or not (a full pipe would stall the process)
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (l) => {
        if (!options.quiet) log(`[${name}] ${l}`);
      });
    }
    child.on('exit', (code, signal) => {
      const entry = children.get(name);
      if (entry?.child === child) entry.exited = { code, signal };
      if (!stopping && !entry?.expectedExit) log(`[cluster] ${name} exited (${signal ?? code})`);
    });
    children.set(name, { child, spec, exited: null, expectedExit: false });
    return child;
  };
  // node with tsx as a loader: one process per service, so its pid is the server's (signals reach it directly)
  const node = (file) => [process.execPath, ['--import', 'tsx', file]];

  try {
    run('redis', 'redis-server', ['--bind', '127.0.0.1', '--port', String(p.redis), '--save', '', '--appendonly', 'no', '--dir', tmp, '--loglevel', 'warning']);
    const redisUrl = `redis://127.0.0.1:${p.redis}`;
    const secret = randomBytes(24).toString('hex');
    const jwtSecret = randomBytes(32).toString('hex');
    const common = { DATABASE_URL: pg.url, REDIS_URL: redisUrl, JWT_SECRET: jwtSecret, LOG_LEVEL: options.logLevel ?? 'warn', NODE_ENV: process.env.NODE_ENV ?? 'development' };
    const internal = `http://127.0.0.1:${p.internal}`;
    const apiEnv = (i) => ({
      ...common,
      API_PORT: String(p.apis[i]),
      INSTANCE_ID: `api-${i + 1}`,
      // sign-in hashing threads: one per core, at least 2 (tools/start.mjs, docs/adr/0019)
      UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? String(Math.max(2, os.availableParallelism())),
      TRUST_PROXY: 'loopback',
      DATABASE_POOL_SIZE: '10',
      INGEST_HOOK_SECRET: secret,
      MEDIA_PUBLIC_URL: `http://media.localhost:${port}`,
      RTMP_PUBLIC_URL: `rtmp://localhost:${p.rtmp}/live`,
      PAYMENT_PROVIDER: 'off',
      UPLOAD_DIR: path.join(tmp, 'uploads'),
      JOBS: options.jobs === false ? 'off' : 'on',
      SHUTDOWN_DRAIN_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '10000',
      ...options.apiEnv,
    });
    const chatEnv = (i) => ({ ...common, CHAT_PORT: String(p.chats[i]), CHAT_HOST: '127.0.0.1' });
    const specs = {};
    for (let i = 0; i < apis; i++) specs[`api-${i + 1}`] = { argv: node('apps/api/src/main.ts'), env: apiEnv(i), health: `http://127.0.0.1:${p.apis[i]}/health/ready` };
    for (let i = 0; i < chats; i++) specs[`chat-${i + 1}`] = { argv: node('apps/chat/src/main.ts'), env: chatEnv(i), health: `http://127.0.0.1:${p.chats[i]}/health/ready` };
    specs.ingest = {
      argv: node('apps/ingest/src/main.ts'),
      env: { INGEST_HOOK_SECRET: secret, API_INTERNAL_URL: internal, INGEST_RTMP_PORT: String(p.ingestRtmp), MEDIA_PORT: String(p.media), MEDIA_DIR: path.join(tmp, 'media'), LOG_LEVEL: 'warn' },
      health: `http://127.0.0.1:${p.media}/health/ready`,
    };
    const remotes = Object.fromEntries(Object.entries(ports.remotes).map(([name, r]) => [name, `http://{hostname}:${port}/_remotes/${r.project}/remoteEntry.js`]));
    specs.web = {
      argv: node('apps/web-server/src/main.ts'),
      env: {
        WEB_PORT: String(p.web),
        SERVE_REMOTES: 'none',
        REMOTES_MANIFEST: JSON.stringify(remotes),
        API_PUBLIC_PORT: String(port),
        CHAT_PUBLIC_PORT: String(port),
        API_INTERNAL_URL: internal,
        WEB_TRUST_PROXY: '1',
      },
      health: `http://127.0.0.1:${p.web}/health/ready`,
    };
    const startService = (name) => run(name, specs[name].argv[0], specs[name].argv[1], specs[name].env);

    // the first API instance migrates and seeds the empty database before the others start
    startService('api-1');
    if (!(await waitFor(specs['api-1'].health, 180_000, () => stopping || Boolean(children.get('api-1').exited)))) {
      throw stopping ? stoppedDuringStartUp() : new Error(`api-1 did not become ready at ${specs['api-1'].health}`);
    }
    const rest = Object.keys(specs).filter((n) => n !== 'api-1');
    for (const n of rest) startService(n);
    const confPath = path.join(prefix, 'nginx.conf');
    // what nginx routes to: the instances in its upstreams, and those marked `down` (out of rotation)
    const routed = { apis: p.apis, chats: p.chats, down: new Set() };
    const writeConf = () => {
      const local = (list) => list.map((x) => `127.0.0.1:${x}`);
      writeFileSync(
        confPath,
        nginxConfig({
          prefix,
          listen: port,
          sites: BRAND_HOSTS,
          mediaHost: 'media.localhost',
          internal: `127.0.0.1:${p.internal}`,
          api: local(routed.apis),
          chat: local(routed.chats),
          down: local([...routed.down]),
          web: local([p.web]),
          media: local([p.media]),
          distDir: path.join(root, 'dist/apps'),
          accessLog: options.accessLog,
          workers: options.nginxWorkers,
          rtmp: { listen: p.rtmp, ingest: local([p.ingestRtmp]) },
          // local dev cluster as root: the workers read the workspace files (servers use a service user)
          user: process.getuid?.() === 0 ? 'root' : undefined,
        }),
      );
      const test = spawnSync('nginx', ['-t', '-q', '-p', prefix, '-c', confPath], { encoding: 'utf8' });
      if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
    };
    /**
     * Writes the configuration, has nginx reload it (SIGHUP to the master) and resolves once it has
     * taken effect: new workers run and every old worker has exited (its requests in flight answered,
     * its keep-alive connections closed), so no request is routed by the old configuration any more.
     */
    const reloads = []; // { from, to } of each reload (ms since the epoch)
    const reload = async () => {
      writeConf();
      const master = children.get('nginx').child.pid;
      const old = new Set(nginxWorkers(master));
      const window = { from: Date.now(), to: null };
      reloads.push(window);
      process.kill(master, 'SIGHUP');
      const until = Date.now() + 20_000; // worker_shutdown_timeout (10 s) bounds the old workers
      for (;;) {
        const now = nginxWorkers(master);
        if (now.some((w) => !old.has(w)) && !now.some((w) => old.has(w))) return void (window.to = Date.now());
        if (Date.now() > until) throw new Error(`nginx reload not done after 20 s: old workers ${now.filter((w) => old.has(w)).join(' ') || 'gone'}, new ${now.filter((w) => !old.has(w)).join(' ') || 'none'} (${path.join(prefix, 'error.log')})`);
        await sleep(25);
      }
    };
    writeConf();
    run('nginx', 'nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;']);
    for (const n of rest) {
      if (!(await waitFor(specs[n].health, 180_000, () => stopping || Boolean(children.get(n).exited)))) throw stopping ? stoppedDuringStartUp() : new Error(`${n} did not become ready at ${specs[n].health}`);
    }
    if (!(await waitFor(`http://127.0.0.1:${p.internal}/health/ready`, 20_000, () => stopping || Boolean(children.get('nginx').exited)))) {
      if (stopping) throw stoppedDuringStartUp();
      let errors = '';
      try {
        errors = readFileSync(path.join(prefix, 'error.log'), 'utf8').trim().split('\n').slice(-5).join('\n');
      } catch {
        /* no log */
      }
      throw new Error(`nginx did not answer${errors ? `:\n${errors}` : ''}`);
    }

    /** sends a signal to one service (SIGKILL: a crash); resolves when it has exited */
    const kill = async (name, sig = 'SIGTERM') => {
      const e = children.get(name);
      if (!e || e.exited) return;
      e.expectedExit = true;
      const gone = new Promise((resolve) => e.child.once('exit', resolve));
      e.child.kill(sig);
      await gone;
    };
    /** starts a stopped service again and waits until it is ready */
    const restart = async (name) => {
      startService(name);
      if (!(await waitFor(specs[name].health, 120_000, () => stopping || Boolean(children.get(name).exited)))) throw new Error(`${name} did not become ready again`);
    };
    const upstreamPort = (name) => {
      const m = /^(api|chat)-(\d+)$/.exec(name);
      const port = m && (m[1] === 'api' ? p.apis : p.chats)[Number(m[2]) - 1];
      if (!port) throw new Error(`${name} is not a balanced instance (api-N or chat-N): restarting it would interrupt its service`);
      return port;
    };
    /**
     * A restart without a failed request: nginx takes the instance out of its upstream (`down`,
     * reload) and the reload is waited for (old workers gone) BEFORE the instance gets SIGTERM, so no
     * request is on its way to it; it drains and exits; the new process starts and, once
     * /health/ready answers, nginx puts it back (reload). Resolves with each phase's milliseconds.
     */
    const restartInstance = async (name) => {
      const port = upstreamPort(name);
      const t = [Date.now()];
      routed.down.add(port);
      await reload();
      t.push(Date.now());
      await kill(name, 'SIGTERM');
      t.push(Date.now());
      await restart(name);
      t.push(Date.now());
      routed.down.delete(port);
      await reload();
      t.push(Date.now());
      const [outOfRotation, drained, ready, back] = t.slice(1).map((x, i) => x - t[i]);
      return { outOfRotation, drained, ready, back, total: t[4] - t[0] };
    };

    return {
      ports: p,
      db: pg.url,
      redisUrl,
      jwtSecret,
      tmp,
      urls: {
        sites: BRAND_HOSTS.map((h) => `http://${h}:${port}`),
        api: BRAND_HOSTS.map((h) => `http://api.${h}:${port}`),
        chat: `ws://api.luv.localhost:${port}/socket.io/`,
        media: `http://media.localhost:${port}`,
        rtmp: `rtmp://localhost:${p.rtmp}/live`,
        internal,
      },
      /** names of the running app processes: api-1, api-2, chat-1, chat-2, ingest, web */
      names: Object.keys(specs),
      health: (name) => specs[name].health,
      pid: (name) => children.get(name)?.child.pid,
      kill,
      restart,
      restartInstance,
      /** when nginx reloaded: [{ from: SIGHUP, to: the old workers gone }] (ms since the epoch) */
      reloads,
      /** nginx's configuration file (written again at every reload) */
      nginxConf: confPath,
      /** the last `lines` lines of nginx's error log (upstream failures: which instance, why), the "no live upstreams" that follow a failure counted, not listed */
      nginxErrors(lines = 12) {
        try {
          const all = readFileSync(path.join(prefix, 'error.log'), 'utf8').trim().split('\n');
          const nolive = all.filter((l) => l.includes('no live upstreams')).length;
          return [...all.filter((l) => !l.includes('no live upstreams')).slice(-lines), ...(nolive ? [`(and ${nolive} "no live upstreams")`] : [])].join('\n');
        } catch {
          return '';
        }
      },
      /** whether encoders publish through nginx (stream module) rather than to the ingest directly */
      rtmpThroughNginx: stream,
      /** routes nginx to the first `apis` API and `chats` chat instances only (a reload, waited for; the others keep running) */
      async route(apis, chats = p.chats.length) {
        routed.apis = p.apis.slice(0, apis);
        routed.chats = p.chats.slice(0, chats);
        await reload();
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** `n` distinct free loopback ports (every probe held open until all are picked). */
async function freePorts(n) {
  const servers = await Promise.all(
    Array.from({ length: n }, () => new Promise((resolve, reject) => {
      const s = createServer();
      s.once('error', reject);
      s.listen(0, '127.0.0.1', () => resolve(s));
    })),
  );
  const list = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return list;
}

/** The pids of nginx's worker processes (children of its master), read from /proc; zombies left out. */
function nginxWorkers(master) {
  const pids = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === master && state !== 'Z') pids.push(Number(d));
    } catch {
      /* exited meanwhile */
    }
  }
  return pids;
}

