// Serves one remote's build on its own port, e.g. to run a remote apart from the shell or to stop
// and restart it alone: `tsx apps/web-server/src/serve-remote.ts cs_mfe [port]`.
import path from 'node:path';
import { ports, workspaceRoot } from './ports';
import { serveStatic } from './web-app';

const [name, portArg] = process.argv.slice(2);
const remote = name ? ports.remotes[name] : undefined;
if (!remote) {
  console.error(`usage: serve-remote <${Object.keys(ports.remotes).join('|')}> [port]`);
  process.exit(2);
}
const port = portArg ? Number(portArg) : remote.port;
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`serve-remote: port must be a whole number from 1 to 65535, got ${portArg}`);
  process.exit(2);
}
const dir = path.join(process.env.WEB_DIST_DIR ?? path.join(workspaceRoot, 'dist/apps'), remote.project);
serveStatic({ dir, port, host: process.env.WEB_HOST ?? '127.0.0.1' }).then(
  (server) => {
    console.log(`serve-remote: ${name} on ${server.url}`);
    const stop = () => server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (error: Error) => {
    console.error(`serve-remote: ${error.message}`);
    process.exit(1);
  },
);
