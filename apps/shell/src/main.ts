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

// From a microtask, not from main.js's own evaluation: the chunk loader's setTimeout and script
// insertion then run without main.js's top level and its webpack wrapper on the stack. A browser
// tracing the page (Lighthouse, the DevTools performance panel) records a stack for each of them and
// had to re-parse those two whole-file functions for their source positions: ~200 ms of the 4x
// slowed main thread inside main.js's evaluation (tools/bench/README.md, 2026-12-07).
queueMicrotask(() => void start());
