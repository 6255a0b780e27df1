#!/usr/bin/env node
// `npm run start:cluster`: the production topology on this machine with the real servers — nginx in
// front, 2 API instances, 2 chat instances on Redis, the RTMP/HLS ingest, the web server,
// PostgreSQL 15 and Redis (tools/cluster/cluster.mjs, docs/adr/0018-cluster.md). Prints the URLs;
// Ctrl-C or SIGTERM stops everything in order (the ingest ends its lives and the web server its pages,
// then nginx stops while the API and chat instances drain, the stores last).
//   --no-build      skip the web build (Nx cache makes it ~2 s anyway)
//   --port N        nginx's port (default CLUSTER_PORT or 8080)
//   --print-nginx   print the generated nginx.conf once it is running
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildWebApps } from '../dev-processes.mjs';
import { ensurePackages, startCluster } from './cluster.mjs';

const ports = createRequire(import.meta.url)('../federation/ports.cjs');

const argv = process.argv.slice(2);
const args = new Set(argv);
const portArg = argv.indexOf('--port');
const port = Number(portArg >= 0 ? argv[portArg + 1] : process.env.CLUSTER_PORT ?? 8080);

/** whether something listens on `p` (any address: nginx binds the wildcard address) */
const inUse = (p) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(p, () => probe.close(() => resolve(false)));
  });
if (await inUse(port)) {
  console.error(`[cluster] port ${port} is in use: choose another with --port N or CLUSTER_PORT`);
  process.exit(1);
}
// the RTMP port encoders are given: 1935 (OBS's and ffmpeg's default) when it is free, else any free one (said below)
const rtmpTaken = await inUse(ports.rtmp);
ensurePackages();
if (!args.has('--no-build')) {
  console.log('[cluster] building the shell and the remotes (cached after the first time)…');
  const status = buildWebApps();
  if (status !== 0) process.exit(status);
}

// a signal during start-up aborts it: startCluster stops whatever it had started (PostgreSQL,
// Redis, the instances already spawned) before it rejects, so no process outlives this one
const abort = new AbortController();
let starting;
let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping: the ingest and the web server, then nginx while the API and chat instances drain, then Redis and PostgreSQL…');
  abort.abort();
  await starting?.then((c) => c.stop(), () => undefined);
  console.log('[cluster] stopped');
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0)); // the terminal closed

let cluster;
try {
  starting = startCluster({ port, rtmpPort: rtmpTaken ? undefined : ports.rtmp, logLevel: process.env.LOG_LEVEL ?? 'warn', accessLog: args.has('--access-log'), signal: abort.signal });
  cluster = await starting;
} catch (err) {
  if (stopping) await new Promise(() => {}); // stop() exits once the cleanup is done
  console.error(`[cluster] did not start: ${err.message}`);
  process.exit(1);
}
if (stopping) await new Promise(() => {});
const p = cluster.ports;
if (args.has('--print-nginx')) console.log(readFileSync(path.join(cluster.tmp, 'nginx', 'nginx.conf'), 'utf8'));
console.log(`
luvcast cluster is running (nginx on :${port} in front of everything):
${cluster.urls.sites.map((u) => `  ${u}`).join('\n')}      the brand sites
${cluster.urls.api.map((u) => `  ${u}/docs`).join('\n')}  API (Swagger UI), balanced over ${p.apis.length} instances (X-Instance names the one that answered)
  ${cluster.urls.chat}   chat (socket.io), balanced over ${p.chats.length} instances on Redis
  ${cluster.urls.media}   media origin (HLS /hls, HTTP-FLV /flv, VOD /vod)
  ${cluster.urls.rtmp}   RTMP ingest (OBS server URL)${cluster.rtmpThroughNginx ? `, through nginx (stream module) to the ingest on :${p.ingestRtmp}` : ' (the ingest itself: no nginx stream module)'}${rtmpTaken ? `\n      (port ${ports.rtmp}, the encoders' default, is taken here — \`npm start\`? — so RTMP is on :${p.rtmp}: put that port in the encoder's server URL)` : ''}
behind it: API ${p.apis.map((x) => `:${x}`).join(' ')} · chat ${p.chats.map((x) => `:${x}`).join(' ')} · web :${p.web} · media :${p.media} · Redis :${p.redis} · ${cluster.db}
readiness: GET /health/ready on each API and chat instance; liveness: GET /health
Demo member: demo1234 / Demo!2345   Broadcaster: bjstar01 / Star!2345   Operator: opdemo01 / Oper!2345
Press Ctrl+C to stop.`);
