// Types of port-table.cjs (plain CommonJS data, so Node build scripts read it as it is).
declare namespace portTable {
  /** One federated remote of the embedded run: its Nx project, remoteEntry port and URL prefixes. */
  interface RemotePorts {
    project: string;
    port: number;
    prefixes: string[];
  }

  /** API, chat, web server (shell), local OAuth2 provider, and the remotes by federation name. */
  interface PortTable {
    api: number;
    chat: number;
    web: number;
    oauth: number;
    remotes: Record<string, RemotePorts>;
  }
}

declare const portTable: portTable.PortTable;
export = portTable;
