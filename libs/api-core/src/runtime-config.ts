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

/** The page's runtime config while the server renders it (the server has no window). */
let rendering: LuvcastRuntimeConfig | null = null;

/**
 * The server render (apps/shell render.tsx, one render at a time) sets what the page it renders
 * carries in window.__LUVCAST_CONFIG__, so a URL built from it (a social sign-in link, an image on
 * the API) is the one the browser builds: hydration keeps the server's attributes as they are.
 */
export function setRenderRuntimeConfig(config: LuvcastRuntimeConfig | null): void {
  rendering = config;
}

/** The runtime config, with the brand host's `api.` origin as the fallback. */
export function runtimeConfig(): LuvcastRuntimeConfig {
  if (rendering) return rendering;
  const given = (typeof window !== 'undefined' && window.__LUVCAST_CONFIG__) || {};
  const where = typeof location !== 'undefined' ? location : { protocol: 'http:', hostname: 'localhost' };
  return {
    apiOrigin: given.apiOrigin ?? apiOriginFor(where, DEFAULT_API_PORT),
    chatOrigin: given.chatOrigin ?? apiOriginFor(where, DEFAULT_CHAT_PORT),
  };
}
