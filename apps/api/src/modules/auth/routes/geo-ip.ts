import { isIP } from 'node:net';
import * as v from 'valibot';
import type { RoutePlugin } from '../../../types';

const geoResult = v.object({ country: v.string() });

/** Loopback, private (RFC 1918 / unique-local) and link-local addresses: a developer or an internal caller. */
export function isPrivateAddress(ip: string): boolean {
  const a = ip.replace(/^::ffff:/, '');
  if (isIP(a) === 4) {
    const [x, y] = a.split('.').map(Number);
    return x === 127 || x === 10 || (x === 172 && y >= 16 && y <= 31) || (x === 192 && y === 168) || (x === 169 && y === 254);
  }
  const l = a.toLowerCase();
  return l === '::1' || l.startsWith('fc') || l.startsWith('fd') || l.startsWith('fe80');
}

/**
 * GET /api/auth/geo-ip -> `{ country }`: the caller's ISO 3166-1 alpha-2 country, read from the
 * first present header of GEO_IP_HEADERS (set by the CDN/proxy, default CF-IPCountry then
 * X-Country-Code); without one, loopback/private callers count as 'KR' and others as '' (unknown).
 */
const geoIpRoutes: RoutePlugin = async (app) => {
  app.get('/api/auth/geo-ip', { schema: { tags: ['auth'], response: { 200: geoResult } } }, async (request) => {
    for (const name of app.config.geoIpHeaders) {
      const value = request.headers[name];
      const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
      if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1') return { country: code };
    }
    return { country: isPrivateAddress(request.ip) ? 'KR' : '' };
  });
};
export default geoIpRoutes;
