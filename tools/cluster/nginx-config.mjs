// The nginx configuration of the cluster: one generator for the one-machine cluster
// (tools/cluster/cluster.mjs: `npm run start:cluster`, the cluster e2e, bench:cluster) and for real
// servers (`npm run cluster:nginx -- ...`: real host names, TLS, the app machines' addresses;
// README "The same layout on several machines", docs/adr/0018-cluster.md).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const NGINX_MODULES = '/usr/lib/nginx/modules';

/** Whether Debian's nginx stream module (libnginx-mod-stream) is installed: then nginx proxies RTMP too. */
export const streamModule = () => existsSync(`${NGINX_MODULES}/ngx_stream_module.so`);
const brotliModule = () => existsSync(`${NGINX_MODULES}/ngx_http_brotli_static_module.so`);

/**
 * The whole nginx.conf (a main configuration: `nginx -c FILE`, or Debian's /etc/nginx/nginx.conf).
 * Options:
 * - prefix: nginx's own folder (pid, error log, cache, temp files);
 * - sites: the brand sites' host names (`luvcast.tv` ...): each site's server, and its `api.` host's
 *   (API and chat's /socket.io/: pages reach the API on `api.` + the site host they were served from,
 *   so a www. name would need its own api.www. host: redirect it to the site host instead);
 *   mediaHost: the media origin's host name;
 * - api, chat, web: the instances' addresses (`10.0.1.11:4000` ...); media: the ingest's media
 *   server; down: addresses taken out of rotation (a rolling restart);
 * - internal: the address:port of the listener for server-to-server calls to the API (the web
 *   server's first render, the ingest's hooks) — a private address, never the public one;
 * - rtmp: { listen, ingest: [addresses] } — encoders' RTMP port passed to the ingest (stream module);
 * - distDir: the built remotes (dist/apps), served by nginx itself under /_remotes/;
 * - listen: the public port without TLS (the one-machine cluster); or tls: { certDir } — 443 with
 *   `certDir/<site>/fullchain.pem` + `privkey.pem` per site (covering the site and its api. host)
 *   and per media host, port 80 redirecting to https (acmeRoot: the ACME http-01 challenge folder);
 * - user, workers, accessLog.
 */
