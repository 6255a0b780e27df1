import portTable from './port-table.cjs';

export type { PortTable, RemotePorts } from './port-table.cjs';

/**
 * The port table of the embedded run (`npm start`) and the e2e stack, typed: default ports of the
 * API (`ports.api`), chat, web server and local OAuth2 provider, and each remote's project, port
 * and URL prefixes. Written once, in port-table.cjs.
 */
export const ports = portTable;
