// node-media-server 4 as a library: our own TCP listener hands each socket to its RtmpSession
// (RTMP handshake, AMF commands, FLV/RTMP packetising) and its BroadcastServer hub (GOP cache,
// subscribers). We skip the NodeMediaServer class: it would open a JSON store in ./data, an Express
// admin/HTTP-FLV server and a recorder we do not use, and its listener cannot take port 0.
//
// v4's event API (Context.eventEmitter, all synchronous, the session as the only argument):
//   prePublish / postPublish   emitted inside BroadcastServer.postPublish when a client sends
//                              `publish`; a listener cannot veto by returning anything: to refuse,
//                              close the session (session.close() ends the socket). postPublish of
//                              a second publisher on a path that has one is followed by NMS's own
//                              refusal ("already has a publisher").
//   donePublish                emitted when the publish really ends: after the socket closes and the
//                              publish grace window (30 s by default, publishGraceMs per broadcast:
//                              the same client address may resume) has run out. We set the window to
//                              0: a publisher that is gone ends the live at once.
//   prePlay / postPlay / donePlay   players (sessions with a non-empty ip)
// session.streamPath is `/{app}/{name}`, session.streamApp / streamName its parts (NMS refuses
// names outside [A-Za-z0-9_-]); the broadcast of a path is Context.broadcasts.get(streamPath).
import { createServer, type Server, type Socket } from 'node:net';
import BaseSession from 'node-media-server/src/session/base_session.js';
import Context from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import RtmpSession from 'node-media-server/src/session/rtmp_session.js';
import type BroadcastServer from 'node-media-server/src/server/broadcast_server.js';

export { BaseSession, Context, RtmpSession };
export type { BroadcastServer };

const originalLog = nmsLogger.log.bind(nmsLogger);
/** NMS's lines name the stream path, i.e. the stream key: only its first 3 characters reach the log */
nmsLogger.log = (message: string, level?: string) => originalLog(String(message).replace(/(\/[A-Za-z0-9_-]+\/)([A-Za-z0-9_-]{3})[A-Za-z0-9_-]*/g, '$1$2…'), level);

/** NMS logs through its own console logger (debug by default) */
export function setNmsLogLevel(level: 'error' | 'warn' | 'info' | 'debug' | 'silent'): void {
  // NMS has no silent level: 'error' plus our own logging is the quietest
  nmsLogger.level = level === 'silent' ? 'error' : level === 'info' ? 'warn' : level;
}

/** An RTMP listener whose sockets become NMS RtmpSessions; close() drops every connection. */
export function createRtmpListener(): { server: Server; close: () => Promise<void> } {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const session = new RtmpSession(socket);
    session.run();
    Context.sessions.set(session.id, session);
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A subscriber of a broadcast that receives the FLV byte stream (header, metadata, codec headers,
 * the GOP cache from the last keyframe, then every tag) through `write`. `internal` subscribers
 * (the packager's ffmpeg feed) have an empty ip: NMS emits no play events and counts no viewer.
 */
export class FlvSubscriber extends BaseSession {
  constructor(
    write: (buffer: Buffer) => void,
    end: () => void,
    ip = '',
  ) {
    super();
    this.protocol = 'flv';
    this.ip = ip;
    this.sendBuffer = (buffer: Buffer) => {
      this.outBytes += buffer.length;
      write(buffer);
    };
    this.close = end;
  }
}
