// The parts of node-media-server 4.4 (CommonJS, no types of its own) that apps/ingest uses: its
// RTMP session and broadcast hub, without NodeMediaServer (which would also open a JSON store in
// ./data, an Express admin server and a recorder). See nms.ts.
declare module 'node-media-server/src/session/base_session.js' {
  class BaseSession {
    id: string;
    ip: string;
    isPublisher: boolean;
    protocol: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    streamQuery: Record<string, unknown>;
    createTime: number;
    endTime: number;
    videoWidth: number;
    videoHeight: number;
    videoFramerate: number;
    videoDatarate: number;
    audioDatarate: number;
    inBytes: number;
    outBytes: number;
    sendBuffer: (buffer: Buffer) => void;
    close: () => void;
  }
  export = BaseSession;
}

declare module 'node-media-server/src/server/broadcast_server.js' {
  import BaseSession = require('node-media-server/src/session/base_session.js');
  class BroadcastServer {
    streamPath: string;
    publisher: BaseSession | null;
    subscribers: Map<string, BaseSession>;
    publishGraceMs: number;
    flvVideoHeader: Buffer | null;
    /** sends the FLV header, metadata, codec headers and the GOP cache, then every packet; null or an error text */
    postPlay: (session: BaseSession) => string | null;
    donePlay: (session: BaseSession) => void;
  }
  export = BroadcastServer;
}

declare module 'node-media-server/src/session/rtmp_session.js' {
  import type { Socket } from 'node:net';
  import BaseSession = require('node-media-server/src/session/base_session.js');
  import BroadcastServer = require('node-media-server/src/server/broadcast_server.js');
  class RtmpSession extends BaseSession {
    constructor(socket: Socket);
    socket: Socket;
    broadcast: BroadcastServer;
    run: () => void;
  }
  export = RtmpSession;
}

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  import BaseSession = require('node-media-server/src/session/base_session.js');
  import BroadcastServer = require('node-media-server/src/server/broadcast_server.js');
  const Context: {
    config: Record<string, unknown>;
    sessions: Map<string, BaseSession>;
    broadcasts: Map<string, BroadcastServer>;
    eventEmitter: EventEmitter;
  };
  export = Context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string; log(message: string, level?: string): void };
  export = logger;
}
