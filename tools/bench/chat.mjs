#!/usr/bin/env node
// npm run bench:chat — one crowded chat room on loopback: the real chat server (apps/chat through
// tsx, as `npm start` runs it; in-memory adapter, no Redis) and a bare socket.io 4 server doing the
// same broadcast (join a room; every message is emitted to the whole room), measured one after the
// other in the same run under the same load. A benchmark, not a test: it prints figures and ratios.
//
// How it measures
//   clients    --clients socket.io-client sockets (websocket transport only, no reconnection) in
//              --workers child processes (plain node, IPC), all in one room. For apps/chat every
//              socket is a member with its own access token (signAccessToken of @luvcast/server-auth,
//              brand luv, signed with the secret the server is started with); the bare server ignores
//              the handshake's auth.
//   senders    --senders of those sockets (spread over the workers) send --rate messages per second
//              in total, on a fixed schedule, for --seconds. Each text carries the sender's clock
//              (performance.timeOrigin + performance.now(), ms, every process on the same machine clock).
//   latency    receive time - the sender's clock in the text, for every delivery to every socket
//              (senders receive their own lines too); p50/p95/p99 over all of them.
//   deliveries messages sent inside the window and received by any socket before the window's end +
//              --drain seconds, divided by --seconds. Offered = acked messages x sockets in the room.
//   RSS        VmRSS (/proc) of the server's node process (for tsx, its child that runs main.ts), the
//              median of 5 samples over 1 s: after 2 s idle, and 2 s after every socket connected and joined; (after - before) /
//              sockets connected = RSS per connection. No forced GC in either server.
//   CPU        user+system CPU seconds of the server's process over the message window.
//   node_modules/.bin/tsx tools/bench/chat.mjs [--clients 2000] [--workers 4] [--rate 20]
//     [--senders 20] [--seconds 20] [--drain 3] [--only luvcast|bare] [--redis]   (npm run bench:chat -- ...)
//   apps/chat needs PostgreSQL (docs/adr/0011): DATABASE_URL, else a private PostgreSQL 15 started here.
import { fork, spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startPrivatePostgres } from './private-postgres.mjs';

const self = fileURLToPath(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));
// the room: a channel id (apps/chat refuses other rooms); the benchmark passes the seeded channel's
let ROOM = process.env.BENCH_CHAT_ROOM ?? '1';
const STREAM_ID = 'bench-stream';
const PREFIX = 'bench ';