export function nginxConfig(o) {
  const brotli = brotliModule();
  const stream = Boolean(o.rtmp) && streamModule();
  // `down`: out of rotation (a rolling restart takes an instance out before it gets SIGTERM)
  const down = new Set(o.down ?? []);
  // every instance twice: as a server, and again as a `backup` with its own failure count. nginx
  // open source has no "panic mode": once every server is marked failed (one instance dead, and one
  // error of the other — a reset keep-alive connection, one 503), it answers 502 to everything for
  // fail_timeout; with the backups it tries the same instances again instead
  const server = (a, extra) => `    server ${a} max_fails=1 fail_timeout=3s${extra}${down.has(a) ? ' down' : ''};`;
  const up = (list) => [...list.map((a) => server(a, '')), ...list.map((a) => server(a, ' backup'))].join('\n');
  const proxyHeaders = `
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      # the API trusts nginx's forwarded headers (TRUST_PROXY): a client's own X-Forwarded-Host must
      # not reach it, or it would pick the brand and its absolute URLs (and poison the public cache)
      proxy_set_header X-Forwarded-Host "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;
  // an API request: keep-alive to the instances; a GET/HEAD that meets a dead or draining instance
  // (connection refused or reset, 502/504) is retried on another (3 tries: the first server, the
  // other, a backup); a POST only when it was never sent (nginx does not repeat non-idempotent
  // requests: the client decides)
  //
  // Public reads (the answers the API marks `Cache-Control: public, s-maxage=N`: banners, themes,
  // notices, emoji...) are kept by nginx for their s-maxage, as a CDN would (docs/adr/0016), and
  // revalidated with their ETag (a 304 from the instance's own cache); one request per key fills an
  // entry (lock). Never from the cache: a request with a session (access cookie or Bearer: the
  // instance decides, and answers no-store) or without the client header (the instance refuses it),
  // and no answer that sets a cookie or says private/no-store. nginx's request id is the API's too
  // (X-Request-Id both ways), so a kept answer never repeats another request's id.
  const apiProxy = `${proxyHeaders}
      proxy_set_header Connection "";
      sendfile off;   # a kept answer is a few hundred bytes: one write with the headers, not a sendfile and TCP_CORK calls
      proxy_set_header X-Request-Id $request_id;
      proxy_hide_header X-Request-Id;
      add_header X-Request-Id $request_id always;
      proxy_cache luvcast_public;
      # the Host header as the instance reads it (not $host: lowercased, port dropped, or taken from an
      # absolute request line), so an answer is only ever kept under the host it was made for
      proxy_cache_key $scheme://$http_host$request_uri;
      proxy_cache_bypass $luvcast_private $luvcast_no_client;
      proxy_no_cache $luvcast_private $luvcast_no_client;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 2s;
      proxy_cache_revalidate on;
      proxy_cache_use_stale updating error timeout http_502 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
      # the kept answers' files stay open between requests (a HIT opened, read and closed one each time)
      open_file_cache max=10000 inactive=30s;
      open_file_cache_valid 5s;
      # not http_503: that is the API's maintenance answer (every instance gives it alike), and nginx
      # would count it as each server failing and answer 502 "no live upstreams" to every call, the
      # exempt ones too (status, sign-in, the operators' switch); a draining instance answers, not 503
      proxy_next_upstream error timeout http_502 http_504;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_pass http://luvcast_api;`;
  const siteLocations = `
    location /_remotes/ {
      alias ${o.distDir}/;
      gzip_static on;
${brotli ? '      brotli_static on;\n' : ''}      add_header Cache-Control $luvcast_remote_cache;
    }
    location / {${proxyHeaders}
      proxy_set_header Connection "";
      proxy_next_upstream error timeout http_502 http_504;
      proxy_pass http://luvcast_web;
    }`;
  const apiLocations = `
    location /socket.io/ {${proxyHeaders}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout;
      proxy_pass http://luvcast_chat;
    }
    location / {${apiProxy}
    }`;
  const mediaLocations = `
    location / {${proxyHeaders}
      proxy_set_header Connection "";
      proxy_buffering off;   # HTTP-FLV is an endless response
      proxy_read_timeout 1h;
      proxy_pass http://luvcast_media;
    }`;
  const tls = (name) =>
    o.tls
      ? `
    ssl_certificate ${o.tls.certDir}/${name}/fullchain.pem;
    ssl_certificate_key ${o.tls.certDir}/${name}/privkey.pem;`
      : '';
  // (nginx 1.22, Debian 12's, has no `http2 on;` directive: http2 goes on the listen line)
  const listenLines = (extra = '') => (o.tls ? `    listen 443 ssl http2${extra};\n    listen [::]:443 ssl http2${extra};` : `    listen ${o.listen}${extra};`);
  const servers = [];
  if (o.tls) {
    // every brand host, each with its own certificate; plain http only for ACME challenges and the redirect
    servers.push(`  server {
    listen 80 default_server;
    listen [::]:80 default_server;
    server_name _;
${o.acmeRoot ? `    location /.well-known/acme-challenge/ { root ${o.acmeRoot}; }\n` : ''}    location / { return 301 https://$host$request_uri; }
  }`);
    for (const [i, site] of o.sites.entries()) {
      servers.push(`  # ${site}: first render by the web server, the remotes' build files straight from disk
  server {
${listenLines(i === 0 ? ' default_server' : '')}
    server_name ${site};${tls(site)}
${siteLocations}
  }`);
      servers.push(`  # api.${site}: the API instances, and chat's socket.io on the same origin
  server {
${listenLines()}
    server_name api.${site};${tls(site)}
${apiLocations}
  }`);
    }
    servers.push(`  # the media origin (a CDN in front at scale): HLS playlists and segments, HTTP-FLV, VOD
  server {
${listenLines()}
    server_name ${o.mediaHost};${tls(o.mediaHost)}
${mediaLocations}
  }`);
  } else {
    servers.push(`  # the brand sites: first render by the web server, the remotes' build files straight from disk
  server {
${listenLines(' default_server')}
    server_name ${o.sites.join(' ')} localhost;
${siteLocations}
  }`);
    servers.push(`  # the brands' API hosts: the API instances, and chat's socket.io on the same origin
  server {
${listenLines()}
    server_name ${o.sites.map((s) => `api.${s}`).join(' ')};
${apiLocations}
  }`);
    servers.push(`  # the media origin (a CDN in front at scale): HLS playlists and segments, HTTP-FLV, VOD
  server {
${listenLines()}
    server_name ${o.mediaHost};
${mediaLocations}
  }`);
  }
  servers.push(`  # server-to-server calls to the API (web server's first render, ingest hooks), balanced the same way
  server {
    listen ${o.internal};
    location / {${apiProxy}
    }
  }`);

  return `# generated by tools/cluster/nginx-config.mjs (npm run start:cluster -- --print-nginx; npm run cluster:nginx for servers)
${o.user ? `user ${o.user};\n` : ''}worker_processes ${o.workers ?? 'auto'};
pid ${o.prefix}/nginx.pid;
error_log ${o.prefix}/error.log warn;
# after a reload (a rolling restart, a new upstream list) the old workers finish their requests and
# close idle keep-alive connections at once; long-lived ones (chat websockets, HTTP-FLV, RTMP) are
# cut after this time so the old configuration is gone for sure (the clients reconnect)
worker_shutdown_timeout 10s;
${brotli ? `load_module ${NGINX_MODULES}/ngx_http_brotli_static_module.so;\n` : ''}${stream ? `load_module ${NGINX_MODULES}/ngx_stream_module.so;\n` : ''}events { worker_connections 4096; }
${stream ? `
# encoders (OBS, ffmpeg) publish to nginx's RTMP port; the stream module passes the TCP connection
# to the ingest (several ingest machines: more servers here, and hash $remote_addr keeps a publisher on one)
stream {
  upstream luvcast_rtmp {
${o.rtmp.ingest.length > 1 ? '    hash $remote_addr consistent;\n' : ''}${o.rtmp.ingest.map((a) => `    server ${a};`).join('\n')}
  }
  server {
    listen ${o.rtmp.listen};
    proxy_pass luvcast_rtmp;
    proxy_connect_timeout 2s;
    proxy_timeout 5m;   # an RTMP publish sends every second or so; a silent one for 5 minutes is dead
  }
}
` : ''}http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${o.accessLog ? `${o.prefix}/access.log` : 'off'};
  client_body_temp_path ${o.prefix}/client_body;
  proxy_temp_path ${o.prefix}/proxy;
  fastcgi_temp_path ${o.prefix}/fastcgi;
  uwsgi_temp_path ${o.prefix}/uwsgi;
  scgi_temp_path ${o.prefix}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000;
  server_tokens off;
  client_max_body_size 20m;
${o.tls ? `  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_session_cache shared:luvcast_tls:10m;
  ssl_session_timeout 1d;
  ssl_session_tickets off;
` : ''}  # compressed answers: the build's .br/.gz files as they are, else gzip on the fly for text
  gzip on;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_proxied any;
  gzip_types application/javascript application/json text/css text/plain image/svg+xml application/manifest+json;

  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  # the public-read cache (see apiProxy): kept answers on disk (the page cache keeps them in memory)
  proxy_cache_path ${o.prefix}/cache levels=1:2 keys_zone=luvcast_public:10m max_size=64m inactive=1m use_temp_path=off;
  # a session (an access cookie that is not the signed-out value, or a Bearer token) or no client header: past the cache
  map "$cookie_flx_oauth_access$http_authorization" $luvcast_private { "" 0; noAccessToken 0; default 1; }
  map $http_x_luvcast_client $luvcast_no_client { "" 1; default 0; }
  # remoteEntry.js keeps its name across builds: revalidated; every other build file is content-hashed
  map $uri $luvcast_remote_cache { ~remoteEntry\\.js$ "no-cache"; default "public, max-age=31536000, immutable"; }

  upstream luvcast_api {
    least_conn;
${up(o.api)}
    keepalive 64;
  }
  # socket.io: the web client connects with the websocket transport only (libs/chat-client), one
  # TCP connection per socket, so no stickiness is needed; a client that allowed long-polling would
  # need ip_hash (or hash $cookie_...) here, without the backup lines (hash methods take no backups)
  upstream luvcast_chat {
    least_conn;
${up(o.chat)}
  }
  upstream luvcast_web {
    least_conn;
${up(o.web)}
    keepalive 16;
  }
  upstream luvcast_media {
${o.media.map((a) => `    server ${a};`).join('\n')}
    keepalive 16;
  }

${servers.join('\n\n')}
}
`;
}

