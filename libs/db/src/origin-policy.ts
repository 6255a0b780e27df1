import { isBrandHost } from '@luvcast/brand-config';

/**
 * Which browser origins may call the API and chat with credentials (CORS, exact origin echo):
 * brand hosts, the site host of the API host being called (`api.x` serves `x`), localhost and
 * 127.0.0.1 on any port, and the configured extras.
 */
export function isAllowedOrigin(origin: string | undefined, requestHost: string | undefined, extraOrigins: readonly string[] = []): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const name = url.hostname.toLowerCase();
  if (name === 'localhost' || name === '127.0.0.1') return true;
  if (isBrandHost(name)) return true;
  const apiName = (requestHost ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  return apiName.startsWith('api.') && apiName.slice(4) === name;
}
