#!/usr/bin/env node
// `npm start`: builds what is needed (Nx cache makes a second start fast), then runs the API
// (which migrates and seeds an empty embedded database), the chat server, the RTMP ingest (with
// its media server for HLS/FLV/VOD) and the web server (shell + the five remotes) as child
// processes, prints the URLs and stops them all together. Chat is a process of its own only with
// DATABASE_URL (PostgreSQL): without it the API owns the embedded PGlite, which one process alone
// can open, and runs chat inside its process on the chat port (docs/adr/0011).
//   --no-build   skip the web build (the e2e stack builds once before it starts)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { buildWebApps, waitFor } from './dev-processes.mjs';

const require = createRequire(import.meta.url);
const ports = require('./federation/ports.cjs');
const socialProviders = require('./social-providers.cjs');
const args = new Set(process.argv.slice(2));
const root = new URL('..', import.meta.url).pathname;
const tsx = `${root}node_modules/.bin/tsx`;

if (!args.has('--no-build')) {
  console.log('[start] building the shell and the remotes (cached after the first time)…');
  const status = buildWebApps();
  if (status !== 0) process.exit(status);
}

// Social login without real provider credentials: outside production, every provider that has no
// OAUTH_<P>_CLIENT_ID of its own signs in at the local OAuth2 provider (tools/dev-oauth-provider.mjs,
// a consent page where you pick the test identity). OAUTH_DEV_PROVIDER=off turns it off.
const oauthPort = process.env.OAUTH_DEV_PORT ?? String(ports.oauth);
const devOAuthProviders =
  process.env.NODE_ENV === 'production' || process.env.OAUTH_DEV_PROVIDER === 'off'
    ? []
    : socialProviders.providers.filter((p) => !process.env[`OAUTH_${p.toUpperCase()}_CLIENT_ID`]);
// the web server forwards /api/* of the site host from loopback: the API takes the visitor's
// address from its X-Forwarded-For (per-address sign-in limits), and only from loopback peers
// libuv's pool runs the Argon2id hashes of sign-in: one thread per core (at least 2) instead of 4, so
// hashes do not crowd the event loop off a small machine (tools/bench/README.md "Sign-in"). Set before
// the process starts: tsx has started the pool by the time main.ts runs.
const apiEnv = { TRUST_PROXY: 'loopback', UV_THREADPOOL_SIZE: String(Math.max(2, availableParallelism())), ...process.env };
for (const p of devOAuthProviders) {
  const base = `http://127.0.0.1:${oauthPort}`;
  const P = `OAUTH_${p.toUpperCase()}_`;
  Object.assign(apiEnv, {
    [`${P}AUTHORIZE_URL`]: `${base}/authorize?p=${p}`,
    [`${P}TOKEN_URL`]: `${base}/token?p=${p}`,
    [`${P}USERINFO_URL`]: `${base}/userinfo?p=${p}`,
    [`${P}TOKENINFO_URL`]: `${base}/tokeninfo?p=${p}`,
    // token sign-in takes tokens issued to the web client and to a local app or bot (client_id dev-app)
    [`${P}TOKEN_AUDIENCES`]: `dev-${p},dev-app`,
    [`${P}CLIENT_ID`]: `dev-${p}`,
    [`${P}CLIENT_SECRET`]: `dev-${p}-secret`,
  });
}

// Payments without a real gateway: outside production, unless PAYMENT_GATEWAY_URL names one, the
// API pays at the sandbox gateway (tools/dev-payment-gateway.mjs: its own checkout page and bank,
// signed webhooks back to the API). PAYMENT_PROVIDER=off turns payments off.
const pgPort = process.env.PAYMENT_GATEWAY_PORT ?? String(ports.pg);
const sandboxGateway = process.env.NODE_ENV !== 'production' && process.env.PAYMENT_PROVIDER !== 'off' && !process.env.PAYMENT_GATEWAY_URL;
if (sandboxGateway) {
  apiEnv.PAYMENT_GATEWAY_URL = `http://127.0.0.1:${pgPort}`;
  apiEnv.PAYMENT_WEBHOOK_URL ??= `http://127.0.0.1:${process.env.API_PORT ?? ports.api}/api/shoppings/payments/webhook`;
}

