// Child process of web.mjs (`npm run bench:web`). On loopback ephemeral ports, from the production
// builds: the full API (buildApp, in-memory PGlite, migrated and seeded: the demo data the home
// page lists), each remote's build folder (serveStatic, as `npm start`'s web server serves them),
// and two web servers of apps/web-server (createWebApp, the production first render):
// - `federation`: dist/apps/shell, loading the remotes from its /remotes.json (the product);
// - `single`: dist/bench/web-single/shell, the same shell and remotes as one webpack build without
//   module federation (tools/bench/web-single), the peer.
// Prints one JSON line with the ports; stops on SIGTERM / SIGINT.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, migrate, seedIfEmpty } from '@luvcast/db';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig as loadApiConfig } from '../../apps/api/src/config';
import { loadConfig as loadWebConfig } from '../../apps/web-server/src/config';
import { ports, workspaceRoot } from '../../apps/web-server/src/ports';
import { createWebApp, serveStatic } from '../../apps/web-server/src/web-app';

async function main(): Promise<void> {
  const singleDist = path.join(workspaceRoot, 'dist/bench/web-single');
  for (const file of ['dist/apps/shell/index.html', 'dist/bench/web-single/shell/index.html']) {
    if (!existsSync(path.join(workspaceRoot, file))) throw new Error(`${file} is missing: run the bench without --no-build`);
  }

  const apiConfig = { ...loadApiConfig({}), pgliteDir: 'memory://', logLevel: 'warn', seedDemo: true, databaseUrl: undefined };
  const database = await createDatabase({ dataDir: apiConfig.pgliteDir, poolSize: apiConfig.databasePoolSize });
  await migrate(database.db);
  await seedIfEmpty(database.db);
  const api = await buildApp({ config: apiConfig, database });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (api.server.address() as { port: number }).port;

  const closers: (() => Promise<unknown>)[] = [() => api.close()];
  const remotesManifest: Record<string, string> = {};
  for (const [name, remote] of Object.entries(ports.remotes)) {
    const server = await serveStatic({ dir: path.join(workspaceRoot, 'dist/apps', remote.project), port: 0 });
    closers.push(server.close);
    remotesManifest[name] = `http://{hostname}:${server.port}/remoteEntry.js`;
  }

  const webEnv = {
    API_PUBLIC_PORT: String(apiPort),
    API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
    REMOTES_MANIFEST: JSON.stringify(remotesManifest),
    SERVE_REMOTES: 'none',
  };
  const federationConfig = loadWebConfig(webEnv, Object.keys(ports.remotes), workspaceRoot);
  // the peer gets no preload hints: they name the federated build's files. It is server-rendered by
  // the same render bundle (dist/apps/shell-render, which reads the peer's own CSS list), which was
  // built with the federated builds' ids: the peer is another build of the same sources
  const singleConfig = { ...federationConfig, distDir: singleDist, pagePreloads: false, serverRenderBuilds: 'any' as const, renderBundle: federationConfig.renderBundle };
  const webPorts: Record<string, number> = {};
  for (const [label, config] of [['federation', federationConfig], ['single', singleConfig]] as const) {
    const app = await createWebApp(config, ports);
    await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());
    webPorts[label] = (app.server.address() as { port: number }).port;
  }

  console.log(JSON.stringify({ ready: true, api: apiPort, ...webPorts }));
  const stop = async () => {
    await Promise.allSettled(closers.map((close) => close()));
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error('web-servers:', error);
  process.exit(1);
});
