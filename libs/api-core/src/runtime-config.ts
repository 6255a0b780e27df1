import { apiOriginFor } from '@luvcast/brand-config';
import { ports } from '@luvcast/contracts';

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

/** the embedded run's API and chat ports (the port table): the fallback when the page has no runtime config */
export const DEFAULT_API_PORT = ports.api;
export const DEFAULT_CHAT_PORT = ports.chat;

/** The runtime config, with the brand host's `api.` origin as the fallback. */
export function runtimeConfig(): LuvcastRuntimeConfig {
  const given = (typeof window !== 'undefined' && window.__LUVCAST_CONFIG__) || {};
  const where = typeof location !== 'undefined' ? location : { protocol: 'http:', hostname: 'localhost' };
  return {
    apiOrigin: given.apiOrigin ?? apiOriginFor(where, DEFAULT_API_PORT),
    chatOrigin: given.chatOrigin ?? apiOriginFor(where, DEFAULT_CHAT_PORT),
  };
}
