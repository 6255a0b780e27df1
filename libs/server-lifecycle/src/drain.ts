import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** how long the server keeps accepting connections after readiness turned 503 (a balancer polling readiness stops sending meanwhile) */
  drainMs: number;
  /** how long requests in flight may run before their connections are cut */
  timeoutMs: number;
}

/**
 * Graceful stop of an HTTP server behind a proxy (docs/adr/0018-cluster.md). The caller turns its
 * readiness (`GET /health/ready`) to 503 first; then:
 * 1. after `drainMs` the server stops accepting connections; requests that still arrive on open
 *    keep-alive connections are served with `Connection: close` (the app must be built with
 *    `return503OnClosing: false`: a 503 to a POST could not be retried by the proxy), idle
 *    connections are closed as soon as they are idle, and the requests in flight are waited for;
 * 2. requests still running after `timeoutMs` have their connections cut, so a stuck request
 *    cannot keep the process alive for ever (the onClose hooks still run).
 * Resolves `true` when everything closed in time.
 */
export async function drainAndClose(app: FastifyInstance, options: DrainOptions): Promise<boolean> {
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
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }
  return inTime;
}
