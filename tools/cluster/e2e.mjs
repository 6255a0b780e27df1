#!/usr/bin/env node
// The cluster e2e subset (CI: .ci/run; locally `npm run test:cluster`): starts the cluster of
// tools/cluster/cluster.mjs (nginx, 2 API, 2 chat, ingest, web, PostgreSQL 15, Redis) and checks,
// through nginx, what only a multi-instance deployment can get wrong:
//   1. a sign-in answered by one API instance is honoured by the other (X-Instance names them);
//   2. a sign-out on one instance is refused at once by the other (session caches evicted across instances);
//   3. a chat line crosses chat instances (Redis adapter), and chat's websocket upgrade works through nginx;
//   3b. a live published over RTMP to the ingest (hooks through nginx to the API) plays as HLS from nginx's media host;
//   4. an API instance killed with SIGKILL under load: GETs keep succeeding (nginx retries them on
//      the other instance), every write acknowledged with 201 is in the database afterwards, and the
//      instance serves again once restarted.
// Writes tmp/results/cluster.json ({ passed, failed }) for tools/test.mjs --summary.
//   --no-build  skip the web build
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
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

async function check(name, fn) {
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
  const r = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=shell,*-mfe', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  if (r.status !== 0) {
    results.push({ name: 'web build', ok: false });
    process.exit(record('web build failed') ? 1 : 0);
  }
}

let cluster;
try {
  cluster = await startCluster({ quiet: !process.env.CLUSTER_VERBOSE, log: (l) => console.log(l) });
} catch (err) {
  console.error(`[cluster] did not start: ${err.message}`);
  results.push({ name: 'cluster starts', ok: false });
  process.exit(record('the cluster did not start') ? 1 : 0);
}
const stopAndExit = async (code) => {
  await cluster.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stopAndExit(1));
process.on('SIGTERM', () => void stopAndExit(1));

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
  // both instances have now seen (and cached) the session
  for (let i = 0; i < 4; i++) expect((await request(port, { path: '/api/my/profile', host: API, headers: { cookie: me.cookie } })).status === 200, 'profile before sign-out');
  const out = await request(port, { method: 'POST', path: '/api/auth/signout', host: API, headers: me.mutating, body: {} });
  expect(out.status === 200, `sign-out: ${out.status}`);
  const after = await answeredByOther('/api/my/profile', { cookie: me.cookie }, out.headers['x-instance']);
  expect(after.status === 401, `after the sign-out on ${out.headers['x-instance']}, ${after.headers['x-instance']} answered ${after.status}`);
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

await check('a live published to the ingest over RTMP plays through nginx\'s media host (HLS)', async () => {
  const bj = await signIn(port, API, ...BJ);
  const key = await request(port, { path: '/api/my/channel/stream-key', host: API, headers: { cookie: bj.cookie } });
  expect(key.status === 200, `stream key: ${key.status} ${JSON.stringify(key.body).slice(0, 200)}`);
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
  const load = autocannon({
    url: `http://127.0.0.1:${port}/api/guest/banners`,
    headers: { host: API, [CLIENT_HEADER]: 'cluster-e2e' },
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
  console.log(`      GET /api/guest/banners through nginx: ${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts (${Math.round(r.requests.average)} req/s)`);
  console.log(`      POST /api/my/messages: ${acked.length} acknowledged (201), not acknowledged: ${JSON.stringify(refused)}`);
  expect(r.requests.total > 100, 'the load generator ran');
  expect(r.non2xx === 0 && r.errors === 0 && r.timeouts === 0, `GETs failed during the kill: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  expect(acked.length >= 10, `too few writes acknowledged to judge (${acked.length})`);
  const found = (await db.query('select id from messages where id = any($1::int[])', [acked])).rows.length;
  expect(found === acked.length, `${acked.length - found} of ${acked.length} acknowledged writes are missing from the database`);
  // rejoined: nginx sends it requests again (its fail_timeout is 3 s)
  let seen = false;
  for (let i = 0; i < 40 && !seen; i++) {
    const res = await request(port, { path: '/api/guest/banners', host: API });
    seen = res.status === 200 && res.headers['x-instance'] === victim;
    if (!seen) await sleep(100);
  }
  expect(seen, `${victim} answered no request through nginx after its restart`);
});

await check('SIGTERM drains an API instance under load: no failed request through nginx, and it rejoins', async () => {
  const load = autocannon({ url: `http://127.0.0.1:${port}/api/guest/banners`, headers: { host: API, [CLIENT_HEADER]: 'cluster-e2e' }, connections: 10, duration: 4 });
  await sleep(1000);
  await cluster.kill('api-1', 'SIGTERM');
  const r = await load;
  await cluster.restart('api-1');
  expect(r.non2xx === 0 && r.errors === 0, `during a graceful stop: ${r.non2xx} non-2xx, ${r.errors} errors of ${r.requests.total}`);
});

await db.end();
await cluster.stop();
process.exit(record() === 0 ? 0 : 1);
