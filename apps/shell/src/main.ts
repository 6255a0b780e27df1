// The async boundary: module federation negotiates the shared singletons before any app code
// (and any shared module) is evaluated. Keep this file free of static imports.
import type { LuvcastRuntimeConfig } from '@luvcast/api-client';

/** The part of the Prioritized Task Scheduling API (`globalThis.scheduler`; not in every engine) this file uses. */
interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'background' }): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one of background priority: the browser first paints,
 * handles the arrived resources (the first screen's banner: its largest paint) and input. Without the
 * scheduler, a message event (not a timer: a tracing browser records a JS stack with each timer, see
 * the end of this file).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler) return scheduler.postTask(() => undefined, { priority: 'background' });
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The shared libraries the bootstrap imports, a few per step, in the order they import each other.
 * All are in main.js (the shell provides them eagerly); a step only evaluates its modules. `eager`:
 * no chunk of their own in any build (the single-bundle peer of bench:web split on them without it).
 */
const BOOT_STEPS: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager", webpackExports: [] */ 'react'),
  () => import(/* webpackMode: "eager", webpackExports: [] */ 'react-dom/client'),
  () => Promise.all([import(/* webpackMode: "eager", webpackExports: [] */ '@luvcast/i18n'), import(/* webpackMode: "eager", webpackExports: [] */ '@luvcast/api-core')]),
  () =>
    Promise.all([
      import(/* webpackMode: "eager", webpackExports: [] */ 'react-router'),
      import(/* webpackMode: "eager", webpackExports: [] */ '@tanstack/react-query'),
      import(/* webpackMode: "eager", webpackExports: [] */ '@luvcast/ui'),
      import(/* webpackMode: "eager", webpackExports: [] */ '@luvcast/shell-kit'),
    ]),
];

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
  // The bootstrap's libraries are evaluated step by step, each step a task of its own, while its
  // chunk downloads: evaluated with the chunk, they made the page's longest task (120-150 ms at
  // Lighthouse's 4x slowdown; Total Blocking Time counts each task's time over 50 ms). The steps
  // take background priority so that they do not hold back the first paints (tools/bench/README.md).
  for (const step of BOOT_STEPS) {
    await nextTask();
    await step();
  }
  await nextTask();
  // named: the build lists this chunk group's files (boot-chunks.json) for the web server's preload hints
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

// From a microtask, not from main.js's own evaluation: the chunk loader's setTimeout and script
// insertion then run without main.js's top level and its webpack wrapper on the stack. A browser
// tracing the page (Lighthouse, the DevTools performance panel) records a stack for each of them and
// had to re-parse those two whole-file functions for their source positions: ~200 ms of the 4x
// slowed main thread inside main.js's evaluation (tools/bench/README.md, 2026-12-07).
queueMicrotask(() => void start());