// ------------------------------------------------------------------------------------------------
// role: bare socket.io server (child process, plain node)
if (process.argv.includes('--bare-server')) {
  const { Server } = await import('socket.io');
  const { randomUUID } = await import('node:crypto');
  const http = createServer((_req, res) => res.writeHead(404).end());
  // same ping settings as apps/chat, so only the application code differs
  const io = new Server(http, { pingInterval: 10_000, pingTimeout: 20_000 });
  io.on('connection', (socket) => {
    socket.on('join', (p, ack) => {
      void socket.join(p.room);
      socket.emit('connection', { room: p.room, streamId: p.streamId, joined: true });
      ack?.({ joined: true });
    });
    socket.on('message', (p, ack) => {
      // the same payload shape as apps/chat's message, so the bytes on the wire match
      io.to(p.room).emit('message', { id: randomUUID(), room: p.room, sender: { loginId: 'bench0000', nickname: 'bench0000', badges: [] }, text: p.text, at: new Date().toISOString() });
      ack?.({ ok: true });
    });
  });
  http.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log('bare listening'));
  process.on('SIGTERM', () => io.close(() => process.exit(0)));
}
// ------------------------------------------------------------------------------------------------
// role: client worker (child process, plain node)
else if (process.argv.includes('--worker')) {
  const { io: connect } = await import('socket.io-client');
  const now = () => performance.timeOrigin + performance.now();
  const sockets = [];
  let window = null; // { start, end, drainEnd }
  let latencies = new Float64Array(1 << 16);
  let n = 0;
  let late = 0;
  const acks = { ok: 0, refused: 0, codes: {} };
  const record = (m) => {
    const t = now();
    if (!window || typeof m?.text !== 'string' || !m.text.startsWith(PREFIX)) return;
    // "<sent clock> <scheduled time> <id>": a line belongs to the window by its schedule (a late
    // timer must not push the window's last line out), its latency counts from its actual send
    const [sentText, dueText] = m.text.slice(PREFIX.length).split(' ');
    const sent = Number(sentText);
    const due = Number(dueText);
    if (!(due >= window.start && due < window.end)) return;
    if (t > window.drainEnd) return void late++;
    if (n === latencies.length) {
      const bigger = new Float64Array(latencies.length * 2);
      bigger.set(latencies);
      latencies = bigger;
    }
    latencies[n++] = t - sent;
  };
  const open = (url, token) =>
    new Promise((resolve) => {
      const s = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: token ? { type: 'oauth', token } : {} });
      const fail = (err) => {
        s.close();
        resolve({ error: err?.message ?? String(err) });
      };
      s.once('connect_error', fail);
      s.once('connect', () => {
        s.off('connect_error', fail);
        s.on('message', record);
        s.timeout(30_000).emit('join', { room: ROOM, streamId: STREAM_ID, source: 'web' }, (err, ack) => {
          if (err || !ack?.joined) return fail(err ?? new Error(`join refused ${JSON.stringify(ack)}`));
          sockets.push(s);
          resolve({ ok: true });
        });
      });
    });

  process.on('message', async (msg) => {
    if (msg.type === 'connect') {
      ROOM = msg.room;
      const errors = {};
      let next = 0;
      const lane = async () => {
        while (next < msg.tokens.length) {
          const r = await open(msg.url, msg.tokens[next++]);
          if (r.error) errors[r.error] = (errors[r.error] ?? 0) + 1;
        }
      };
      await Promise.all(Array.from({ length: 20 }, lane));
      process.send({ type: 'ready', connected: sockets.length, errors });
    } else if (msg.type === 'start') {
      const { start, seconds, drain, senders, perSenderRate } = msg;
      window = { start, end: start + seconds * 1000, drainEnd: start + (seconds + drain) * 1000 };
      const period = 1000 / perSenderRate;
      const tasks = sockets.slice(0, senders).map(async (s, i) => {
        // stagger the senders over one period so the room sees an even stream
        for (let k = 0; ; k++) {
          const due = start + (i / senders) * period + k * period;
          if (due >= window.end) break;
          const wait = due - now();
          if (wait > 0) await sleep(wait);
          s.timeout(30_000).emit('message', { room: ROOM, text: `${PREFIX}${now()} ${due} ${msg.worker}.${i}.${k}` }, (err, ack) => {
            if (!err && ack?.ok) acks.ok++;
            else {
              acks.refused++;
              const code = err ? 'timeout' : (ack?.code ?? ack?.msg ?? 'refused');
              acks.codes[code] = (acks.codes[code] ?? 0) + 1;
            }
          });
        }
      });
      await Promise.all(tasks);
      await sleep(Math.max(0, window.drainEnd - now()) + 200);
      process.send({ type: 'result', latencies: latencies.subarray(0, n), late, acks });
    } else if (msg.type === 'close') {
      for (const s of sockets) s.close();
      setTimeout(() => process.exit(0), 200);
    }
  });
}
// ------------------------------------------------------------------------------------------------
// role: the benchmark (run through tsx: it signs tokens with @luvcast/server-auth)
else {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const clients = Number(arg('clients', '2000'));
  const workers = Math.max(1, Math.min(clients, Number(arg('workers', '4'))));
  const rate = Number(arg('rate', '20'));
  // apps/chat allows a member 5 lines per 3 s (apps/chat/src/counters.ts): 20 senders at 20 msg/s
  // send 1 line/s each, well under it
  const senders = Math.max(1, Math.min(clients, Number(arg('senders', '20'))));
  const useRedis = process.argv.includes('--redis');
  const seconds = Number(arg('seconds', '20'));
  const drain = Number(arg('drain', '3'));
  const only = arg('only', '');
  const { signAccessToken, DEV_JWT_SECRET } = await import('./chat-deps.ts');
  const secret = DEV_JWT_SECRET;
  const tsx = `${root}node_modules/.bin/tsx`;

  const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

  // ---- /proc
  const TICK = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
  const rssKiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  // median of 5 samples over 1 s (GC makes single samples jump)
  const rssSettled = async (pid) => {
    const xs = [];
    for (let i = 0; i < 5; i++, await sleep(250)) xs.push(rssKiB(pid));
    return xs.sort((a, b) => a - b)[2];
  };
  const cpuSeconds = (pid) => {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / TICK;
  };
  const childrenOf = (pid) => {
    const out = [];
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const c = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
        if (c) out.push(...c.split(' ').map(Number));
      }
    } catch {
      // gone
    }
    return out;
  };
  // tsx runs the script in a child node process (which has esbuild's service as a child in turn):
  // the server is the deepest node process of the tree whose command line names the script
  const serverPid = (pid, script) => {
    let best = pid;
    const walk = (p) => {
      for (const c of childrenOf(p)) {
        try {
          const cmd = readFileSync(`/proc/${c}/cmdline`, 'utf8');
          if (readFileSync(`/proc/${c}/comm`, 'utf8').trim() === 'node' && cmd.includes(script)) best = c;
        } catch {
          // gone
        }
        walk(c);
      }
    };
    walk(pid);
    return best;
  };

  const waitForLine = (child, re, what) =>
    new Promise((resolve, reject) => {
      let out = '';
      const onData = (d) => {
        out += d;
        if (re.test(out)) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', (d) => (out += d));
      child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it listened:\n${out}`)));
      setTimeout(() => reject(new Error(`${what} did not listen within 60 s:\n${out}`)), 60_000).unref();
    });

  // ---- the database apps/chat reads roles, bans and settings from (docs/adr/0011): DATABASE_URL, else a
  // private PostgreSQL 15 in a temporary directory on an ephemeral port (initdb refuses root: as the
  // postgres system user then). Migrated and seeded with libs/db; the room is the first seeded channel.
  const cleanups = [];
  async function database() {
    if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, note: 'DATABASE_URL' };
    const pg = await startPrivatePostgres('luvcast-bench-chat-pg-');
    cleanups.push(() => pg.stop());
    return pg;
  }
  const db = await database();
  const { createDatabase, migrate, seedIfEmpty } = await import('./chat-deps.ts');
  const { sql } = await import('drizzle-orm');
  let channelId;
  {
    const d = await createDatabase({ databaseUrl: db.url });
    try {
      await migrate(d.db);
      await seedIfEmpty(d.db);
      const res = await d.db.execute(sql`select id from channels order by id limit 1`);
      channelId = String((res.rows ?? res)[0].id);
    } finally {
      await d.close();
    }
  }
  const ROOM_ID = channelId;

  // ---- Redis (--redis): apps/chat's socket.io adapter and its rate/slow-mode counters in a local
  // redis-server, as several instances would run; without it the counters are in PostgreSQL
  let redisUrl;
  if (useRedis) {
    const port = await freePort();
    const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    cleanups.push(() => redis.kill('SIGTERM'));
    await sleep(500);
    redisUrl = `redis://127.0.0.1:${port}`;
  }

  const chatEnv = (port) => {
    const env = { ...process.env, CHAT_PORT: String(port), CHAT_HOST: '127.0.0.1', JWT_SECRET: secret, DATABASE_URL: db.url, LOG_LEVEL: 'silent', NODE_ENV: 'development' };
    if (redisUrl) env.REDIS_URL = redisUrl;
    else delete env.REDIS_URL;
    return env;
  };

  async function startServer(kind, port) {
    if (kind === 'luvcast') {
      const child = spawn(tsx, ['apps/chat/src/main.ts'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: chatEnv(port),
      });
      await waitForLine(child, /chat listening/, 'apps/chat');
      return { child, pid: serverPid(child.pid, 'apps/chat/src/main.ts') };
    }
    const child = spawn(process.execPath, [self, '--bare-server'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, BARE_PORT: String(port) } });
    await waitForLine(child, /bare listening/, 'bare socket.io server');
    return { child, pid: child.pid };
  }

  const stop = (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });

  const once = (child, type) =>
    new Promise((resolve, reject) => {
      const onMsg = (m) => {
        if (m.type === type) {
          child.off('message', onMsg);
          resolve(m);
        }
      };
      child.on('message', onMsg);
      child.once('exit', (code) => reject(new Error(`client worker exited (${code})`)));
    });

  // tokens: one member per socket (members 1..clients), valid for the whole run
  const tokens = await Promise.all(
    Array.from({ length: clients }, (_, i) =>
      signAccessToken({ memberId: 1_000_000 + i, loginId: `bench${String(i).padStart(5, '0')}`, nickname: `벤치${i}`, sessionId: `bench-${i}`, brand: 'luv' }, secret, 3600),
    ),
  );

  async function run(kind) {
    const port = await freePort();
    const server = await startServer(kind, port);
    const url = `http://127.0.0.1:${port}`;
    try {
      await sleep(2000);
      const rssBefore = await rssSettled(server.pid);
      const procs = Array.from({ length: workers }, () => fork(self, ['--worker'], { cwd: root, execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
      const t0 = performance.now();
      const ready = await Promise.all(
        procs.map((p, w) => {
          const mine = tokens.filter((_, i) => i % workers === w);
          const r = once(p, 'ready');
          p.send({ type: 'connect', url, tokens: mine, room: ROOM_ID });
          return r;
        }),
      );
      const connectSeconds = (performance.now() - t0) / 1000;
      const connected = ready.reduce((a, r) => a + r.connected, 0);
      const errors = {};
      for (const r of ready) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
      await sleep(2000);
      const rssAfter = await rssSettled(server.pid);

      // senders spread over the workers: worker w gets senders w, w+workers, ...
      const sendersOf = (w) => Math.floor(senders / workers) + (w < senders % workers ? 1 : 0);
      const start = performance.timeOrigin + performance.now() + 500;
      const cpu0 = cpuSeconds(server.pid);
      const results = await Promise.all(
        procs.map((p, w) => {
          const r = once(p, 'result');
          p.send({ type: 'start', worker: w, start, seconds, drain, senders: sendersOf(w), perSenderRate: rate / senders });
          return r;
        }),
      );
      const cpu1 = cpuSeconds(server.pid);
      const rssEnd = rssKiB(server.pid);
      for (const p of procs) p.send({ type: 'close' });
      await Promise.all(procs.map((p) => new Promise((resolve) => (p.exitCode !== null ? resolve() : p.once('exit', resolve)))));

      let total = 0;
      for (const r of results) total += r.latencies.length;
      const all = new Float64Array(total);
      let o = 0;
      for (const r of results) {
        all.set(r.latencies, o);
        o += r.latencies.length;
      }
      all.sort();
      let under500 = 0;
      for (const x of all) if (x < 500) under500++;
      const acked = results.reduce((a, r) => a + r.acks.ok, 0);
      const refused = results.reduce((a, r) => a + r.acks.refused, 0);
      const codes = {};
      for (const r of results) for (const [k, v] of Object.entries(r.acks.codes)) codes[k] = (codes[k] ?? 0) + v;
      return {
        kind,
        connected,
        errors,
        connectSeconds,
        rssBefore,
        rssAfter,
        rssEnd,
        rssPerConn: connected ? ((rssAfter - rssBefore) * 1024) / connected : NaN,
        acked,
        refused,
        codes,
        offered: (acked * connected) / seconds,
        deliveries: total / seconds,
        late: results.reduce((a, r) => a + r.late, 0),
        p50: quantile(all, 0.5),
        p95: quantile(all, 0.95),
        p99: quantile(all, 0.99),
        max: all.length ? all[all.length - 1] : NaN,
        under500: total ? under500 / total : NaN,
        cpu: (cpu1 - cpu0) / (seconds + drain),
      };
    } finally {
      await stop(server.child);
    }
  }

  const load = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  console.log(`${clients} clients in one room over ${workers} worker processes (websocket), ${rate} msg/s from ${senders} senders, ${seconds} s (+${drain} s drain), loopback`);
  console.log(`${os.cpus().length} CPUs, load average ${load}; apps/chat: tsx, ${redisUrl ? 'Redis Streams adapter and counters' : 'in-memory adapter, counters in PostgreSQL'}, ${db.note}, room = channel ${ROOM_ID}`);
  const kinds = only ? [only] : ['bare', 'luvcast'];
  const rows = [];
  try {
    for (const kind of kinds) rows.push(await run(kind));
  } finally {
    for (const c of cleanups.reverse()) {
      try {
        c();
      } catch (err) {
        console.error(err.message);
      }
    }
  }

  const f = (x, d = 0) => (Number.isFinite(x) ? x.toFixed(d) : '-');
  const pad = (s, n) => String(s).padEnd(n);
  const padL = (s, n) => String(s).padStart(n);
  const label = { bare: 'bare socket.io', luvcast: 'apps/chat (luvcast)' };
  console.log(
    [pad('server', 22), padL('joined', 7), padL('acked', 7), padL('offered/s', 10), padL('deliv/s', 9), padL('p50 ms', 8), padL('p95 ms', 8), padL('p99 ms', 8), padL('<500ms', 8), padL('RSS0 MiB', 9), padL('RSS1 MiB', 9), padL('KiB/conn', 9), padL('CPU', 6)].join(''),
  );
  for (const r of rows) {
    console.log(
      [
        pad(label[r.kind], 22),
        padL(r.connected, 7),
        padL(r.acked, 7),
        padL(f(r.offered), 10),
        padL(f(r.deliveries), 9),
        padL(f(r.p50, 1), 8),
        padL(f(r.p95, 1), 8),
        padL(f(r.p99, 1), 8),
        padL(`${f(r.under500 * 100, 1)}%`, 8),
        padL(f(r.rssBefore / 1024, 1), 9),
        padL(f(r.rssAfter / 1024, 1), 9),
        padL(f(r.rssPerConn / 1024, 1), 9),
        padL(`${f(r.cpu * 100)}%`, 6),
      ].join(''),
    );
    const notes = [];
    if (Object.keys(r.errors).length) notes.push(`connect/join failures ${JSON.stringify(r.errors)}`);
    if (r.refused) notes.push(`refused sends ${r.refused} ${JSON.stringify(r.codes)}`);
    if (r.late) notes.push(`${r.late} deliveries after the drain (not counted)`);
    notes.push(`connect+join ${f(r.connectSeconds, 1)} s, max latency ${f(r.max)} ms, RSS after messages ${f(r.rssEnd / 1024, 1)} MiB`);
    console.log(`  ${notes.join('; ')}`);
  }
  const bare = rows.find((r) => r.kind === 'bare');
  const lc = rows.find((r) => r.kind === 'luvcast');
  if (bare && lc) {
    const dr = lc.deliveries / bare.deliveries;
    const mr = lc.rssPerConn / bare.rssPerConn;
    console.log(`ratio deliveries/s luvcast / bare: ${f(dr, 3)}   (goal >= 0.70)`);
    console.log(`luvcast deliveries under 500 ms: ${f(lc.under500 * 100, 1)}%   (goal >= 95%; bare ${f(bare.under500 * 100, 1)}%)`);
    console.log(`ratio RSS per connection luvcast / bare: ${f(mr, 2)}   (goal <= 1.5)`);
  }
  console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}
