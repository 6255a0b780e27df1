#!/usr/bin/env node
// The cluster e2e subset (CI: .ci/run; locally `npm run test:cluster`): starts the cluster of
// tools/cluster/cluster.mjs (nginx, 2 API, 2 chat, ingest, web, PostgreSQL 15, Redis) and checks,
// through nginx, what only a multi-instance deployment can get wrong:
//   1. a sign-in answered by one API instance is honoured by the other (X-Instance names them);
//   2. a sign-out on one instance is refused at once by the other (session caches evicted across instances before the sign-out answers);
//   2b. public reads are kept by nginx (HIT; per Origin; never under another host's key), a signed-in
//      or header-less request goes past it;
//   2c. maintenance through nginx: 503 from every instance (never nginx's 502), the status call works;
//   3. a chat line crosses chat instances (Redis adapter), and chat's websocket upgrade works through nginx;
//   3a. a chat instance stopped under use (SIGTERM, then the other with SIGKILL): its clients
//      (libs/chat-client's rules) reconnect through nginx to the other, rejoin, a line reaches every
//      client, and the restarted instance takes connections again;
//   3b. a live published over RTMP to nginx's RTMP port (stream module -> the ingest; hooks through
//      nginx to the API) plays as HLS from nginx's media host;
//   4. an API instance killed with SIGKILL under load: GETs keep succeeding (nginx retries them on
//      the other instance), every write acknowledged with 201 is in the database afterwards, and the
//      instance serves again once restarted;
//   5. SIGTERM under load (nginx not told): no failed GET;
//   6. a rolling restart of both API instances (cluster.restartInstance: out of nginx's upstream and
//      the reload waited for before SIGTERM, back once ready) under GET and POST load: no non-2xx
//      answer, no timeout, no client error but the keep-alive race of a reload (notReloadRace), every
//      acknowledged gift in the database once and the wallet down by exactly their number;
//   7. `npm run start:cluster` stopped with SIGTERM during its start-up leaves no process behind.
// Writes tmp/results/cluster.json ({ passed, failed }) for tools/test.mjs --summary.
//   --no-build  skip the web build
//   --only TEXT run only the checks whose name contains TEXT
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { createChatClient } from '../../libs/chat-client/src/chat-client.ts';
import { freePort } from '../bench/private-postgres.mjs';
import { buildWebApps } from '../dev-processes.mjs';
import { ensurePackages, root, startCluster } from './cluster.mjs';
import { CLIENT_HEADER, request, signIn } from './http.mjs';

const started = Date.now();
const args = new Set(process.argv.slice(2));
const results = [];
const MEMBER = ['demo1234', 'Demo!2345'];
const BJ = ['bjstar01', 'Star!2345'];
const OPERATOR = ['opdemo01', 'Oper!2345'];

function expect(cond, message) {
  if (!cond) throw new Error(message);
}

// --only TEXT: run only the checks whose name contains TEXT (while working on one)
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1] : '';

async function check(name, fn) {
  if (only && !name.includes(only)) return;
  const t = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${Date.now() - t} ms)`);
  } catch (err) {
    results.push({ name, ok: false, error: err.message });
    console.log(`  ✗ ${name} (${Date.now() - t} ms)\n      ${err.stack?.split('\n').slice(0, 3).join('\n      ')}`);
  }
}

function record(note = '') {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  mkdirSync(path.join(root, 'tmp/results'), { recursive: true });
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(path.join(root, 'tmp/results/cluster.json'), JSON.stringify({ suite: 'cluster', passed, failed, note, seconds }));
  console.log(`\n[cluster] ${passed} passed, ${failed} failed${note ? ` (${note})` : ''} in ${seconds} s`);
  return failed;
}

ensurePackages();
if (!args.has('--no-build')) {
  if (buildWebApps() !== 0) {
    results.push({ name: 'web build', ok: false });
    process.exit(record('web build failed') ? 1 : 0);
  }
}

// interrupted (also during the cluster's start-up): everything started is stopped before exiting
const abort = new AbortController();
let starting;
let interrupted = false;
const stopAndExit = async (code) => {
  if (interrupted) return;
  interrupted = true;
  abort.abort();
  await starting?.then((c) => c.stop(), () => undefined);
  process.exit(code);
};
process.on('SIGINT', () => void stopAndExit(1));
process.on('SIGTERM', () => void stopAndExit(1));

let cluster;
try {
  starting = startCluster({ quiet: !process.env.CLUSTER_VERBOSE, log: (l) => console.log(l), signal: abort.signal });
  cluster = await starting;
} catch (err) {
  if (interrupted) await new Promise(() => {}); // stopAndExit exits
  console.error(`[cluster] did not start: ${err.message}`);
  results.push({ name: 'cluster starts', ok: false });
  process.exit(record('the cluster did not start') ? 1 : 0);
}

const port = cluster.ports.nginx;
const API = `api.luv.localhost:${port}`;
const db = new pg.Pool({ connectionString: cluster.db, max: 2 });
console.log(`[cluster] up in ${Math.round((Date.now() - started) / 1000)} s: nginx :${port}, API ${cluster.ports.apis.join(' ')}, chat ${cluster.ports.chats.join(' ')}`);

/** GETs through nginx until one is answered by an instance other than `not` (least_conn spreads them) */
async function answeredByOther(path, headers, not, tries = 20) {
  for (let i = 0; i < tries; i++) {
    const res = await request(port, { path, host: API, headers });
    if (res.headers['x-instance'] !== not) return res;
  }
  throw new Error(`${tries} requests to ${path} were all answered by ${not}`);
}

await check('a sign-in answered by one API instance is honoured by the other (through nginx)', async () => {
  const me = await signIn(port, API, ...MEMBER);
  expect(/^api-\d$/.test(me.instance ?? ''), `the sign-in answer names its instance (X-Instance: ${me.instance})`);
  const res = await answeredByOther('/api/my/profile', { cookie: me.cookie }, me.instance);
  expect(res.status === 200, `GET /api/my/profile on ${res.headers['x-instance']}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  expect(JSON.stringify(res.body).includes(MEMBER[0]), 'the profile is the signed-in member\'s');
});

