import type { QueryClient } from '@tanstack/react-query';
import type { FirstScreenData } from '@luvcast/shell-contract';

/**
 * Puts the first screen's data the web server inlined (window.__LUVCAST_DATA__, libs/shell-contract
 * first-screen.ts) into the QueryClient under the api-client's keys, as fresh as the HTML: the page's
 * hooks render it at once and refetch on their usual schedule. `null` is an answer (a guest's
 * profile: the server knew the visitor is signed out); anything malformed is ignored.
 */
export function seedFirstScreenData(client: QueryClient, inlined: unknown): number {
  if (!Array.isArray(inlined)) return 0;
  let seeded = 0;
  for (const entry of inlined as FirstScreenData) {
    if (!entry || !Array.isArray(entry.key) || entry.data === undefined) continue;
    client.setQueryData(entry.key, entry.data);
    seeded += 1;
  }
  return seeded;
}
