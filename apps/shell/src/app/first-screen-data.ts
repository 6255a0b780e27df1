import type { Query, QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@luvcast/contracts';
import type { FirstScreenData } from '@luvcast/shell-contract';

/** The queries seeded from the page, with the moment their data was put in (it changes on a refetch). */
const seeded = new WeakMap<Query, number>();

/**
 * Puts the first screen's data the web server inlined (window.__LUVCAST_DATA__, libs/shell-contract
 * first-screen.ts) into the QueryClient under the api-client's keys, as fresh as the HTML: the page's
 * hooks render it at once and, for `LIMITS.firstScreenFreshMs`, do not fetch it again on mount (a
 * query's own longer `staleTime` still applies; a refetch or an invalidation replaces the seeded data
 * and the usual schedule resumes). `null` is an answer (a guest's profile: the server knew the
 * visitor is signed out); anything malformed is ignored.
 */
export function seedFirstScreenData(client: QueryClient, inlined: unknown): number {
  if (!Array.isArray(inlined)) return 0;
  const queries = client.getDefaultOptions().queries ?? {};
  if (queries.staleTime === undefined) client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...queries, staleTime: seededStaleTime } });
  let count = 0;
  for (const entry of inlined as FirstScreenData) {
    if (!entry || !Array.isArray(entry.key) || entry.data === undefined) continue;
    client.setQueryData(entry.key, entry.data);
    const query = client.getQueryCache().find({ queryKey: entry.key, exact: true });
    if (query) seeded.set(query, query.state.dataUpdatedAt);
    count += 1;
  }
  return count;
}

/** The default staleTime: the first-screen window for data still as the page carried it, else 0 (react-query's default). */
function seededStaleTime(query: Query): number {
  return seeded.get(query) === query.state.dataUpdatedAt ? LIMITS.firstScreenFreshMs : 0;
}
