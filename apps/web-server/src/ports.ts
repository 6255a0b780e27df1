import path from 'node:path';
import { ports as portTable, type PortTable } from '@luvcast/contracts';

export type { PortTable };

export const workspaceRoot = path.resolve(__dirname, '../../..');
/** The port table of the embedded run (libs/contracts/src/ports/port-table.cjs). */
export const ports: PortTable = portTable;
