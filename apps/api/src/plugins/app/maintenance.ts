import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { App } from '../../types';

/** How long an instance trusts its last read of the maintenance flag. */
export const SITE_FLAGS_CACHE_MS = 1000;

/**
 * Paths answered while maintenance is on: the status call, health, static files, API docs, the
 * operator calls (/api/admin/*, operators only), and sign-in (with its XSRF cookie) so an operator can sign in to switch it off.
 */
export function maintenanceExempt(url: string): boolean {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return (
    path === '/api/guest/status' ||
    path === '/health' ||
    path === '/health/ready' ||
    path.startsWith('/static/') ||
    path === '/docs' ||
    path.startsWith('/docs/') ||
    path.startsWith('/api/admin/') ||
    // the ingest hooks (server to server): a live must end even during maintenance
    path.startsWith('/internal/') ||
    path === '/v2/api/auth/signin' ||
    path === '/api/auth/xsrf'
  );
}

/**
 * Maintenance: while the `maintenance` site flag is on, every other call answers 503
 * `{ msg: common.maintenance }` (the web client then shows /notices/maintenance). The flag lives
 * in site_flags (shared by every instance); each instance re-reads it at most every second.
 * `app.siteFlagsChanged()` drops this instance's cached value: the admin call, and the public
 * cache when the database's NOTIFY says site_flags changed (every instance at once, public-cache.ts).
 */
export default fp(async (app: App) => {
  let cached: { on: boolean; at: number } | undefined;
  // a read that raced a change (siteFlagsChanged while it ran) is used once, not kept
  let generation = 0;
  app.decorate('siteFlagsChanged', () => {
    cached = undefined;
    generation++;
  });
  const refuse = (reply: FastifyReply) => reply.fail('common.maintenance', 503, { code: false });
  // synchronous while the flag is fresh (every request but one per SITE_FLAGS_CACHE_MS)
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'OPTIONS' || maintenanceExempt(request.url)) return done();
    const now = Date.now();
    if (cached && now - cached.at <= SITE_FLAGS_CACHE_MS) return cached.on ? refuse(reply) : done();
    const ticket = generation;
    app.siteFlags.isOn('maintenance').then(
      (on) => {
        if (ticket === generation) cached = { on, at: now };
        if (on) refuse(reply);
        else done();
      },
      (error: Error) => done(error),
    );
  });
}, { name: 'maintenance', dependencies: ['database', 'locale', 'errors'] });
