#!/usr/bin/env node
// npm run bench:cluster — scale-out on one machine: the cluster of tools/cluster/cluster.mjs
// (nginx, 2 API, 2 chat, PostgreSQL 15, Redis, ingest, web) measured with 1 and with 2 instances
// behind nginx, in the same run (nginx reloaded with one upstream server or two; every process keeps
// running either way, so the background is the same). A benchmark, not a test.
//   API:  autocannon through nginx (Host api.luv.localhost) on GET /api/guest/banners as a guest
//         (kept by nginx's public-read cache: the instances barely see it; its peer is a bare Fastify
//         hello-world in a child process, measured in the same rounds) and as the signed-in demo
//         member (past nginx's cache: the instances' own public-read cache), and GET /api/my/profile
//         (signed-in demo member), BENCH_CONNECTIONS (50) connections,
//         BENCH_DURATION_S (6) s per measurement after a 1 s warm-up, 1 -> 2 -> 1 -> 2 instances
//         (BENCH_ROUNDS=2 rounds, the figures are the sums), so a burst of background load hits both.
//   chat: --clients (600) sockets of tools/bench/chat.mjs's worker role in --workers (3) processes,
//         one room, --senders (80) members sending --rate (120) lines/s in total (apps/chat allows 5 lines per 3 s each); with 1 instance
//         every socket is on chat-1, with 2 the workers alternate between chat-1 and chat-2 (the
//         Redis streams adapter carries each line to the other instance). Deliveries/s = lines
//         received by any socket within the window (+2 s drain) / window.
// On 2 shared cores the load generator, nginx, PostgreSQL and both instances compete for the same
// CPUs: the scaling ratio here shows the design adds no shared bottleneck, not what 2 machines give.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensurePackages, root, startCluster } from '../cluster/cluster.mjs';
import { CLIENT_HEADER, signIn } from '../cluster/http.mjs';
import { signAccessToken } from './chat-deps.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const seconds = Number(process.env.BENCH_DURATION_S ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const clients = Number(arg('clients', '600'));
const workers = Number(arg('workers', '3'));
const senders = Number(arg('senders', '80'));
const rate = Number(arg('rate', '120'));
const chatSeconds = Number(arg('chat-seconds', String(seconds)));
const only = arg('only', '');
const chatWorker = fileURLToPath(new URL('./chat.mjs', import.meta.url));
const pad = (s, n) => String(s).padEnd(n);

