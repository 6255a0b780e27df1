// The web server: the shell on WEB_PORT (default: the port table's web port) and, by default, each
// remote's build on its own port of the table, from this one process. `npm run web` after `npm run build`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { drainAndClose, onShutdown } from '@luvcast/server-lifecycle';
import { ConfigError, loadConfig } from './config';
import { ports, workspaceRoot } from './ports';
import { createWebApp, serveStatic, type StaticServer, type WebLifecycle } from './web-app';

async function main(): Promise<void> {
  const remoteNames = Object.keys(ports.remotes);
  let config;
  try {
    config = loadConfig(process.env, remoteNames, workspaceRoot);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`web-server: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const shellIndex = path.join(config.distDir, 'shell', 'index.html');
  if (!existsSync(shellIndex)) {
    console.error(`web-server: ${shellIndex} is missing; run \`npm run build\` first`);
    process.exit(1);
  }

  const servers: { close: () => Promise<void> }[] = [];
  const toServe = config.serveRemotes === 'all' ? remoteNames : config.serveRemotes === 'none' ? [] : config.serveRemotes;
  for (const name of toServe) {
    const remote = ports.remotes[name];
    const dir = path.join(config.distDir, remote.project);
    if (!existsSync(path.join(dir, 'remoteEntry.js'))) {
      console.warn(`web-server: ${dir}/remoteEntry.js is missing; ${name} is not served`);
      continue;
    }
    const server: StaticServer = await serveStatic({ dir, port: remote.port, host: config.host });
    servers.push(server);
    console.log(`web-server: ${name} on ${server.url}`);
  }

  const lifecycle: WebLifecycle = { shuttingDown: false };
  const app = await createWebApp(config, ports, lifecycle);
  // SIGTERM: readiness 503, then the pages being made are finished and the server closes
  // (libs/server-lifecycle; SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS as in the API)
  onShutdown({ name: 'web-server', timeoutMs: config.shutdownDrainMs + config.shutdownTimeoutMs + 5000 }, async () => {
    lifecycle.shuttingDown = true;
    await Promise.allSettled([drainAndClose(app, { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs }), ...servers.map((s) => s.close())]);
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`web-server: shell on http://${config.host}:${config.port} (try http://luv.localhost:${config.port})`);
}

main().catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') console.error(`web-server: port in use (${error.message}); set WEB_PORT or SERVE_REMOTES, or stop the other server`);
  else console.error('web-server:', error);
  process.exit(1);
});
