import { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@luvcast/contracts';

let active: QueryClient | null = null;

/** The QueryClient the shell created (the api-client invalidates it when a session ends). */
export function activeQueryClient(): QueryClient | null {
  return active;
}

/** The one QueryClient, created by the shell (spec §9: no retry, gc after 5 minutes). */
export function createQueryClient(): QueryClient {
  active = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: LIMITS.queryGcMs, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return active;
}