/** `npm run cluster:nginx -- --sites ... --api ...`: the configuration of a front machine (README "The same layout on several machines"). */
export function nginxConfigFromArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(
      ['sites', 'media-host', 'api', 'chat', 'web', 'media', 'down', 'internal', 'ingest-rtmp', 'rtmp-listen', 'dist', 'tls-dir', 'acme-root', 'listen', 'prefix', 'user', 'workers'].map((k) => [k, { type: 'string' }]),
    ),
  });
  const list = (k) => (values[k] ?? '').split(',').map((x) => x.trim()).filter(Boolean);
  const problems = [];
  const addresses = (k, required = true) => {
    const l = list(k);
    if (required && !l.length) problems.push(`--${k} is required: host:port[,host:port...]`);
    for (const a of l) if (!/^(\[[0-9a-f:]+\]|[\w.-]+):\d{1,5}$/i.test(a)) problems.push(`--${k}: ${a} is not host:port`);
    return l;
  };
  const sites = list('sites');
  if (!sites.length) problems.push('--sites is required: the brands\' site host names (luvcast.tv,lexcast.tv,...)');
  for (const s of [...sites, values['media-host'] ?? '']) if (s && !/^[a-z0-9.-]+$/i.test(s)) problems.push(`${s} is not a host name`);
  if (!values['media-host']) problems.push('--media-host is required (media.luvcast.tv)');
  if (!values.dist) problems.push('--dist is required: the folder of the built remotes on this machine (dist/apps)');
  const o = {
    sites,
    mediaHost: values['media-host'],
    api: addresses('api'),
    chat: addresses('chat'),
    web: addresses('web'),
    media: addresses('media'),
    down: addresses('down', false),
    internal: addresses('internal')[0],
    rtmp: list('ingest-rtmp').length ? { listen: values['rtmp-listen'] ?? '1935', ingest: addresses('ingest-rtmp', false) } : undefined,
    distDir: values.dist,
    tls: values['tls-dir'] ? { certDir: values['tls-dir'] } : undefined,
    acmeRoot: values['acme-root'],
    listen: values.listen ?? '80',
    prefix: values.prefix ?? '/var/lib/nginx/luvcast',
    user: values.user ?? 'www-data',
    workers: values.workers,
  };
  if (problems.length) throw new Error(problems.join('\n'));
  return nginxConfig(o);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.stdout.write(nginxConfigFromArgs(process.argv.slice(2)));
  } catch (err) {
    console.error(`cluster:nginx: ${err.message}\n(README "The same layout on several machines" shows a complete call)`);
    process.exit(1);
  }
}
