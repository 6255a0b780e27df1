import { apiOriginFor } from '@luvcast/brand-config';

/** Set by the web server on the page (inline script) before the shell boots. */
export interface LuvcastRuntimeConfig {
  apiOrigin: string;
  chatOrigin: string;
}

declare global {
  interface Window {
    __LUVCAST_CONFIG__?: Partial<LuvcastRuntimeConfig>;
  }
}

export const DEFAULT_API_PORT = 4000;
export const DEFAULT_CHAT_PORT = 4100;

/** The runtime config, with the brand host's `api.` origin as the fallback. */
export function runtimeConfig(): LuvcastRuntimeConfig {
  const given = (typeof window !== 'undefined' && window.__LUVCAST_CONFIG__) || {};
  const where = typeof location !== 'undefined' ? location : { protocol: 'http:', hostname: 'localhost' };
  return {
    apiOrigin: given.apiOrigin ?? apiOriginFor(where, DEFAULT_API_PORT),
    chatOrigin: given.chatOrigin ?? apiOriginFor(where, DEFAULT_CHAT_PORT),
  };
}
