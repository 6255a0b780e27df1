import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that markup, true afterwards (and
 * at once in a page the browser renders itself): what depends on the browser's clock or time zone
 * (an on-air clock, a date in the visitor's zone) renders only when true, so the hydration render
 * matches the server's (docs/adr/0025-server-rendered-first-screen.md). React renders again with
 * true right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
