import type { App } from './types';

/**
 * Graceful shutdown of one API instance behind a proxy (docs/adr/0018-cluster.md):
 * 1. readiness (`GET /health/ready`) answers 503 `draining` at once, so a load balancer that polls
 *    it stops sending new requests here (liveness, `GET /health`, stays 200: the process is fine);
 * 2. after `drainMs` the server stops accepting connections; requests that still arrive on open
 *    keep-alive connections are served with `Connection: close` (app.ts sets
 *    `return503OnClosing: false`: a 503 to a POST could not be retried by the proxy), idle
 *    connections are closed, and the requests in flight are waited for (a proxy should take the
 *    instance out of its upstream first: a request written to a connection closed at that moment
 *    fails);
 * 3. requests still running after `timeoutMs` have their connections cut, so a stuck request
 *    cannot keep the process alive for ever. Resolves `true` when everything closed in time.
 */
export async function drainAndClose(app: App, options: { drainMs: number; timeoutMs: number }): Promise<boolean> {
  app.lifecycle.shuttingDown = true;
  if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), options.timeoutMs);
  });
  const closed = app.close().then(() => true as const);
  // keep-alive connections whose last request just finished: closed as soon as they are idle
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  const inTime = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  clearInterval(idle);
  if (!inTime) {
    app.log.warn({ timeoutMs: options.timeoutMs }, 'shutdown: requests still running after the timeout; cutting their connections');
    app.server.closeAllConnections();
    // the onClose hooks (database, jobs) still run once the connections are gone
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }
  return inTime;
}
