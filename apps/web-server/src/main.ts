// The web server: the shell on WEB_PORT (default: the port table's web port) and, by default, each
// remote's build on its own port of the table, from this one process. `npm run web` after `npm run build`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { ports, workspaceRoot } from './ports';
import { createWebApp, serveStatic, type StaticServer } from './web-app';

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

  const app = await createWebApp(config, ports);
  await app.listen({ port: config.port, host: config.host });
  servers.push(app);
  console.log(`web-server: shell on http://${config.host}:${config.port} (try http://luv.localhost:${config.port})`);

  const stop = async () => {
    await Promise.allSettled(servers.map((s) => s.close()));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') console.error(`web-server: port in use (${error.message}); set WEB_PORT or SERVE_REMOTES, or stop the other server`);
  else console.error('web-server:', error);
  process.exit(1);
});
