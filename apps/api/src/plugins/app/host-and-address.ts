import { isIP } from 'node:net';
import fp from 'fastify-plugin';
import type { App } from '../../types';
import { memoByHost } from './host-memo';

/** A Host header value that is a bare authority: host (name, IPv4 or [IPv6]) and an optional valid port, nothing else. */
export function isValidHost(host: string): boolean {
  try {
    const url = new URL(`http://${host}`);
    return !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash && !host.endsWith('#') && !host.endsWith('?');
  } catch {
    return false;
  }
}

/**
 * Two request envelope checks before any other app hook, each 400 `{ msg: common.badRequest }`:
 * - a Host that is no valid authority (RFC 9112 §3.2 demands a 400): absolute URLs, cookie domains
 *   and brands are built from it;
 * - a client address (request.ip; from X-Forwarded-For when TRUST_PROXY trusts the hop) that is no
 *   IP address: per-address limits key their rate_limits rows on it.
 */
export default fp(async (app: App) => {
  // only valid hosts are remembered: a stream of made-up ones costs a check each, not memory
  const validHost = memoByHost(isValidHost, 1000, (valid) => valid);
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.headers.host;
    if ((host !== undefined && !validHost(host)) || !isIP(request.ip ?? '')) {
      return reply.fail('common.badRequest', 400, { code: false });
    }
    done();
  });
}, { name: 'host-and-address', dependencies: ['locale', 'errors'] });
