import { isIP } from 'node:net';
import { isBrandHost } from '@luvcast/brand-config';

/** What the origin policy needs of the API's or chat's configuration. */
export interface OriginPolicy {
  /** CORS_ORIGINS: exact extra origins */
  corsOrigins: readonly string[];
  /** NODE_ENV=production: brand sites on their public hosts and CORS_ORIGINS only */
  production: boolean;
}

/** localhost, *.localhost and IP addresses: hosts that only exist on a developer's machine. */
function isLocalName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name.replace(/^\[|\]$/g, '')) !== 0;
}

/**
 * Which browser origins may call the API and chat with credentials (CORS, exact origin echo):
 * - always the configured extras (CORS_ORIGINS);
 * - in production nothing else but the brand sites on their public hosts (brand-config; `luv.localhost`
 *   and the like are development names);
 * - outside production also every brand host, the site host of the API host being called
 *   (`api.x` serves `x`), and localhost and 127.0.0.1 on any port.
 */
export function isAllowedOrigin(origin: string | undefined, requestHost: string | undefined, policy: OriginPolicy): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (policy.corsOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const name = url.hostname.toLowerCase();
  if (policy.production) return !isLocalName(name) && isBrandHost(name);
  if (name === 'localhost' || name === '127.0.0.1') return true;
  if (isBrandHost(name)) return true;
  const apiName = (requestHost ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  return apiName.startsWith('api.') && apiName.slice(4) === name;
}