ensurePackages();
const load0 = os.loadavg();
// Ctrl-C, also during the cluster's start-up: whatever was started is stopped before exiting
const abort = new AbortController();
const starting = startCluster({ quiet: true, log: (l) => console.error(l), nginxWorkers: 1, jobs: false, signal: abort.signal });
process.on('SIGINT', () => {
  abort.abort();
  void starting.then((c) => c.stop(), () => undefined).then(() => process.exit(1));
});
const cluster = await starting;
const port = cluster.ports.nginx;
const API = `api.luv.localhost:${port}`;
const lines = [];
try {
  if (only !== 'chat') {
    const me = await signIn(port, API, 'demo1234', 'Demo!2345');
    // the public read's peer: a bare Fastify hello-world, its own process, straight on loopback
    const bare = spawn(process.execPath, ['-e', "const f=require('fastify')();f.get('/',async()=>({hello:'world'}));f.listen({port:0,host:'127.0.0.1'}).then(()=>console.log(f.server.address().port))"], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    process.on('exit', () => bare.kill());
    const barePort = Number((await once(bare.stdout, 'data'))[0].toString().trim());
    const targets = [
      { name: 'GET /api/guest/banners (guest: nginx cache)', path: '/api/guest/banners', headers: {}, peer: { name: 'GET / (bare Fastify hello-world, direct)', url: `http://127.0.0.1:${barePort}/` } },
      { name: 'GET /api/guest/banners (signed in: instances)', path: '/api/guest/banners', headers: { cookie: me.cookie } },
      { name: 'GET /api/my/profile (signed in)', path: '/api/my/profile', headers: { cookie: me.cookie } },
    ];
    console.log(`autocannon through nginx: ${connections} connections, ${seconds} s per measurement, ${rounds} rounds of 1 -> 2 API instances; PostgreSQL 15, ${os.cpus().length} CPUs`);
    console.log(`${pad('target', 40)} ${pad('instances', 10)} ${pad('req/s', 8)} ${pad('p99 ms', 7)} non-2xx`);
    for (const t of targets) {
      const sum = { 1: { n: 0, p99: [], bad: 0, spread: {} }, 2: { n: 0, p99: [], bad: 0, spread: {} }, peer: { n: 0, p99: [], bad: 0 } };
      for (let r = 0; r < rounds; r++) {
        for (const n of t.peer ? [1, 2, 'peer'] : [1, 2]) {
          if (n !== 'peer') await cluster.route(n);
          const opts = n === 'peer' ? { url: t.peer.url, connections } : { url: `http://127.0.0.1:${port}${t.path}`, headers: { host: API, [CLIENT_HEADER]: 'bench', ...t.headers }, connections };
          await autocannon({ ...opts, duration: 1 });
          const res = await autocannon({ ...opts, duration: seconds });
          sum[n].n += res.requests.total;
          sum[n].p99.push(res.latency.p99);
          sum[n].bad += res.non2xx + res.errors;
        }
      }
      for (const n of [1, 2]) console.log(`${pad(t.name, 46)} ${pad(n, 10)} ${pad(Math.round(sum[n].n / (seconds * rounds)), 8)} ${pad(Math.max(...sum[n].p99), 7)} ${sum[n].bad}`);
      const ratio = sum[2].n / sum[1].n;
      console.log(`  scaling ratio 2 / 1 instances: ${ratio.toFixed(2)}`);
      lines.push(`${t.name}: 2 / 1 API instances x${ratio.toFixed(2)} (${Math.round(sum[1].n / (seconds * rounds))} -> ${Math.round(sum[2].n / (seconds * rounds))} req/s)`);
      if (t.peer) {
        console.log(`${pad(t.peer.name, 46)} ${pad('-', 10)} ${pad(Math.round(sum.peer.n / (seconds * rounds)), 8)} ${pad(Math.max(...sum.peer.p99), 7)} ${sum.peer.bad}`);
        const toPeer = (sum[1].n + sum[2].n) / 2 / sum.peer.n;
        console.log(`  public read through nginx / bare Fastify: ${toPeer.toFixed(2)} of the req/s (issue goal >= 0.85)`);
        lines.push(`public read through nginx / bare Fastify: ${toPeer.toFixed(2)} (goal >= 0.85)`);
      }
    }
    await cluster.route(2);
  }

  if (only !== 'api') {
    const db = new pg.Pool({ connectionString: cluster.db, max: 1 });
    const [{ id: room }] = (await db.query('select id from channels order by id limit 1')).rows;
    await db.end();
    const tokens = await Promise.all(
      Array.from({ length: clients }, (_, i) => signAccessToken({ memberId: 2_000_000 + i, loginId: `cbench${String(i).padStart(5, '0')}`, nickname: `클벤치${i}`, sessionId: `cbench-${i}`, brand: 'luv' }, cluster.jwtSecret, 3600)),
    );
    const sendersOf = (w) => Math.floor(senders / workers) + (w < senders % workers ? 1 : 0);
    console.log(`\nchat: ${clients} sockets in one room over ${workers} worker processes, ${rate} lines/s from ${senders} senders (${Math.round(rate * clients)} deliveries/s offered), ${chatSeconds} s (+2 s drain)`);
    console.log(`${pad('chat instances', 16)} ${pad('deliveries/s', 13)} ${pad('p99 ms', 8)} ${pad('acked', 7)} refused`);
    const figures = {};
    for (const n of [1, 2]) {
      const procs = Array.from({ length: workers }, () => fork(chatWorker, ['--worker'], { cwd: root, execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
      try {
        const ready = await Promise.all(
          procs.map((p, w) => {
            const r = once(p, 'message');
            const chatPort = cluster.ports.chats[n === 1 ? 0 : w % 2];
            p.send({ type: 'connect', url: `http://127.0.0.1:${chatPort}`, tokens: tokens.filter((_, i) => i % workers === w), room: String(room) });
            return r.then(([m]) => m);
          }),
        );
        const connected = ready.reduce((a, r) => a + r.connected, 0);
        if (connected < clients) console.log(`  only ${connected} of ${clients} sockets joined: ${JSON.stringify(ready.map((r) => r.errors))}`);
        await sleep(1000);
        const start = performance.timeOrigin + performance.now() + 500;
        const results = await Promise.all(
          procs.map((p, w) => {
            const r = once(p, 'message');
            p.send({ type: 'start', worker: w, start, seconds: chatSeconds, drain: 2, senders: sendersOf(w), perSenderRate: rate / senders });
            return r.then(([m]) => m);
          }),
        );
        const all = new Float64Array(results.reduce((a, r) => a + r.latencies.length, 0));
        let o = 0;
        for (const r of results) {
          all.set(r.latencies, o);
          o += r.latencies.length;
        }
        all.sort();
        const p99 = all.length ? Math.round(all[Math.floor(all.length * 0.99)]) : NaN;
        const perSecond = all.length / chatSeconds;
        figures[n] = perSecond;
        const acked = results.reduce((a, r) => a + r.acks.ok, 0);
        const refused = results.reduce((a, r) => a + r.acks.refused, 0);
        console.log(`${pad(n, 16)} ${pad(Math.round(perSecond), 13)} ${pad(p99, 8)} ${pad(acked, 7)} ${refused}`);
      } finally {
        for (const p of procs) p.send({ type: 'close' });
        await Promise.all(procs.map((p) => once(p, 'exit')));
      }
    }
    const ratio = figures[2] / figures[1];
    console.log(`  scaling ratio 2 / 1 instances: ${ratio.toFixed(2)}`);
    lines.push(`chat deliveries/s: 2 / 1 chat instances x${ratio.toFixed(2)} (${Math.round(figures[1])} -> ${Math.round(figures[2])})`);
  }
  const l = os.loadavg();
  // every figure of the run as a ratio, in one place (the lead copies these)
  console.log(`\nsummary (ratios within this run):\n${lines.map((x) => `  ${x}`).join('\n')}`);
  console.log(`load average before: ${load0.map((x) => x.toFixed(2)).join(' ')}; after: ${l.map((x) => x.toFixed(2)).join(' ')}`);
} finally {
  await cluster.stop();
}
process.exit(0);
