// The ingest process: RTMP in (node-media-server 4 sessions on our own listener), the API's publish
// / ready / unpublish hooks, one StreamPackager (ffmpeg) per live, and the media HTTP server
// (/hls, /flv, /vod, POST /internal/sessions/{streamId}/close). The maps below hold this instance's
// own publishers only; whether a channel is live is the API's database's answer (publish hook: 409).
import type { ChildProcess } from 'node:child_process';
import { timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { drainAndClose } from '@luvcast/server-lifecycle';
import type { IngestConfig } from './config';
import { createHookClient, type HookClient, type PublishAllowed, type PublishResult } from './hooks';
import { BaseSession, Context, createRtmpListener, FlvSubscriber, setNmsLogLevel, type BroadcastServer, type RtmpSession } from './nms';
import { startKeepAlive } from './keep-alive';
import { StreamPackager, type Logger } from './packager';

/** the RTMP application OBS publishes to: rtmp://host:1935/live + stream key */
export const RTMP_APP = 'live';
/** an HTTP-FLV viewer this far behind is dropped (protects the process' memory) */
const MAX_VIEWER_BACKLOG = 8 * 1024 * 1024;

interface Live {
  session: BaseSession;
  streamKey: string;
  state: 'pending' | 'live' | 'ending';
  /** the publisher went away while the publish hook was still pending */
  gone: boolean;
  streamId?: number;
  packager?: StreamPackager;
  ended?: Promise<void>;
}

export interface IngestOptions {
  hooks?: HookClient;
  /** how long live segments stay after the live ends (players fetching the last ones); tests: 0 */
  removeLiveAfterMs?: number;
  /** how long an nginx-rtmp on_publish approval waits for nginx's relay (default 30 s) */
  nginxRelayWaitMs?: number;
  log?: Logger;
  /** how often the keep-alive of this instance's lives goes to the API (default 10 s) */
  aliveIntervalMs?: number;
}

export interface Ingest {
  listen(): Promise<{ rtmpPort: number; mediaPort: number }>;
  close(): Promise<void>;
  /** this instance's lives by stream id (tests, the bench) */
  lives(): { streamId: number; streamKey: string; renditions: string[] }[];
  media: FastifyInstance;
}

/** how long an nginx-rtmp on_publish approval waits for nginx's relay to arrive */
const NGINX_RELAY_WAIT_MS = 30_000;

const plainIp = (ip: string) => ip.replace(/:\d+$/, '').replace(/^::ffff:/, '');

function secretMatches(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createIngest(config: IngestConfig, opts: IngestOptions = {}): Ingest {
  const log: Logger = opts.log ?? console;
  const hooks = opts.hooks ?? createHookClient(config.apiInternalUrl, config.hookSecret);
  const removeLiveAfterMs = opts.removeLiveAfterMs ?? 15_000;
  const nginxRelayWaitMs = opts.nginxRelayWaitMs ?? NGINX_RELAY_WAIT_MS;
  setNmsLogLevel(config.logLevel);
  const rtmp = createRtmpListener();
  const children = new Set<ChildProcess>();
  const byKey = new Map<string, Live>();
  const bySession = new Map<string, Live>();
  const byId = new Map<number, Live>();
  /** nginx-rtmp in front: keys its on_publish approved, waiting for nginx's relay (push) on loopback */
  const preApproved = new Map<string, { value: PublishAllowed; timer: NodeJS.Timeout }>();
  let mediaPort = config.mediaPort;
  let closing = false;
  let stopKeepAlive = () => {};

  const drop = (session: BaseSession) => {
    session.close();
    (session as RtmpSession).socket?.destroy();
  };

  /** ends a live from our side (the API's close call, packaging failure): behind nginx-rtmp the session is nginx's relay, so the encoder is dropped at nginx too */
  const dropEncoder = (session: BaseSession) => {
    drop(session);
    if (config.nginxControlUrl && session.streamName) {
      const url = `${config.nginxControlUrl}/drop/publisher?app=${encodeURIComponent(session.streamApp)}&name=${encodeURIComponent(session.streamName)}`;
      fetch(url, { signal: AbortSignal.timeout(5000) }).catch((err: Error) => log.warn(`ingest: nginx control ${url.replace(/name=.*/, 'name=…')}: ${err.message}`));
    }
  };

  const refuse = (session: BaseSession, why: string) => {
    log.warn(`ingest: refused publish ${session.streamApp}/${mask(session.streamName)} from ${plainIp(session.ip)}: ${why}`);
    drop(session);
  };

  const mask = (key: string) => (key.length > 6 ? `${key.slice(0, 3)}…${key.slice(-2)}` : '…');

  const forget = (live: Live) => {
    if (byKey.get(live.streamKey) === live) byKey.delete(live.streamKey);
    bySession.delete(live.session.id);
    if (live.streamId !== undefined && byId.get(live.streamId) === live) byId.delete(live.streamId);
  };

  const endLive = (live: Live): Promise<void> => {
    if (live.ended) return live.ended;
    live.state = 'ending';
    live.ended = (async () => {
      let recording = null;
      try {
        recording = (await live.packager?.stop(closing ? 0 : removeLiveAfterMs)) ?? null;
      } catch (err) {
        log.error(`ingest: stream ${live.streamId}: finishing the packaging failed: ${(err as Error).message}`);
      }
      try {
        await hooks.unpublish({ streamId: live.streamId!, recording });
        log.info(`ingest: stream ${live.streamId} ended${recording ? ` (recorded ${recording.durationS} s at ${recording.path})` : ''}`);
      } catch (err) {
        log.error(`ingest: stream ${live.streamId}: ${(err as Error).message}`);
      }
      forget(live);
    })();
    return live.ended;
  };

  /** waits (up to 5 s) for the video sequence header: the publisher's onMetaData has come by then */
  const sourceOf = async (session: BaseSession) => {
    const broadcast = (session as RtmpSession).broadcast;
    for (let i = 0; i < 50 && !broadcast.flvVideoHeader && !session.videoHeight; i++) await new Promise((r) => setTimeout(r, 100));
    return { width: Number(session.videoWidth) || 0, height: Number(session.videoHeight) || 0 };
  };

  const transcoding = () => [...byId.values()].filter((l) => l.packager?.renditionNames.length === 2).length;

  const startPackaging = async (live: Live, allowedByApi: boolean) => {
    const session = live.session as RtmpSession;
    const broadcast: BroadcastServer = session.broadcast;
    const source = await sourceOf(session);
    const lower =
      allowedByApi &&
      config.lowerRendition !== 'off' &&
      source.height > 480 &&
      (config.lowerRendition === 'on' || transcoding() < Math.floor(config.cores / 2));
    if (live.state !== 'live') return;
    const streamId = live.streamId!;
    const packager = new StreamPackager({
      streamId,
      mediaDir: config.mediaDir,
      ffmpegPath: config.ffmpegPath,
      lower,
      source,
      log,
      children,
      attachFeed: (write, end) => {
        const feed = new FlvSubscriber(write, end);
        broadcast.postPlay(feed);
        return () => broadcast.donePlay(feed);
      },
      onReady: (renditions) => {
        log.info(`ingest: stream ${streamId} is on air (${renditions.map((r) => `${r.suffixName} ${r.resolution} ${Math.round(r.bandwidth / 1000)} kb/s`).join(', ')})`);
        hooks.ready({ streamId, renditions }).catch((err: Error) => log.error(`ingest: stream ${streamId}: ${err.message}`));
      },
      onFailed: () => dropEncoder(session),
    });
    live.packager = packager;
    await packager.start();
  };

  const onPostPublish = (session: BaseSession) => {
    const broadcast = (session as RtmpSession).broadcast;
    if (broadcast) broadcast.publishGraceMs = 0; // a publisher that is gone ends its live at once
    if (closing) return refuse(session, 'the ingest is shutting down');
    if (session.streamApp !== RTMP_APP) return refuse(session, `unknown application "${session.streamApp}" (publish to /${RTMP_APP})`);
    const streamKey = session.streamName;
    if (byKey.has(streamKey)) return refuse(session, 'this stream key is already publishing');
    const live: Live = { session, streamKey, state: 'pending', gone: false };
    byKey.set(streamKey, live);
    bySession.set(session.id, live);
    const ingestUrl = config.ingestInternalUrl ?? `http://127.0.0.1:${mediaPort}`;
    const relayed = preApproved.get(streamKey);
    if (relayed && /^(127\.|::1$)/.test(plainIp(session.ip))) {
      clearTimeout(relayed.timer);
      preApproved.delete(streamKey);
    }
    void (async () => {
      const result: PublishResult = relayed ? { ok: true, value: relayed.value } : await hooks.publish({ streamKey, clientIp: plainIp(session.ip), ingestUrl });
      if (!result.ok) {
        forget(live);
        return refuse(session, `API ${result.status}: ${result.message}`);
      }
      live.streamId = result.value.streamId;
      byId.set(live.streamId, live);
      if (live.gone || closing) {
        if (!live.gone) drop(session);
        return endLive(live);
      }
      live.state = 'live';
      log.info(`ingest: stream ${live.streamId} (channel ${result.value.channelId}) publishing from ${plainIp(session.ip)}`);
      try {
        await startPackaging(live, result.value.lowerRendition);
      } catch (err) {
        log.error(`ingest: stream ${live.streamId}: packaging did not start: ${(err as Error).message}`);
        drop(session);
      }
    })();
  };

  const onDonePublish = (session: BaseSession) => {
    const live = bySession.get(session.id);
    if (!live) return;
    if (live.state === 'pending') live.gone = true;
    else void endLive(live);
  };

  Context.eventEmitter.on('postPublish', onPostPublish);
  Context.eventEmitter.on('donePublish', onDonePublish);

  const media = createMediaServer();

  function createMediaServer(): FastifyInstance {
    // return503OnClosing off: a player's request on an open connection during the drain is served (libs/server-lifecycle)
    const app = Fastify({ logger: false, return503OnClosing: false });
    const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-cache').send({ msg: '찾을 수 없습니다.' });
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('access-control-allow-origin', '*');
    });
    app.options('/*', async (_req, reply) =>
      reply.code(204).header('access-control-allow-methods', 'GET, HEAD, OPTIONS').header('access-control-allow-headers', 'Range').header('access-control-max-age', '86400').send(),
    );
    // liveness, and readiness: 503 draining from the moment the ingest stops (docs/adr/0018-cluster.md)
    app.get('/health', async (_req, reply) => reply.header('cache-control', 'no-store').send({ ok: true, lives: byId.size }));
    app.get('/health/ready', async (_req, reply) => reply.header('cache-control', 'no-store').code(closing ? 503 : 200).send({ status: closing ? 'draining' : 'ready' }));
    const cacheHeaders = (vod: boolean) => (reply: FastifyReply, path: string) => {
      if (path.endsWith('.ts')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (path.endsWith('.m3u8')) reply.header('cache-control', vod ? 'public, max-age=60' : 'no-cache');
      else if (path.endsWith('.jpg')) reply.header('cache-control', 'public, max-age=5');
    };
    // ffmpeg writes *.tmp and renames them: only finished files are served
    const allowedPath = (pathName: string) => /\.(m3u8|ts|jpg)$/.test(pathName);
    for (const [prefix, vod] of [['hls', false], ['vod', true]] as const) {
      void app.register(fastifyStatic, {
        root: join(config.mediaDir, prefix),
        prefix: `/${prefix}/`,
        decorateReply: false,
        cacheControl: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        allowedPath,
        setHeaders: cacheHeaders(vod),
      });
    }
    app.get<{ Params: { file: string } }>('/flv/:file', async (req, reply) => {
      const m = /^(\d{1,12})\.flv$/.exec(req.params.file);
      const live = m ? byId.get(Number(m[1])) : undefined;
      const broadcast = live?.state === 'live' ? (live.session as RtmpSession).broadcast : undefined;
      if (!broadcast) return notFound(reply);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { 'content-type': 'video/x-flv', 'cache-control': 'no-store', 'access-control-allow-origin': '*', connection: 'close' });
      if (req.method === 'HEAD') return res.end();
      const viewer = new FlvSubscriber(
        (b) => {
          if (res.writableLength > MAX_VIEWER_BACKLOG) return res.destroy();
          res.write(b);
        },
        () => res.end(),
        `${req.socket.remoteAddress}:${req.socket.remotePort}`,
      );
      broadcast.postPlay(viewer);
      res.on('close', () => broadcast.donePlay(viewer));
    });
    app.post<{ Params: { streamId: string } }>('/internal/sessions/:streamId/close', async (req, reply) => {
      if (!secretMatches(req.headers['x-ingest-secret'], config.hookSecret)) return reply.code(401).send({ msg: '인증이 필요합니다.' });
      const id = /^\d{1,12}$/.test(req.params.streamId) ? Number(req.params.streamId) : NaN;
      const live = byId.get(id);
      if (!live) return reply.code(404).send({ msg: '이 서버에서 방송 중인 스트림이 아닙니다.' });
      log.info(`ingest: stream ${id}: the API asked to drop the publisher`);
      dropEncoder(live.session);
      return reply.code(204).send();
    });
    // nginx-rtmp in front (README "Going live"): its on_publish posts a form (app, name = the key,
    // addr = the encoder's address) and cannot send headers, so the secret comes in the query
    // string of the configured URL. 2xx lets the encoder in; nginx then relays it here (push).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    app.post<{ Querystring: { secret?: string }; Body: Record<string, string> | undefined }>('/internal/nginx-rtmp/on-publish', async (req, reply) => {
      if (!secretMatches(req.query.secret ?? req.headers['x-ingest-secret'], config.hookSecret)) return reply.code(401).send({ msg: '인증이 필요합니다.' });
      const form = req.body && typeof req.body === 'object' ? req.body : {};
      const streamKey = String(form['name'] ?? '');
      if (form['app'] !== RTMP_APP || !/^[A-Za-z0-9_-]{1,200}$/.test(streamKey)) return reply.code(400).send({ msg: '잘못된 스트림 주소입니다.' });
      if (byKey.has(streamKey) || preApproved.has(streamKey)) return reply.code(409).send({ msg: '이미 방송 중인 스트림 키입니다.' });
      const ingestUrl = config.ingestInternalUrl ?? `http://127.0.0.1:${mediaPort}`;
      const result = await hooks.publish({ streamKey, clientIp: String(form['addr'] ?? ''), ingestUrl });
      if (!result.ok) return reply.code(result.status >= 400 && result.status < 500 ? result.status : 403).send({ msg: result.message });
      const { streamId } = result.value;
      const timer = setTimeout(() => {
        // nginx never relayed it: the API's live row must not stay "starting"
        preApproved.delete(streamKey);
        log.warn(`ingest: stream ${streamId}: nginx approved but never relayed within ${nginxRelayWaitMs / 1000} s`);
        hooks.unpublish({ streamId, recording: null }).catch((err: Error) => log.error(`ingest: stream ${streamId}: ${err.message}`));
      }, nginxRelayWaitMs);
      preApproved.set(streamKey, { value: result.value, timer });
      return reply.code(200).send({ streamId });
    });
    app.setNotFoundHandler((_req, reply) => notFound(reply));
    app.setErrorHandler((err: { statusCode?: number; message: string }, _req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) log.error(`ingest: media server: ${err.message}`);
      return reply.code(status).send({ msg: status === 403 ? '접근할 수 없는 경로입니다.' : status === 500 ? '일시적인 오류입니다. 잠시 후 다시 시도해 주세요.' : '잘못된 요청입니다.' });
    });
    return app;
  }

  const killChildren = () => {
    for (const c of children) c.kill('SIGKILL');
  };
  process.on('exit', killChildren);

  return {
    media,
    lives: () => [...byId.values()].filter((l) => l.state === 'live').map((l) => ({ streamId: l.streamId!, streamKey: l.streamKey, renditions: l.packager?.renditionNames ?? [] })),
    async listen() {
      await mkdir(join(config.mediaDir, 'hls'), { recursive: true });
      await mkdir(join(config.mediaDir, 'vod'), { recursive: true });
      // live folders of an earlier run of this instance (MEDIA_DIR is per instance): that live is over
      for (const name of await readdir(join(config.mediaDir, 'hls'))) await rm(join(config.mediaDir, 'hls', name), { recursive: true, force: true });
      await media.listen({ port: config.mediaPort, host: config.host });
      mediaPort = (media.server.address() as AddressInfo).port;
      await new Promise<void>((resolve, reject) => {
        rtmp.server.once('error', reject);
        rtmp.server.listen(config.rtmpPort, config.host, () => {
          rtmp.server.off('error', reject);
          resolve();
        });
      });
      // the lives this instance holds (an nginx approval too): the API ends those it stops hearing of
      stopKeepAlive = startKeepAlive({
        hooks,
        log,
        intervalMs: opts.aliveIntervalMs,
        streamIds: () => [
          ...[...byId.values()].filter((l) => l.state !== 'ending').map((l) => l.streamId!),
          ...[...preApproved.values()].map((p) => p.value.streamId),
        ],
        onEnded: (id) => {
          const live = byId.get(id);
          if (!live || live.state === 'ending') return;
          log.warn(`ingest: stream ${id}: the API has ended this live; dropping the publisher`);
          dropEncoder(live.session);
        },
      });
      return { rtmpPort: (rtmp.server.address() as AddressInfo).port, mediaPort };
    },
    async close() {
      closing = true;
      stopKeepAlive();
      // every live ends properly: last segments, the recording, the unpublish hook
      const ending = [...bySession.values()].map((live) => {
        drop(live.session);
        return live.state === 'pending' ? Promise.resolve() : endLive(live);
      });
      await Promise.race([Promise.all(ending), new Promise((r) => setTimeout(r, 20_000).unref())]);
      for (const { timer } of preApproved.values()) clearTimeout(timer);
      await rtmp.close();
      // the lives are over (their HTTP-FLV viewers' answers ended with them): what players still ask is answered, then the server closes
      await drainAndClose(media, { drainMs: 0, timeoutMs: 5000 });
      Context.eventEmitter.off('postPublish', onPostPublish);
      Context.eventEmitter.off('donePublish', onDonePublish);
      killChildren();
      process.off('exit', killChildren);
    },
  };
}