await check('a sign-out on one API instance is refused at once by the other', async () => {
  const me = await signIn(port, API, ...MEMBER);
  // both instances see (and cache) the session first, or the check would prove nothing
  const seenBy = new Set();
  for (let i = 0; i < 30 && seenBy.size < 2; i++) {
    const res = await request(port, { path: '/api/my/profile', host: API, headers: { cookie: me.cookie } });
    expect(res.status === 200, `profile before sign-out: ${res.status}`);
    seenBy.add(res.headers['x-instance']);
  }
  expect(seenBy.size === 2, `only ${[...seenBy]} answered the profile before the sign-out`);
  const out = await request(port, { method: 'POST', path: '/api/auth/signout', host: API, headers: me.mutating, body: {} });
  expect(out.status === 200, `sign-out: ${out.status}`);
  // the sign-out answers once its instance heard a barrier NOTIFY sent after the commit's and the
  // other instance acknowledged it, having handled the commit's (SessionCache.settled, docs/adr/0015)
  const after = await answeredByOther('/api/my/profile', { cookie: me.cookie }, out.headers['x-instance']);
  expect(after.status === 401, `after the sign-out on ${out.headers['x-instance']}, ${after.headers['x-instance']} answered ${after.status}`);
});

await check("public reads are kept by nginx like a CDN would (each origin its own CORS answer); a session or a missing client header goes past it", async () => {
  const get = (headers = {}) => request(port, { path: '/api/guest/themes', host: API, headers });
  const first = await get();
  expect(first.status === 200, `themes: ${first.status}`);
  const kept = await get();
  expect(kept.headers['x-cache-status'] === 'HIT', `the second read: X-Cache-Status ${kept.headers['x-cache-status']} (first ${first.headers['x-cache-status']})`);
  expect(kept.headers.etag === first.headers.etag && JSON.stringify(kept.body) === JSON.stringify(first.body), 'the kept answer is the answer');
  expect(kept.headers['set-cookie'] === undefined && /s-maxage=/.test(kept.headers['cache-control'] ?? ''), `kept answer headers: ${kept.headers['cache-control']} ${kept.headers['set-cookie']}`);
  expect(kept.headers['x-request-id'] !== first.headers['x-request-id'], 'each answer has its own request id');
  // Vary: Origin — each brand page gets its own origin echoed, never another's
  for (const origin of [`http://luv.localhost:${port}`, `http://bell.localhost:${port}`, `http://luv.localhost:${port}`]) {
    const res = await get({ origin });
    expect(res.headers['access-control-allow-origin'] === origin, `Origin ${origin} answered with ${res.headers['access-control-allow-origin']}`);
  }
  const member = await signIn(port, API, ...MEMBER);
  const mine = await get({ cookie: member.cookie });
  expect(mine.headers['x-cache-status'] === 'BYPASS' && /^api-\d$/.test(mine.headers['x-instance'] ?? '') && mine.headers['cache-control'] === 'no-store', `a signed-in read: ${mine.headers['x-cache-status']} ${mine.headers['x-instance']} ${mine.headers['cache-control']}`);
  // nobody fills an entry other visitors read with an answer made for another host (X-Forwarded-Host, a port, an absolute request line)
  const plain = await request(port, { path: '/api/guest/banners', host: API });
  await request(port, { path: '/api/guest/banners', host: API, headers: { 'x-forwarded-host': 'evil.example' } });
  await request(port, { path: '/api/guest/banners', host: 'api.luv.localhost:1' });
  const after = await request(port, { path: '/api/guest/banners', host: API });
  expect(JSON.stringify(after.body) === JSON.stringify(plain.body) && !/evil\.example|localhost:1\//.test(JSON.stringify(after.body)), `banners after fills for other hosts: ${JSON.stringify(after.body).slice(0, 300)}`);
  // a browser with cookies that does not send the client header (another site's page): refused by the instance, never answered from the cache
  const headerless = await get({ [CLIENT_HEADER]: '', cookie: 'XSRF-TOKEN=x', 'sec-fetch-site': 'cross-site' });
  expect(headerless.status === 400 && headerless.headers['x-cache-status'] === 'BYPASS', `a browser read without the client header: ${headerless.status} (${headerless.headers['x-cache-status']})`);
});

await check('maintenance through nginx: every instance answers 503 (never 502), the status call and the operators still work', async () => {
  const op = await signIn(port, API, ...OPERATOR);
  const member = await signIn(port, API, ...MEMBER);
  const flags = (on) => request(port, { method: 'PUT', path: '/api/admin/site-flags', host: API, headers: op.mutating, body: { maintenance: on } });
  expect((await flags(true)).status === 200, 'maintenance switched on');
  try {
    // each instance reads the flag within a second; by then every call but the exempt ones is 503
    const statuses = {};
    const from = Date.now();
    let allRefused = false;
    while (!allRefused && Date.now() - from < 4000) {
      const answers = await Promise.all(Array.from({ length: 8 }, () => request(port, { path: '/api/my/profile', host: API, headers: { cookie: member.cookie } })));
      for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      allRefused = answers.every((a) => a.status === 503);
      if (!allRefused) await sleep(200);
    }
    expect(allRefused && !statuses[502], `during maintenance: ${JSON.stringify(statuses)}`);
    const status = await request(port, { path: '/api/guest/status', host: API });
    expect(status.status === 200, `the status call during maintenance: ${status.status}`);
  } finally {
    expect((await flags(false)).status === 200, 'maintenance switched off');
  }
  // switched off: every instance serves again within its second of cached flag (all of a batch 200)
  const from = Date.now();
  let back = [];
  do {
    back = await Promise.all(Array.from({ length: 8 }, () => request(port, { path: '/api/my/profile', host: API, headers: { cookie: member.cookie } })));
    if (!back.every((a) => a.status === 200)) await sleep(200);
  } while (!back.every((a) => a.status === 200) && Date.now() - from < 4000);
  expect(back.every((a) => a.status === 200), `after maintenance: ${back.map((a) => a.status)}`);
});

await check('a chat line crosses chat instances (Redis adapter); websocket upgrade through nginx', async () => {
  const [{ id: room }] = (await db.query('select id from channels order by id limit 1')).rows;
  const a = await signIn(port, API, ...MEMBER);
  const b = await signIn(port, API, ...BJ);
  const c = await signIn(port, API, ...OPERATOR);
  const sockets = [];
  const open = (url, token, extra = {}) => {
    const s = connect(url, { transports: ['websocket'], reconnection: false, auth: { type: 'oauth', token }, ...extra });
    sockets.push(s);
    return new Promise((resolve, reject) => {
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  };
  try {
    const [s1, s2, s3] = await Promise.all([
      open(`http://127.0.0.1:${cluster.ports.chats[0]}`, a.access),
      open(`http://127.0.0.1:${cluster.ports.chats[1]}`, b.access),
      // the way browsers come: the API host's /socket.io/ through nginx
      open(`http://127.0.0.1:${port}`, c.access, { extraHeaders: { host: API } }),
    ]);
    const join = (s) =>
      new Promise((resolve) => {
        s.once('connection', resolve);
        s.emit('join', { room: String(room), streamId: 'cluster-e2e', source: 'web' });
      });
    const joined = await Promise.all([s1, s2, s3].map(join));
    expect(joined.every((j) => j.joined), `joined: ${JSON.stringify(joined)}`);
    // the adapter's stream reader starts asynchronously: send until a line crosses (at most ~5 s)
    let crossed;
    for (let i = 0; i < 20 && !crossed; i++) {
      const text = `cluster ${i} ${Date.now()}`;
      const onOther = new Promise((resolve) => s2.on('message', (m) => m.text === text && resolve(m)));
      const onProxied = new Promise((resolve) => s3.on('message', (m) => m.text === text && resolve(m)));
      const ack = await s1.emitWithAck('message', { room: String(room), text });
      expect(ack?.ok !== false, `send refused: ${JSON.stringify(ack)}`);
      crossed = await Promise.race([Promise.all([onOther, onProxied]), sleep(250).then(() => undefined)]);
    }
    expect(crossed, 'a line sent on chat-1 reached chat-2 and the socket connected through nginx');
    expect(crossed[0].sender.loginId === MEMBER[0], `sender ${JSON.stringify(crossed[0].sender)}`);
  } finally {
    for (const s of sockets) s.close();
  }
});

/**
 * Chat clients with libs/chat-client's own rules (reconnect after 500 ms, websocket only, every
 * joined room joined again 500 ms after a reconnect), connected through nginx's API host.
 */
function chatClientThroughNginx(token) {
  const client = createChatClient({
    url: `http://127.0.0.1:${port}`,
    auth: () => ({ type: 'oauth', token }),
    refresh: async () => 'unknown',
    // Node cannot resolve *.localhost: the API host goes in the Host header of the upgrade
    io: (url, options) => connect(url, { ...options, extraHeaders: { host: API } }),
  });
  const seen = { states: [], joins: [], lines: [] };
  client.on('state', (st) => seen.states.push(st));
  client.on('joined', (room, ack) => seen.joins.push({ room, joined: ack.joined, at: Date.now() }));
  client.on('message', (m) => seen.lines.push(m.text));
  return { client, seen };
}

/** a chat instance's connected clients (its /health), or null when it does not answer */
const chatConnections = async (i) => {
  try {
    return (await (await fetch(`http://127.0.0.1:${cluster.ports.chats[i]}/health`)).json()).connections;
  } catch {
    return null;
  }
};

async function until(what, probe, ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(50);
  }
}

await check('a chat instance stopped under use (SIGTERM, then the other with SIGKILL): its clients reconnect through nginx to the other, rejoin their rooms, a line then reaches every client, and the restarted instance takes connections again', async () => {
  const [{ id }] = (await db.query('select id from channels order by id limit 1')).rows;
  const room = String(id);
  const members = await Promise.all([MEMBER, BJ, OPERATOR].map((acc) => signIn(port, API, ...acc)));
  const clients = [];
  const add = async () => {
    const c = chatClientThroughNginx(members[clients.length % members.length].access);
    clients.push(c);
    c.client.connect();
    c.client.join(room, 'cluster-chat-restart');
    await until('a client joined through nginx', () => c.seen.joins.some((j) => j.joined));
    return c;
  };
  /** a line from `from` reaches every client (the Redis adapter carries it across instances) */
  const lineReachesAll = async (from, label) => {
    const text = `${label} ${randomBytes(4).toString('hex')}`;
    const ack = await from.client.send(room, text);
    expect(ack.ok, `${label}: the line was refused: ${JSON.stringify(ack)}`);
    await until(`${label}: the line at every client`, () => clients.every((c) => c.seen.lines.includes(text)), 5000).catch(() => {
      throw new Error(`${label}: ${clients.filter((c) => !c.seen.lines.includes(text)).length} of ${clients.length} clients did not receive the line`);
    });
  };
  try {
    for (let i = 0; i < 6; i++) await add();
    for (const [index, sig] of [[0, 'SIGTERM'], [1, 'SIGKILL']]) {
      const name = `chat-${index + 1}`;
      // clients on the instance about to stop (least_conn spreads them; more until it has two)
      while ((await chatConnections(index)) < 2 && clients.length < 20) await add();
      const onVictim = await chatConnections(index);
      expect(onVictim >= 2, `${name} has ${onVictim} clients of ${clients.length}`);
      const joinsBefore = clients.map((c) => c.seen.joins.length);
      const statesBefore = clients.map((c) => c.seen.states.length);
      const t = Date.now();
      await cluster.kill(name, sig);
      // the victim's clients went away and came back (connected through nginx to the other instance) and joined the room again
      const moved = () => clients.filter((c, i) => c.seen.states.slice(statesBefore[i]).includes('reconnecting'));
      await until(`${name}'s clients reconnected and rejoined`, () => {
        const m = moved();
        return m.length >= onVictim && clients.every((c, i) => c.client.state === 'connected' && (!m.includes(c) || c.seen.joins.slice(joinsBefore[i]).some((j) => j.joined)));
      });
      const back = Date.now() - t;
      expect(moved().length === onVictim, `${onVictim} clients were on ${name}, ${moved().length} reconnected`);
      expect(await chatConnections(index) === null && (await chatConnections(1 - index)) === clients.length, `after ${sig}: every client on the other instance`);
      console.log(`      ${name} ${sig}: its ${onVictim} of ${clients.length} clients reconnected through nginx to the other instance and rejoined in ${back} ms`);
      await lineReachesAll(moved()[0], `after ${name}'s ${sig}`);
      // started again: nginx sends it new connections (least_conn: it has none), a line crosses both ways
      await cluster.restart(name);
      const fresh = await until(`${name} taking a new connection through nginx`, async () => ((await chatConnections(index)) > 0 ? true : (await add(), false)), 15_000);
      expect(fresh, `${name} took no connection after its restart`);
      await lineReachesAll(clients.at(-1), `after ${name}'s restart`);
    }
  } finally {
    for (const c of clients) c.client.close();
  }
});

await check('a live published over RTMP through nginx (stream module) to the ingest plays through nginx\'s media host (HLS)', async () => {
  const bj = await signIn(port, API, ...BJ);
  const key = await request(port, { path: '/api/my/channel/stream-key', host: API, headers: { cookie: bj.cookie } });
  expect(key.status === 200, `stream key: ${key.status} ${JSON.stringify(key.body).slice(0, 200)}`);
  // the server URL the API gives encoders is nginx's RTMP port, which only nginx listens on
  expect(cluster.rtmpThroughNginx, 'nginx has no stream module (Debian libnginx-mod-stream): RTMP goes to the ingest directly');
  const rtmpPort = Number(/^rtmp:\/\/[^:/]+:(\d+)\//.exec(key.body.url)?.[1]);
  expect(rtmpPort === cluster.ports.rtmp && rtmpPort !== cluster.ports.ingestRtmp, `the stream key's server ${key.body.url} is nginx's RTMP port ${cluster.ports.rtmp}, not the ingest's ${cluster.ports.ingestRtmp}`);
  const rtmp = `${key.body.url.replace(/^rtmp:\/\/[^:/]+/, 'rtmp://127.0.0.1')}/${key.body.streamKey}`;
  let log = '';
  const ffmpeg = spawn('ffmpeg', ['-hide_banner', '-nostats', '-loglevel', 'warning', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '25', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '30', '-c:a', 'aac', '-f', 'flv', rtmp], { stdio: ['pipe', 'ignore', 'pipe'] });
  ffmpeg.stderr.on('data', (d) => (log = (log + d).slice(-2000)));
  try {
    // the publish hook (ingest -> nginx's internal listener -> an API instance) opens a stream row
    let master;
    for (let i = 0; i < 80 && !master; i++) {
      await sleep(250);
      const rows = (await db.query("select s.id from streams s join channels c on c.id = s.channel_id join members m on m.id = c.owner_id where m.login_id = $1 and s.state = 'live' order by s.id desc limit 1", [BJ[0]])).rows;
      if (!rows.length) continue;
      const res = await request(port, { path: `/hls/${rows[0].id}/master.m3u8`, host: `media.localhost:${port}` });
      if (res.status === 200 && String(res.body).startsWith('#EXTM3U')) master = res;
    }
    expect(master, `no HLS master playlist through nginx within 20 s; ffmpeg: ${log}`);
  } finally {
    ffmpeg.stdin.write('q');
    setTimeout(() => ffmpeg.kill('SIGKILL'), 3000).unref();
    await new Promise((resolve) => ffmpeg.once('exit', resolve));
  }
});

await check('an API instance killed with SIGKILL under load: GETs keep succeeding, no acknowledged write is lost, the instance rejoins', async () => {
  const seconds = Number(process.env.CLUSTER_KILL_SECONDS ?? 12);
  const writers = await Promise.all([MEMBER, BJ, OPERATOR].map((acc) => signIn(port, API, ...acc)));
  const recipients = [BJ[0], OPERATOR[0], MEMBER[0]];
  const acked = [];
  const refused = {};
  let writing = true;
  // writes: members sending messages (the API allows 10 a minute each), one at a time, through nginx
  const writeLoop = (async () => {
    for (let i = 0; writing; i++) {
      const w = i % writers.length;
      try {
        const res = await request(port, { method: 'POST', path: '/api/my/messages', host: API, headers: writers[w].mutating, body: { loginId: recipients[w], content: `cluster write ${i}` } });
        if (res.status === 201) acked.push(res.body.messageId);
        else refused[res.status] = (refused[res.status] ?? 0) + 1;
      } catch (err) {
        refused[err.code ?? err.message] = (refused[err.code ?? err.message] ?? 0) + 1;
      }
      await sleep(350);
    }
  })();
  // reads: a signed-in member's profile (a session goes past nginx's public-read cache to an instance)
  const load = autocannon({
    url: `http://127.0.0.1:${port}/api/my/profile`,
    headers: { host: API, [CLIENT_HEADER]: 'cluster-e2e', cookie: writers[0].cookie },
    connections: 10,
    duration: seconds,
  });
  const victim = 'api-2';
  await sleep(2500);
  await cluster.kill(victim, 'SIGKILL');
  console.log(`      ${victim} killed with SIGKILL at 2.5 s`);
  await sleep(2000);
  const back = Date.now();
  await cluster.restart(victim);
  console.log(`      ${victim} restarted, ready in ${Date.now() - back} ms`);
  const r = await load;
  writing = false;
  await writeLoop;
  console.log(`      GET /api/my/profile through nginx: ${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts (${Math.round(r.requests.average)} req/s)`);
  console.log(`      POST /api/my/messages: ${acked.length} acknowledged (201), not acknowledged: ${JSON.stringify(refused)}`);
  expect(r.requests.total > 100, 'the load generator ran');
  expect(r.non2xx === 0 && r.errors === 0 && r.timeouts === 0, `GETs failed during the kill: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  expect(acked.length >= 10, `too few writes acknowledged to judge (${acked.length})`);
  const found = (await db.query('select id from messages where id = any($1::int[])', [acked])).rows.length;
  expect(found === acked.length, `${acked.length - found} of ${acked.length} acknowledged writes are missing from the database`);
  // rejoined: nginx sends it requests again (its fail_timeout is 3 s)
  let seen = false;
  for (let i = 0; i < 40 && !seen; i++) {
    const res = await request(port, { path: '/api/my/profile', host: API, headers: { cookie: writers[0].cookie } });
    seen = res.status === 200 && res.headers['x-instance'] === victim;
    if (!seen) await sleep(100);
  }
  expect(seen, `${victim} answered no request through nginx after its restart`);
});

await check('SIGTERM drains an API instance under load: no failed request through nginx, and it rejoins', async () => {
  const reader = await signIn(port, API, ...MEMBER);
  const load = autocannon({ url: `http://127.0.0.1:${port}/api/my/profile`, headers: { host: API, [CLIENT_HEADER]: 'cluster-e2e', cookie: reader.cookie }, connections: 10, duration: 4 });
  await sleep(1000);
  await cluster.kill('api-1', 'SIGTERM');
  const r = await load;
  await cluster.restart('api-1');
  expect(r.non2xx === 0 && r.errors === 0, `during a graceful stop: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodeStats)}), ${r.errors} errors of ${r.requests.total}; nginx:\n${cluster.nginxErrors()}`);
});

/** an autocannon run that stop() ends early: { stop(), done: Promise<result>, errors: [{ code, at }] } */
function loadGenerator(opts) {
  let instance;
  const errors = [];
  const done = new Promise((resolve, reject) => {
    instance = autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
  });
  instance.on('reqError', (err) => errors.push({ code: err.code ?? err.message, at: Date.now() }));
  return { stop: () => instance.stop(), done, errors };
}

/**
 * The client errors of a load generator that are not the keep-alive race of an nginx reload. A
 * reload's old workers close their client connections (idle ones at once, busy ones after their
 * answer); autocannon writes its next request at once on a connection it reuses and, when that
 * connection was just closed, counts a reset (ECONNRESET/EPIPE) — a request that reached neither
 * nginx's routing nor an instance (those fail as 502/504, non-2xx). HTTP clients retry such a request
 * (RFC 9112 §9.3.1; browsers do); autocannon does not. So: a reset during a reload, at most one per
 * connection and reload, is that race; anything else fails the check.
 */
function notReloadRace(errors, connections) {
  const inReload = (at) => cluster.reloads.some((r) => at >= r.from - 20 && at <= (r.to ?? Date.now()) + 200);
  const race = errors.filter((e) => ['ECONNRESET', 'EPIPE'].includes(e.code) && inReload(e.at));
  const other = errors.filter((e) => !race.includes(e));
  return race.length > connections * cluster.reloads.length ? errors : other;
}

await check('a rolling restart of both API instances under GET and POST load: no request fails at nginx or an instance, every acknowledged write in the database once', async () => {
  const giver = await signIn(port, API, ...MEMBER);
  const [{ id: channelId }] = (await db.query('select c.id from channels c join members m on m.id = c.owner_id where m.login_id = $1 order by c.id limit 1', [BJ[0]])).rows;
  const balance = async () => (await request(port, { path: '/api/luv/luv-sum', host: API, headers: { cookie: giver.cookie } })).body.luvSum;
  const before = await balance();
  expect(typeof before === 'number' && before >= 2000, `the demo member's luv: ${before}`);
  const run = randomBytes(6).toString('hex');
  const message = `rolling restart ${run}`;
  const acked = [];
  const answeredBy = {};
  const sent = []; // every Idempotency-Key the load generator built a request with
  const answered = new Map(); // key -> giftId of each acknowledged gift
  let n = 0;
  // reads: the member's profile (past nginx's public-read cache, to the instances); writes: gifts of
  // 1 luv (a real ledger transfer the API acknowledges with 200 and a giftId), each with its own
  // Idempotency-Key, at most 40 a second
  const gets = loadGenerator({
    url: `http://127.0.0.1:${port}/api/my/profile`,
    headers: { host: API, [CLIENT_HEADER]: 'cluster-e2e', cookie: giver.cookie },
    connections: 8,
    duration: 120,
    requests: [
      {
        method: 'GET',
        onResponse: (status, body, context, headers) => {
          const by = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === 'x-instance')?.[1] ?? 'none';
          answeredBy[by] = (answeredBy[by] ?? 0) + 1;
        },
      },
    ],
  });
  const posts = loadGenerator({
    url: `http://127.0.0.1:${port}/api/lives/gift`,
    headers: { host: API, [CLIENT_HEADER]: 'cluster-e2e', 'content-type': 'application/json', ...giver.mutating },
    connections: 2,
    overallRate: 40,
    duration: 120,
    requests: [
      {
        method: 'POST',
        // one connection has one request in flight: its context carries that request's key
        setupRequest: (req, context) => {
          context.key = `rolling-${run}-${n++}`;
          sent.push(context.key);
          return { ...req, headers: { ...req.headers, 'idempotency-key': context.key }, body: JSON.stringify({ channelId, amount: 1, message }) };
        },
        onResponse: (status, body, context) => {
          if (status !== 200) return;
          acked.push(JSON.parse(body).giftId);
          answered.set(context.key, JSON.parse(body).giftId);
        },
      },
    ],
  });
  try {
    await sleep(1000);
    for (const name of ['api-1', 'api-2']) {
      const t = await cluster.restartInstance(name);
      console.log(`      ${name}: out of nginx's rotation in ${t.outOfRotation} ms, drained and exited in ${t.drained} ms, new process ready in ${t.ready} ms, back in rotation in ${t.back} ms`);
    }
    await sleep(1000);
  } finally {
    gets.stop();
    posts.stop();
  }
  const [g, w] = await Promise.all([gets.done, posts.done]);
  const codes = (errors) => JSON.stringify(errors.reduce((o, e) => ({ ...o, [e.code]: (o[e.code] ?? 0) + 1 }), {}));
  console.log(`      GET /api/my/profile: ${g.requests.total} requests (${JSON.stringify(answeredBy)}), ${g.non2xx} non-2xx, ${g.timeouts} timeouts, ${g.errors} client errors ${codes(gets.errors)}`);
  console.log(`      POST /api/lives/gift: ${w.requests.total} requests, ${acked.length} acknowledged, ${w.non2xx} non-2xx, ${w.timeouts} timeouts, ${w.errors} client errors ${codes(posts.errors)}`);
  expect(g.requests.total > 100 && w.requests.total > 50, 'the load generators ran');
  // no request failed at nginx or at an instance: not one non-2xx answer (a request routed to a
  // stopping instance, refused and not retried, would be a 502), not one timeout
  expect(g.non2xx === 0 && g.timeouts === 0, `GETs failed during the rolling restart: ${g.non2xx} non-2xx ${JSON.stringify(g.statusCodeStats)}, ${g.timeouts} timeouts; nginx:\n${cluster.nginxErrors()}`);
  expect(w.non2xx === 0 && w.timeouts === 0, `POSTs failed during the rolling restart: ${w.non2xx} non-2xx ${JSON.stringify(w.statusCodeStats)}, ${w.timeouts} timeouts; nginx:\n${cluster.nginxErrors()}`);
  const gOther = notReloadRace(gets.errors, 8);
  const wOther = notReloadRace(posts.errors, 2);
  expect(gOther.length === 0 && wOther.length === 0, `client errors outside nginx's reloads: GET ${JSON.stringify(gOther.slice(0, 5))}, POST ${JSON.stringify(wOther.slice(0, 5))}`);
  if (gets.errors.length + posts.errors.length) console.log(`      (${gets.errors.length + posts.errors.length} keep-alive connections reset by a reload's old workers as autocannon reused them: retried by browsers, not by autocannon; the POSTs among them are sent again below with their keys)`);
  expect(acked.length === w['2xx'], `${w['2xx']} gifts answered 2xx, ${acked.length} with a giftId`);
  // the load generator's stop() drops the requests it had in flight or had built (their keys have
  // no answer): the client sends those again with the same Idempotency-Key, as after a lost answer —
  // the API answers the gift it made (Idempotency-Replayed) or makes it now, never a second one
  const unanswered = [...new Set(sent)].filter((k) => !answered.has(k));
  let replayed = 0;
  for (const key of unanswered) {
    const res = await request(port, { method: 'POST', path: '/api/lives/gift', host: API, headers: { ...giver.mutating, 'idempotency-key': key }, body: { channelId, amount: 1, message } });
    expect(res.status === 200, `the gift ${key} sent again: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.headers['idempotency-replayed'] === 'true') replayed++;
    answered.set(key, res.body.giftId);
  }
  const giftIds = [...answered.values()];
  const rows = (await db.query('select id from gifts where message = $1', [message])).rows.map((r) => r.id);
  const missing = giftIds.filter((id) => !rows.includes(id));
  expect(new Set(giftIds).size === giftIds.length, 'one gift per Idempotency-Key');
  expect(missing.length === 0 && rows.length === giftIds.length, `${giftIds.length} gifts acknowledged, ${rows.length} in the database (missing ${missing.slice(0, 5).join(' ')})`);
  const after = await balance();
  expect(before - after === rows.length, `the wallet went from ${before} to ${after} luv for ${rows.length} gifts of 1 luv`);
  console.log(`      ${answered.size} gifts, each in the database once (${unanswered.length} without an answer when the load generator stopped, sent again: ${replayed} replayed, ${unanswered.length - replayed} made then); wallet ${before} -> ${after} luv`);
  expect(Object.keys(answeredBy).filter((k) => /^api-\d$/.test(k)).length === 2, `both instances answered: ${JSON.stringify(answeredBy)}`);
});

await db.end();
await cluster.stop();

/**
 * The processes whose environment carries NAME=value, and all their descendants (Redis and
 * PostgreSQL's workers overwrite their environment with their process titles; they are found as
 * children). Any user's: CI runs as root.
 */
function processesWithEnv(name, value) {
  const needle = Buffer.from(`\0${name}=${value}\0`);
  const found = new Set();
  const parent = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      parent.set(Number(d), Number(ppid));
      if (Buffer.concat([Buffer.from([0]), readFileSync(`/proc/${d}/environ`)]).includes(needle)) found.add(Number(d));
    } catch {
      /* gone, or not ours to read */
    }
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parent) if (!found.has(pid) && found.has(ppid)) grew = found.add(pid);
  }
  return [...found];
}
const refused = (p) =>
  new Promise((resolve) => {
    const s = tcpConnect(p, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(false)));
    s.once('error', () => resolve(true));
  });

await check('start:cluster stopped with SIGTERM during its start-up leaves no process behind', async () => {
  // every process the start script starts inherits this variable (runuser keeps the environment for PostgreSQL)
  const mark = randomBytes(8).toString('hex');
  const child = spawn(process.execPath, ['tools/cluster/start.mjs', '--no-build', '--port', String(await freePort())], { cwd: root, env: { ...process.env, LUVCAST_CLUSTER_RUN: mark }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const pgPort = await new Promise((resolve) => {
    const onData = (d) => {
      out += d;
      const m = /private PostgreSQL 15 on :(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then(() => resolve(0));
  });
  let during = [];
  let how;
  try {
    expect(pgPort, `the start script ended before PostgreSQL was up: ${out.slice(-500)}`);
    await sleep(1000); // Redis and api-1 spawned; api-1 migrating the empty database
    during = processesWithEnv('LUVCAST_CLUSTER_RUN', mark);
    const commands = during.map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        return '';
      }
    });
    const running = (re) => commands.some((c) => re.test(c));
    expect(running(/start\.mjs/) && running(/postgres/) && running(/redis-server/) && running(/apps\/api\/src\/main\.ts/), `start script, PostgreSQL, Redis and api-1 running during start-up: ${commands.map((c) => c.replaceAll('\0', ' ').slice(0, 60)).join(' | ')}`);
    expect(!running(/nginx/), 'the start-up was already over (nginx running): the SIGTERM would not land during start-up');
  } finally {
    child.kill('SIGTERM');
    how = await Promise.race([exited, sleep(30_000).then(() => 'still running after 30 s')]);
  }
  expect(how === 0, `the start script ended with ${how}: ${out.slice(-500)}`);
  const left = processesWithEnv('LUVCAST_CLUSTER_RUN', mark);
  const names = left.map((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').slice(0, 80);
    } catch {
      return String(pid);
    }
  });
  for (const pid of left) process.kill(pid, 'SIGKILL'); // leave none behind, whatever the verdict
  expect(left.length === 0, `${left.length} of ${during.length} processes outlived the start script: ${names.join(' | ')}`);
  expect(await refused(pgPort), `PostgreSQL still answers on :${pgPort}`);
});

process.exit(record() === 0 ? 0 : 1);
