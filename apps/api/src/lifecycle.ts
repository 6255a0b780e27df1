import { drainAndClose as drainServer, type DrainOptions } from '@luvcast/server-lifecycle';
import type { App } from './types';

/**
 * Graceful shutdown of one API instance behind a proxy (docs/adr/0018-cluster.md): readiness
 * (`GET /health/ready`) answers 503 `draining` at once, so a load balancer that polls it stops
 * sending new requests here (liveness, `GET /health`, stays 200: the process is fine); then the
 * server drains (libs/server-lifecycle: requests in flight answered, later ones on open keep-alive
 * connections served with `Connection: close` — app.ts sets `return503OnClosing: false` — and
 * connections cut after `timeoutMs`). Resolves `true` when everything closed in time.
 */
export async function drainAndClose(app: App, options: DrainOptions): Promise<boolean> {
  app.lifecycle.shuttingDown = true;
  return drainServer(app, options);
}
