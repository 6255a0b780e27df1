import { createRequire } from 'node:module';
import path from 'node:path';

/** tools/federation/ports.cjs: the one port table of the embedded run. */
export interface PortTable {
  api: number;
  chat: number;
  web: number;
  remotes: Record<string, { project: string; port: number; prefixes: string[] }>;
}

export const workspaceRoot = path.resolve(__dirname, '../../..');
export const ports: PortTable = createRequire(__filename)(path.join(workspaceRoot, 'tools/federation/ports.cjs'));
