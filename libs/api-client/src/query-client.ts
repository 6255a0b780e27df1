import { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@luvcast/contracts';

/** The one QueryClient, created by the shell (spec §9: no retry, gc after 5 minutes). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: LIMITS.queryGcMs, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
