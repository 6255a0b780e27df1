import { brands, DEFAULT_BRAND, type Brand } from './brands';

function hostMatches(pattern: string, host: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1));
  return host === pattern;
}

/** Strips the port and an `api.` prefix, lower-cases. */
export function siteHostOf(host: string): string {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  return name.startsWith('api.') ? name.slice(4) : name;
}

/** The brand for a host name (site host or its `api.` host); the default brand otherwise. */
export function resolveBrand(host: string): Brand {
  const name = siteHostOf(host);
  for (const brand of Object.values(brands)) {
    if (brand.hosts.some((p) => hostMatches(p, name))) return brand;
  }
  return brands[DEFAULT_BRAND];
}

/** True when the host belongs to a known brand (used for CORS). */
export function isBrandHost(host: string): boolean {
  const name = siteHostOf(host);
  return Object.values(brands).some((b) => b.hosts.some((p) => hostMatches(p, name)));
}

/**
 * The API origin for a site origin: the `api.` sub-domain of the site host, on the API port.
 * Plain `localhost` / IP hosts keep their host name (cookies ignore ports there).
 */
export function apiOriginFor(siteUrl: { protocol: string; hostname: string }, apiPort?: number | string): string {
  const isLocalName = siteUrl.hostname === 'localhost' || /^\d+\.\d+\.\d+\.\d+$/.test(siteUrl.hostname);
  const host = isLocalName ? siteUrl.hostname : `api.${siteUrl.hostname}`;
  // the scheme's own port is left out, as browsers write origins (https://api.luvcast.tv behind nginx on 443)
  const defaultPort = (siteUrl.protocol === 'https:' && String(apiPort) === '443') || (siteUrl.protocol === 'http:' && String(apiPort) === '80');
  return `${siteUrl.protocol}//${host}${apiPort && !defaultPort ? `:${apiPort}` : ''}`;
}

/**
 * Cookie Domain attribute for a request to the API host: the site host of a brand's `api.` host
 * (`api.luv.localhost` -> `luv.localhost`, `api.luvcast.tv` -> `luvcast.tv`). Any other host —
 * plain localhost, IPs, and hosts of no brand (the Host header is the caller's to choose:
 * `api.evil.example` must not scope cookies to `evil.example`) — gets host-only cookies (undefined).
 */
export function cookieDomainFor(apiHost: string): string | undefined {
  const name = apiHost.trim().toLowerCase().replace(/:\d+$/, '');
  if (!name.startsWith('api.')) return undefined;
  const site = name.slice(4);
  return Object.values(brands).some((b) => b.hosts.some((p) => hostMatches(p, site))) ? site : undefined;
}

/** CSS custom properties for a brand, for :root. */
export function brandCssVariables(brand: Brand): Record<string, string> {
  const c = brand.colors;
  return {
    '--brand-primary': c.primary,
    '--brand-primary-contrast': c.primaryContrast,
    '--brand-background': c.background,
    '--brand-surface': c.surface,
    '--brand-text': c.text,
    '--brand-accent': c.accent,
  };
}