// the web server hands the page this run's API and chat ports and reaches the API on API_PORT
// (unless told otherwise), so `API_PORT=5000 CHAT_PORT=5001 WEB_PORT=5002 npm start` is a second stack
const apiPort = process.env.API_PORT ?? String(ports.api);
const chatPort = process.env.CHAT_PORT ?? String(ports.chat);
const webEnv = {
  ...process.env,
  API_PUBLIC_PORT: process.env.API_PUBLIC_PORT ?? apiPort,
  CHAT_PUBLIC_PORT: process.env.CHAT_PUBLIC_PORT ?? chatPort,
  // the pages' content security policy names the media server (HLS, FLV, thumbnails) on this port
  MEDIA_PUBLIC_PORT: process.env.MEDIA_PUBLIC_PORT ?? process.env.MEDIA_PORT ?? String(ports.media),
  API_INTERNAL_URL: process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${apiPort}`,
};

// the ingest calls the API's /internal/ingest hooks and the API calls the ingest's close endpoint
// with one secret: a fresh random one per run unless INGEST_HOOK_SECRET is set
const ingestSecret = process.env.INGEST_HOOK_SECRET ?? randomBytes(24).toString('hex');
const rtmpPort = process.env.INGEST_RTMP_PORT ?? String(ports.rtmp);
const mediaPort = process.env.MEDIA_PORT ?? String(ports.media);
apiEnv.INGEST_HOOK_SECRET = ingestSecret;
const ingestEnv = {
  ...process.env,
  INGEST_HOOK_SECRET: ingestSecret,
  API_INTERNAL_URL: process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${apiPort}`,
};

// chat reads roles and bans from the API's database: its own process on PostgreSQL, else inside
// the API (CHAT_EMBEDDED=off there runs no chat at all)
const chatProcess = Boolean(process.env.DATABASE_URL);
const chatWhere = chatProcess ? 'chat (socket.io)' : process.env.CHAT_EMBEDDED === 'off' ? 'chat: off (CHAT_EMBEDDED=off, no DATABASE_URL)' : 'chat (socket.io, inside the API: embedded PGlite)';
if (!chatProcess) console.log(`[start] no DATABASE_URL: chat runs inside the API on ws://localhost:${chatPort}`);

const services = [
  ...(devOAuthProviders.length
    ? [{ name: 'oauth', cmd: process.execPath, argv: ['tools/dev-oauth-provider.mjs', '--port', oauthPort], health: `http://127.0.0.1:${oauthPort}/health` }]
    : []),
  ...(sandboxGateway
    ? [{ name: 'pg', cmd: process.execPath, argv: ['tools/dev-payment-gateway.mjs', '--port', pgPort], health: `http://127.0.0.1:${pgPort}/health` }]
    : []),
  { name: 'api', cmd: tsx, argv: ['apps/api/src/main.ts'], env: apiEnv, health: `http://127.0.0.1:${apiPort}/health` },
  ...(chatProcess ? [{ name: 'chat', cmd: tsx, argv: ['apps/chat/src/main.ts'] }] : []),
  { name: 'ingest', cmd: tsx, argv: ['apps/ingest/src/main.ts'], env: ingestEnv, health: `http://127.0.0.1:${mediaPort}/health` },
  { name: 'web', cmd: tsx, argv: ['apps/web-server/src/main.ts'], env: webEnv, health: `http://127.0.0.1:${process.env.WEB_PORT ?? ports.web}/remotes.json` },
];

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

for (const s of services) {
  const child = spawn(s.cmd, s.argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: s.env ?? process.env });
  const prefix = (line) => `[${s.name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (l) => console.log(prefix(l)));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(prefix(`exited (${signal ?? code}); stopping everything`));
      stopAll(code || 1);
    }
  });
  children.push(child);
}

for (const s of services.filter((x) => x.health)) {
  if (!(await waitFor(s.health, 120_000))) {
    console.error(`[start] ${s.name} did not become healthy at ${s.health}`);
    stopAll(1);
  }
}
if (!stopping) {
  const web = process.env.WEB_PORT ?? ports.web;
  const api = process.env.API_PORT ?? ports.api;
  console.log(`
luvcast is running:
  http://luv.localhost:${web}     brand luv (also http://localhost:${web})
  http://lex.localhost:${web}     brand lex
  http://bell.localhost:${web}    brand bell
  http://api.luv.localhost:${api}/docs   API (Swagger UI); health: http://localhost:${api}/health
  ws://localhost:${chatPort}   ${chatWhere}
  rtmp://localhost:${rtmpPort}/live   RTMP ingest: OBS server URL; the stream key is on the studio page (http://luv.localhost:${web}/studio)
  http://localhost:${mediaPort}   media (HLS /hls, HTTP-FLV /flv, recordings /vod)${devOAuthProviders.length ? `\n  http://127.0.0.1:${oauthPort}   local OAuth2 provider for social login (${devOAuthProviders.join(', ')}; pick a test identity on its page)` : ''}${sandboxGateway ? `\n  http://127.0.0.1:${pgPort}   sandbox payment gateway (its checkout page and bank: no real money moves)` : ''}
  remotes: ${Object.entries(ports.remotes).map(([n, r]) => `${n} :${r.port}`).join(', ')}
Demo member: demo1234 / Demo!2345   Broadcaster: bjstar01 / Star!2345   Operator: opdemo01 / Oper!2345
Press Ctrl+C to stop.`);
}
