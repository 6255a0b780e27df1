// The async boundary: module federation negotiates the shared singletons before any app code
// (and any shared module) is evaluated. Keep this file free of static imports.
import type { LuvcastRuntimeConfig } from '@luvcast/api-client';

async function start(): Promise<void> {
  // The web server inlines window.__LUVCAST_CONFIG__; another static host can serve /config.json.
  if (!window.__LUVCAST_CONFIG__) {
    try {
      const response = await fetch('/config.json', { cache: 'no-store' });
      if (response.ok) window.__LUVCAST_CONFIG__ = (await response.json()) as LuvcastRuntimeConfig;
    } catch {
      // the api-client falls back to the brand host's api. origin
    }
  }
  // named: the build lists this chunk group's files (boot-chunks.json) for the web server's preload hints
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
