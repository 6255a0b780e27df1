// Types of port-table.cjs (plain CommonJS data, so Node build scripts read it as it is).
declare namespace portTable {
  /** One federated remote of the embedded run: its Nx project, remoteEntry port and URL prefixes. */
  interface RemotePorts {
    project: string;
    port: number;
    prefixes: string[];
  }

  /** API, chat, web server (shell), local OAuth2 provider, RTMP ingest and its media server, and the remotes by federation name. */
  interface PortTable {
    api: number;
    chat: number;
    web: number;
    oauth: number;
    /** RTMP listener of apps/ingest (OBS / ffmpeg publish here) */
    rtmp: number;
    /** media HTTP server of apps/ingest: /hls, /flv, /vod */
    media: number;
    /** the sandbox payment gateway (tools/dev-payment-gateway.mjs) outside production */
    pg: number;
    remotes: Record<string, RemotePorts>;
  }
}

declare const portTable: portTable.PortTable;
export = portTable;
